import { describe, expect, it } from 'vitest';
import {
  MIGRATIONS, migrateNodeType, migratePageWidget, migrateStyle, migrateWidgetType, positionOf, SCHEMA_VERSION, storedAt,
} from './migrate';

const STYLE = MIGRATIONS.filter((s) => s.axis === 'style');
const PAGE = MIGRATIONS.filter((s) => s.axis === 'page');

describe('the migration list', () => {
  it('is numbered 1, 2, 3 … in order, and the schema is its last step', () => {
    expect(MIGRATIONS.map((s) => s.version)).toEqual(MIGRATIONS.map((_s, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('gives every step of a versioned axis a label that grows along its axis', () => {
    for (const axis of ['page', 'style'] as const) {
      const labels = MIGRATIONS.filter((s) => s.axis === axis && s.label !== undefined).map((s) => Number(s.label));
      expect(labels).toEqual([...labels].sort((a, b) => a - b));
    }
    const button = MIGRATIONS.filter((s) => s.widgetType === 'widget-button').map((s) => s.label);
    expect(button).toEqual(['0.2', '0.3']);
  });

  it('reads a stored label as the step its axis has reached', () => {
    expect([0.1, 0.11, 0.15, 0.2, 0.3].map((l) => positionOf(STYLE, l))).toEqual([0, 2, 2, 3, 4]);
    expect([0.1, 0.2].map((l) => positionOf(PAGE, l))).toEqual([0, 1]);
    // Content recording a schema has been through every step up to it, on every axis.
    expect(storedAt(SCHEMA_VERSION, 0.1, 0.1)).toEqual({ schema: SCHEMA_VERSION, page: SCHEMA_VERSION, style: SCHEMA_VERSION });
  });
});

describe('each due step runs once, in order', () => {
  const decl = { layout: { padding: 16 }, x: 4, wide: true, backgroundPosition: 'right top' };

  it('runs every style step on styles 0.1', () => {
    expect(migrateStyle({ desktop: decl }, storedAt(null, 0.1, 0.1))).toEqual({
      desktop: { padding: '16px', marginLeft: '4px', width: '100%', maxWidth: 'none', backgroundPosition: '100% 0%' },
    });
  });

  it('runs only the steps after the stored label: styles 0.11 keep what the layout step would have changed', () => {
    expect(migrateStyle({ desktop: decl }, storedAt(null, 0.2, 0.11))).toEqual({
      desktop: { layout: { padding: 16 }, x: 4, width: '100%', maxWidth: 'none', backgroundPosition: '100% 0%' },
    });
    const current = { desktop: { backgroundPosition: 'center' } };
    expect(migrateStyle(current, storedAt(null, 0.2, 0.3))).toBe(current);
  });

  it('migrates a button from its own v: 0.1 runs both steps, 0.2 only the second, 0.3 none', () => {
    const cfg = { message: 'Buy', blank: 1, target: 'page', href: '/buy' };
    expect(migrateWidgetType({ type: 'widget-button', cfg, v: '0.1' })).toEqual({
      type: 'widget-button', v: '0.3', cfg: { text: 'Buy', newWindow: true, target: 'link', link: { value: '/buy' } },
    });
    expect(migrateWidgetType({ type: 'widget-button', cfg, v: '0.2' })).toEqual({
      type: 'widget-button', v: '0.3', cfg: { message: 'Buy', blank: 1, target: 'page', link: { value: '/buy' } },
    });
    const done = { type: 'widget-button', cfg, v: '0.3' };
    expect(migrateWidgetType(done)).toBe(done);
    const spacer = { type: 'widget-spacer', cfg: { message: 'x' }, v: '0.1' };
    expect(migrateWidgetType(spacer)).toBe(spacer);
  });

  it('turns a form button of a 0.1 page into a button, which then takes the button steps', () => {
    const at = storedAt(null, 0.1, 0.1);
    const w = migrateWidgetType(migratePageWidget({ type: 'widget-form-button', cfg: { message: 'Send' }, v: '0.1' }, at));
    expect(w).toEqual({ type: 'widget-button', v: '0.3', cfg: { text: 'Send', target: 'submit' } });
    expect(migrateNodeType('widget-form-button', at)).toBe('widget-button');
    // On a 0.2 page the step has run already: the type stays what was stored.
    const at02 = storedAt(null, 0.2, 0.3);
    expect(migratePageWidget({ type: 'widget-form-button', cfg: {} }, at02)).toEqual({ type: 'widget-form-button', cfg: {} });
    expect(migrateNodeType('widget-form-button', at02)).toBe('widget-form-button');
  });
});
