// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { importContent, pget } from '../engine';
import { makeServices, Wrap } from '../testing/fixtures';
import { dropAt, LAYER_ROW_HEIGHT, LayersFlyout, layerNodes, scrollToRow, visibleRows } from './LayersFlyout';

/** A flat page of `count` texts (ids 1…count): as many layer rows. */
function flatPage(count: number) {
  const widgets: Record<number, unknown> = {};
  const tree: unknown[] = [];
  for (let id = 1; id <= count; id++) {
    widgets[id] = { id, type: 'widget-text', name: `Абзац ${id}`, cfg: { text: `Абзац ${id}` }, classes: [], style: {}, parentId: null, v: '0.1' };
    tree.push({ id, type: 'widget-text', parentId: null, cd: [] });
  }
  return importContent({ version: '0.2', widgets, tree });
}

const rows = () => screen.queryAllByRole('row');

// happy-dom lays nothing out: the panel is given a size, as a browser would (300 × 280 px), so the
// virtualiser has a view to fill.
const sized = ['clientHeight', 'clientWidth'] as const;
const SIZE = { clientHeight: 300, clientWidth: 280 };

describe('layers panel', () => {
  beforeAll(async () => {
    await initI18n('ru');
    for (const p of sized) Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => SIZE[p] });
  });
  afterAll(() => { for (const p of sized) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p]; });
  afterEach(cleanup);

  it('lists the tree, and a drop means inside a box or before / after a row', () => {
    const s = makeServices();
    const nodes = layerNodes(s.editor.getState().doc.page, 'desktop');
    expect(nodes.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([[1, [2, 3]], [4, []]]);
    expect(dropAt({ key: 1, dropPosition: 'on' })).toEqual({ where: 'inside', target: 1 });
    expect(dropAt({ key: '4', dropPosition: 'before' })).toEqual({ where: 'before', target: 4 });
  });

  it('a row selects its widget, the parent button selects the one it is in; rename and hide are one event each', () => {
    const s = makeServices();
    render(<Wrap services={s}><LayersFlyout /></Wrap>);
    fireEvent.click(screen.getByText('button 3'));
    expect(s.editor.getState().selection).toEqual([3]);
    // A deep row cuts a long name with an ellipsis: the whole name is its hint.
    expect(screen.getByText('button 3').getAttribute('title')).toBe('button 3');
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Выбрать родителя' })); });
    expect(s.editor.getState().selection).toEqual([1]);

    fireEvent.click(screen.getByRole('button', { name: 'Переименовать «text 4»' }));
    const input = screen.getByLabelText('Новое название для «text 4»');
    fireEvent.change(input, { target: { value: 'Подпись' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(pget(s.editor.getState().doc.page.widgets, 4)?.name).toBe('Подпись');

    fireEvent.click(screen.getByRole('button', { name: 'Скрыть «Подпись» на экране «Компьютер»' }));
    expect(pget(s.editor.getState().doc.page.widgets, 4)?.cfg.hidden).toEqual({ desktop: true });
    expect(screen.getByRole('button', { name: 'Показать «Подпись» на экране «Компьютер»' })).toBeTruthy();
  });

  it('shows the open modal’s tree instead of the page’s, and its own empty state', () => {
    const s = makeServices();
    act(() => { s.run({ type: 'fragment.create', id: 50, title: 'Заявка' }); });
    act(() => { s.run({ type: 'fragment.open', id: 50 }); });
    render(<Wrap services={s}><LayersFlyout /></Wrap>);
    expect(screen.getByText('Слои модального окна «Заявка»')).toBeTruthy();
    expect(screen.getByText('В модальном окне пока нет виджетов.')).toBeTruthy();
    expect(screen.queryByText('button 3')).toBeNull();
    act(() => { s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'text', name: 'Текст окна' } }); });
    expect(screen.getByRole('treegrid', { name: 'Слои модального окна' })).toBeTruthy();
    fireEvent.click(screen.getByText('Текст окна'));
    expect(s.editor.getState().store).toBe(50);
    expect(s.editor.getState().selection).toHaveLength(1);
  });

  it('a 600-row page puts only the rows in view in the DOM; the keyboard moves through all of them and the selection follows', () => {
    const s = makeServices(flatPage(600));
    render(<Wrap services={s}><LayersFlyout /></Wrap>);
    const tree = screen.getByRole('treegrid', { name: 'Слои страницы' });
    expect(tree.getAttribute('aria-rowcount')).toBe('600');
    // About a view of rows (300 px / 30 px), not 600.
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(40);
    expect(screen.queryByText('Абзац 600')).toBeNull();

    act(() => { tree.focus(); });
    act(() => { fireEvent.keyDown(document.activeElement ?? tree, { key: 'ArrowDown' }); });
    expect(s.editor.getState().selection).toEqual([2]);
    act(() => { fireEvent.keyDown(document.activeElement ?? tree, { key: 'End' }); });
    // The last row is reached, rendered (it has the focus) and selected.
    expect(s.editor.getState().selection).toEqual([600]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Абзац 600');
    act(() => { fireEvent.keyDown(document.activeElement ?? tree, { key: 'ArrowUp' }); });
    expect(s.editor.getState().selection).toEqual([599]);
    expect(rows().length).toBeLessThan(40);
  });

  it('a widget selected elsewhere (the canvas) has its row scrolled into view', () => {
    const s = makeServices(flatPage(600));
    render(<Wrap services={s}><LayersFlyout /></Wrap>);
    const scroller = screen.getByTestId('layers');
    expect(scroller.scrollTop).toBe(0);
    act(() => { s.run({ type: 'selection.set', ids: [400] }); });
    // Row 400 (index 399) centred in the 300 px view.
    expect(scroller.scrollTop).toBe(scrollToRow(399, 8, 0, 300));
    expect(scroller.scrollTop).toBeGreaterThan(399 * LAYER_ROW_HEIGHT - 300);
    expect(scroller.scrollTop).toBeLessThanOrEqual(399 * LAYER_ROW_HEIGHT);
  });

  it('the rows in view follow what is open; a row in view is not scrolled to', () => {
    const nodes = layerNodes(makeServices().editor.getState().doc.page, 'desktop');
    expect(visibleRows(nodes, new Set([1]))).toEqual([1, 2, 3, 4]);
    expect(visibleRows(nodes, new Set())).toEqual([1, 4]);
    expect(scrollToRow(2, 10, 0, 300)).toBeNull();
    expect(scrollToRow(20, 10, 0, 300)).toBe(10 + 20 * LAYER_ROW_HEIGHT - (300 - LAYER_ROW_HEIGHT) / 2);
    expect(scrollToRow(0, 10, 500, 300)).toBe(0);
  });
});
