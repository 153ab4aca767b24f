// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { pget } from '../engine';
import { makeServices, Wrap } from '../testing/fixtures';
import { dropAt, LayersFlyout, layerNodes } from './LayersFlyout';

describe('layers panel', () => {
  beforeAll(async () => { await initI18n('ru'); });
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
});
