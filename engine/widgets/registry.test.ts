import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE } from '../catalogue';
import type { AnyWidgetType, Widget, WidgetType } from '../model';
import { emptyDocument } from '../document';
import { describe as describeWidget } from '../render/describe';
import { editorTraits } from '../traits';
import { isWidgetType, storedWidgetType, WIDGET_TYPES, WIDGETS } from './registry';

describe('widget registry', () => {
  it('names each type once, by its own file, with at least one catalogue entry', () => {
    expect(new Set(WIDGET_TYPES).size).toBe(WIDGET_TYPES.length);
    for (const t of WIDGET_TYPES) {
      expect(WIDGETS[t].type).toBe(t);
      expect(WIDGETS[t].catalogue.length, t).toBeGreaterThan(0);
    }
    const keys = WIDGET_TYPES.flatMap((t) => WIDGETS[t].catalogue.map((c) => c.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('derives the catalogue from the types: every entry of every type, children naming real entries', () => {
    expect(WIDGET_CATALOGUE.map((e) => e.key).sort()).toEqual(WIDGET_TYPES.flatMap((t) => WIDGETS[t].catalogue.map((c) => c.key)).sort());
    const keys = new Set(WIDGET_CATALOGUE.map((e) => e.key));
    for (const e of WIDGET_CATALOGUE) for (const c of e.children ?? []) expect(keys.has(c), `${e.key} → ${c}`).toBe(true);
    // A form's submit button comes after its fields in the add-widget list.
    const form = WIDGET_CATALOGUE.filter((e) => e.category === 'form').map((e) => e.key);
    expect(form.at(-1)).toBe('submit-button');
  });

  it('derives the editor traits from the types', () => {
    expect(editorTraits('widget-spacer').stylePanels).toEqual(['spacer', 'background']);
    expect(editorTraits('widget-video').stylePanels).not.toContain('background');
    expect(editorTraits('widget-image').stylePanels).toContain('animation');
    expect(editorTraits('widget-text').stylePanels).toContain('typography');
    expect(editorTraits('widget-service')).toMatchObject({ settingsPanels: ['service', 'params'], inlineText: 'title' });
    expect(editorTraits('widget-legacy-thing')).toMatchObject({ settingsPanels: ['params'], inlineText: null });
  });

  it('describes every type with its own describer; an unknown type is a plain box', () => {
    const custom = storedWidgetType('widget-legacy-thing');
    expect(isWidgetType(custom)).toBe(false);
    const w = (type: AnyWidgetType): Widget => ({ id: 1, type, name: '', cfg: {}, classes: [], style: {}, parentId: null, v: '0.1' });
    expect(describeWidget(w(custom), { tree: emptyDocument().page }, 'publish')).toMatchObject({ tag: 'div' });
    expect(describeWidget(w('widget-text'), { tree: emptyDocument().page }, 'publish')).toMatchObject({ tag: 'p' });
  });

  it('makes a misspelt type a compile error', () => {
    // @ts-expect-error: 'widget-txet' is not a type of the registry.
    const misspelt: WidgetType = 'widget-txet';
    const stored = storedWidgetType('widget-text');
    // @ts-expect-error: a widget's type is never compared with a type that does not exist.
    expect(stored === 'widget-txet').toBe(false);
    expect(isWidgetType(misspelt)).toBe(false);
  });
});
