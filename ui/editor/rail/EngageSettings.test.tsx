// @vitest-environment happy-dom
// The engagement settings in the editor: the open popup's trigger (a bad number refused in place,
// nothing stored), and the sticky bar's panel (its edge and the placeholder preview).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { pget, popupTrigger } from '../engine';
import { RightPanel } from '../panels/RightPanel';
import { makeServices, Wrap } from '../testing/fixtures';
import { ModalsFlyout } from './ModalsFlyout';

function change(label: string, value: string) {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

describe('engagement settings', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('sets the open popup to open at a scroll depth, refuses an out-of-range one, and undoes in one step', () => {
    const s = makeServices();
    render(<Wrap services={s}><ModalsFlyout /></Wrap>);
    expect(screen.queryByLabelText('Когда открыть')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Создать модальное окно' }));
    const config = () => s.editor.getState().doc.fragments[0].config;
    change('Когда открыть', 'scroll');
    expect(popupTrigger(config())).toEqual({ kind: 'scroll', value: 50, once: 'day' });
    change('Процент прокрутки', '150');
    expect(screen.getByText('Введите целое число от 1 до 100')).toBeTruthy();
    expect(popupTrigger(config()).value).toBe(50);
    change('Процент прокрутки', '30');
    change('Показывать не чаще', 'week');
    expect(popupTrigger(config())).toEqual({ kind: 'scroll', value: 30, once: 'week' });
    act(() => { s.undo(); });
    expect(popupTrigger(config())).toEqual({ kind: 'scroll', value: 30, once: 'day' });
    change('Когда открыть', 'none');
    expect(config()).toEqual({});
  });

  it('sticks the bar to the top, and shows what a visitor without the tag reads', () => {
    const s = makeServices();
    const id = s.editor.getState().doc.nextId;
    s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'sticky-bar' }, lang: 'ru' });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [id] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
    change('Где закрепить', 'top');
    const bar = () => pget(s.editor.getState().doc.page.widgets, id);
    expect(bar()?.style.desktop).toMatchObject({ top: '0' });
    expect(bar()?.style.desktop?.bottom).toBeUndefined();
    change('Текст панели', 'Скидка на {{utm_term|окна}}');
    expect(screen.getByText('Без метки посетитель увидит: «Скидка на окна»')).toBeTruthy();
  });
});
