import Square from 'lucide-react/icons/square';
import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE, WIDGET_TYPES } from '../../../engine/index';
import { entryIcon, typeIcon, WIDGET_ICONS } from './widgetIcons';

describe('widget icons', () => {
  it('gives every type of the registry and every add-widget entry an icon, kinds their own', () => {
    expect(Object.keys(WIDGET_ICONS).sort()).toEqual([...WIDGET_TYPES].sort());
    for (const e of WIDGET_CATALOGUE) expect(entryIcon(e), e.key).toBeTruthy();
    const byKey = new Map(WIDGET_CATALOGUE.map((e) => [e.key, entryIcon(e)]));
    expect(new Set(['h1', 'h2', 'h3', 'h4', 'h5'].map((k) => byKey.get(k))).size).toBe(5);
    expect(byKey.get('submit-button')).not.toBe(byKey.get('button'));
  });

  it('shows a custom type kept from a stored page as a plain square', () => {
    expect(typeIcon('widget-legacy-thing')).toBe(Square);
    expect(typeIcon('widget-form')).toBe(WIDGET_ICONS['widget-form']);
  });
});
