// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { importContent, type ElementNode } from '../engine';
import { makeServices, Wrap } from '../testing/fixtures';
import { Canvas } from './Canvas';
import { paintElement } from './paint';

const w = (id: number, type: string, cfg: Record<string, unknown>, parentId: number | null, style: Record<string, unknown> = {}) =>
  ({ id, type, name: type, cfg, classes: [], style, parentId, v: type === 'widget-button' ? '0.3' : '0.1' });

/** A heading, a tabs widget with a text in each panel, an empty image and a submit button. */
function page() {
  return importContent({
    version: '0.2',
    widgets: {
      1: w(1, 'widget-heading', { text: 'Заголовок\nв две строки', level: 1 }, null, { desktop: { color: 'var(--color-1)' }, mobile: { fontSize: '28px' } }),
      2: w(2, 'widget-tab', { tabs: ['Первая', 'Вторая'] }, null),
      3: w(3, 'widget-column', {}, 2), 4: w(4, 'widget-text', { text: 'Один' }, 3),
      5: w(5, 'widget-column', {}, 2), 6: w(6, 'widget-text', { text: 'Два' }, 5),
      7: w(7, 'widget-image', { src: '' }, null),
      8: w(8, 'widget-button', { text: 'Отправить', target: 'submit' }, null),
    },
    tree: [
      { id: 1, type: 'widget-heading', parentId: null, cd: [] },
      { id: 2, type: 'widget-tab', parentId: null, cd: [
        { id: 3, type: 'widget-column', parentId: 2, cd: [{ id: 4, type: 'widget-text', parentId: 3, cd: [] }] },
        { id: 5, type: 'widget-column', parentId: 2, cd: [{ id: 6, type: 'widget-text', parentId: 5, cd: [] }] },
      ] },
      { id: 7, type: 'widget-image', parentId: null, cd: [] },
      { id: 8, type: 'widget-button', parentId: null, cd: [] },
    ],
    globals: { paletteId: 1 },
  }, { library: { designs: [], fontPresets: [], palettes: [{ id: 1, title: 'П', colors: [{ value: '#2f7d4f', title: 'Основной' }], childrenPalettes: [] }] } });
}

describe('the canvas paints the engine\'s descriptions', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('paints each widget as the engine describes it, with its own style inline and the page stylesheet scoped to the page', () => {
    const s = makeServices(page());
    const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
    const h1 = container.querySelector('[data-wid="1"]') as HTMLElement;
    expect(h1.tagName).toBe('H1');
    expect(h1.innerHTML).toBe('Заголовок<br>в две строки');
    expect(h1.style.color).toBe('var(--color-1)');
    // A submit button acts on the published page only; an image without a picture is a placeholder.
    expect((container.querySelector('[data-wid="8"]') as HTMLButtonElement).type).toBe('button');
    expect(container.querySelector('[data-wid="7"]')?.textContent).toBe('Изображение не выбрано');
    const sheet = container.querySelector('style')?.textContent ?? '';
    expect(sheet).toContain('.ed-page{--color-1:#2f7d4f}');
    expect(sheet).not.toContain('@media');
    // The screen mode's cascade: on mobile the heading's own mobile size applies.
    act(() => { s.screen.send({ type: 'SET_SCREEN', screen: 'mobile' }); });
    expect((container.querySelector('[data-wid="1"]') as HTMLElement).style.fontSize).toBe('28px');
  });

  it('shows one tab panel, as the published page does, and another when its tab is clicked', () => {
    const s = makeServices(page());
    const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
    const panels = () => [...container.querySelectorAll('[data-wid="2"] > [role=tabpanel]')].map((p) => (p as HTMLElement).hidden);
    expect(panels()).toEqual([false, true]);
    fireEvent.click(container.querySelector('[data-show="1"]') as HTMLElement);
    expect(panels()).toEqual([true, false]);
    expect(s.editor.getState().selection).toEqual([2]);
    // Selecting a widget in the hidden panel brings its panel back.
    act(() => void s.run({ type: 'selection.set', ids: [4] }));
    expect(panels()).toEqual([false, true]);
  });

  it('edits the description\'s text slot in place on double click, as one engine event', () => {
    const s = makeServices(page());
    const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
    fireEvent.doubleClick(container.querySelector('[data-wid="6"]') as HTMLElement);
    const box = container.querySelector('[data-wid="6"] [contenteditable]') as HTMLElement;
    expect(box).not.toBeNull();
    box.innerText = 'Три';
    fireEvent.blur(box);
    expect(container.querySelector('[data-wid="6"]')?.textContent).toBe('Три');
    act(() => void s.editor.undo());
    expect(container.querySelector('[data-wid="6"]')?.textContent).toBe('Два');
  });
});

describe('the painter', () => {
  it('maps a description to React elements: attributes to props, style text to a style object, bare attributes', () => {
    const node: ElementNode = {
      tag: 'label', attrs: [['class', '_l']], children: [
        { tag: 'span', attrs: [['style', 'display:block;letter-spacing:1px']], children: [{ text: 'Имя' }] },
        { tag: 'input', attrs: [['type', 'text'], ['tabindex', -1], ['readonly', true], ['data-x', true], ['required', false]], children: [] },
        { child: 5 },
      ],
    };
    const { container } = render(<>{paintElement(node, { className: 'ed-w', 'data-wid': 1 }, {
      child: (c) => <i>{`#${c.child}`}</i>, editor: () => null, placeholder: () => null,
    })}</>);
    const label = container.firstElementChild as HTMLElement;
    expect([label.tagName, label.className, label.dataset.wid]).toEqual(['LABEL', '_l ed-w', '1']);
    expect((label.children[0] as HTMLElement).style.letterSpacing).toBe('1px');
    const input = label.children[1] as HTMLInputElement;
    expect([input.type, input.tabIndex, input.readOnly, input.getAttribute('data-x'), input.required]).toEqual(['text', -1, true, '', false]);
    expect(label.children[2].outerHTML).toBe('<i>#5</i>');
  });
});
