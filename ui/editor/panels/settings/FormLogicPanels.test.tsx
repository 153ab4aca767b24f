// @vitest-environment happy-dom
// The form's flow and consent in the Settings tab: «Показывать, если…» names another field of the
// form and one of its answers, a field can start a step, and the consent's text and policy link
// are edited with the link checked in place.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n/index';
import { childIds, pget, type Widget } from '../../engine';
import { makeServices, Wrap } from '../../testing/fixtures';
import { RightPanel } from '../RightPanel';

type S = ReturnType<typeof makeServices>;
const widget = (s: S, id: number): Widget | undefined => pget(s.editor.getState().doc.page.widgets, id);

/** The catalogue's form (name, phone, consent, button) with a list field added; the widget `pick` chooses selected, Settings open. */
function openIn(s: S, pick: (ids: readonly number[]) => number): number {
  const form = s.editor.getState().doc.nextId;
  s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang: 'ru' });
  s.run({ type: 'widget.add', at: { where: 'inside', target: form }, widget: { type: 'input-dropdown' }, lang: 'ru' });
  const id = pick(childIds(s.editor.getState().doc.page, form));
  render(<Wrap services={s}><RightPanel /></Wrap>);
  act(() => void s.run({ type: 'selection.set', ids: [id] }));
  fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
  return id;
}

describe('form logic and consent panels', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('shows a field only for another field\'s answer, offers that list\'s answers, starts a step; «Всегда» removes the condition', () => {
    const s = makeServices();
    const phone = openIn(s, (ids) => ids[1]);
    const showIf = screen.getByLabelText('Показывать, если…') as HTMLSelectElement;
    expect(Array.from(showIf.options).map((o) => o.textContent)).toEqual(['Всегда', 'Имя (name)', 'Выберите (choice)']);
    fireEvent.change(showIf, { target: { value: 'choice' } });
    const answer = screen.getByLabelText('Ответ') as HTMLSelectElement;
    expect(Array.from(answer.options).map((o) => o.textContent)).toEqual(['Любой ответ', 'Вариант 1', 'Вариант 2']);
    fireEvent.change(answer, { target: { value: 'Вариант 2' } });
    expect(widget(s, phone)?.cfg.showIf).toEqual({ field: 'choice', value: 'Вариант 2' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'С этого поля начинается новый шаг' }));
    expect(widget(s, phone)?.cfg.stepStart).toBe(true);
    fireEvent.change(screen.getByLabelText('Показывать, если…'), { target: { value: '' } });
    expect(widget(s, phone)?.cfg.showIf).toBeNull();
    expect(screen.queryByLabelText('Ответ')).toBeNull();
  });

  it('edits the consent: its text, a policy link to a site page or an https address (others refused in place), required', () => {
    const s = makeServices();
    const consent = openIn(s, (ids) => ids.find((id) => pget(s.editor.getState().doc.page.widgets, id)?.type === 'widget-consent') ?? -1);
    const version = screen.getByTestId('consent-version').textContent;
    const policy = screen.getByLabelText('Политика конфиденциальности');
    fireEvent.change(policy, { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(policy);
    expect(screen.getByText('Укажите адрес страницы сайта (/policy) или ссылку, начинающуюся с https://')).toBeTruthy();
    expect(widget(s, consent)?.cfg.policyUrl).toBe('');
    fireEvent.change(policy, { target: { value: '/policy' } });
    fireEvent.blur(policy);
    expect(widget(s, consent)?.cfg.policyUrl).toBe('/policy');
    const text = screen.getByLabelText('Текст согласия');
    fireEvent.change(text, { target: { value: 'Согласен на обработку данных' } });
    fireEvent.blur(text);
    expect(widget(s, consent)?.cfg.text).toBe('Согласен на обработку данных');
    expect(screen.getByTestId('consent-version').textContent).not.toBe(version);
    const required = screen.getByRole('checkbox', { name: 'Без согласия заявку не отправить' }) as HTMLInputElement;
    expect(required.checked).toBe(true);
    fireEvent.click(required);
    expect(widget(s, consent)?.cfg.required).toBe(false);
  });
});
