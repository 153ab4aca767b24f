import { describe, expect, it } from 'vitest';
import type { DesignClass, Widget } from './model';
import { styleSource } from './style-sources';

const cls = (id: number, name: string, desktop: Record<string, string>, mobile?: Record<string, string>): DesignClass =>
  ({ id, name, parentId: null, order: 0, type: 'widget-heading', hideInAddingWidgets: false, style: { desktop, ...(mobile ? { mobile } : {}) } });
const classes = new Map([[1, cls(1, 'H1', { fontSize: '52px', color: 'red' }, { fontSize: '34px' })], [2, cls(2, 'Accent', { color: 'blue' })]]);
const widget = (style: Widget['style'], extra: Partial<Widget> = {}): Widget =>
  ({ id: 1, type: 'widget-heading', name: 'h', cfg: { text: 'x' }, classes: [1, 2], style, parentId: null, v: '0.1', ...extra });

describe('style sources', () => {
  it('own on this screen, own on a bigger screen, then the text style, then the classes (later first)', () => {
    const w = widget({ desktop: { fontSize: '40px' }, tablet: { fontSize: '30px' } });
    expect(styleSource(w, 'fontSize', 'tablet', classes, [])).toEqual({ value: '30px', from: { kind: 'own', screen: 'tablet' } });
    expect(styleSource(w, 'fontSize', 'tablet', classes, [], true)).toEqual({ value: '40px', from: { kind: 'own', screen: 'desktop' } });
    expect(styleSource(widget({}), 'fontSize', 'mobile', classes, [])).toEqual({ value: '34px', from: { kind: 'class', id: 1, name: 'H1', screen: 'mobile' } });
    expect(styleSource(widget({}), 'color', 'desktop', classes, [])?.from).toMatchObject({ kind: 'class', name: 'Accent' });
    const styled = widget({}, { cfg: { textStyle: 7 } });
    expect(styleSource(styled, 'fontSize', 'desktop', classes, [{ code: 7, title: 'Лид', params: { fontSize: '20px' } }]))
      .toEqual({ value: '20px', from: { kind: 'textStyle', code: 7, title: 'Лид' } });
    expect(styleSource(widget({}), 'padding', 'desktop', classes, [])).toBeUndefined();
    // A class inside another takes what it does not set from it.
    const nested = new Map([[1, cls(1, 'Кнопка', { padding: '12px' })], [2, { ...cls(2, 'Кнопка на фото', { color: 'white' }), parentId: 1 }]]);
    expect(styleSource(widget({}, { classes: [2] }), 'padding', 'desktop', nested, [])?.from).toMatchObject({ kind: 'class', name: 'Кнопка' });
  });
});
