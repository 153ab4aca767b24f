// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../adapters/index';
import { toasts } from '../../../lib/toasts';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../../testing/render';
import { owner, pageView, project } from '../../../testing/fixtures';
import SettingsLayout from '../../../components/page-settings/SettingsLayout';
import OtherSettings from './OtherSettings';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const show = () =>
  renderScreen(<OtherSettings />, { route: 'other', url: '/pages/1/settings/other', parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> }, others: ['/pages'] });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const lastToast = () => toasts.list().at(-1);

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1, name: 'Акция', title: 'Весна', code: 'spring' }));
  toasts.list().forEach((t) => toasts.dismiss(t.id));
});
afterEach(cleanup);

describe('page settings: other', () => {
  it('fills the form from the page and saves the changes with the SPEC success toast', async () => {
    fake.pages.update.mockImplementation(async ({ body }: { body: object }) => pageView({ id: 1, ...body }));
    show();
    await screen.findByDisplayValue('Акция');
    fireEvent.change(field('Внутреннее название'), { target: { value: 'Акция 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.pages.update).toHaveBeenCalled());
    expect(fake.pages.update.mock.calls[0][0]).toMatchObject({ params: { pageId: 1 }, body: { name: 'Акция 2', code: 'spring' }, suppressErrors: true });
    await waitFor(() => expect(lastToast()?.message).toBe('Настройки успешно сохранены!'));
  });

  it('offers the page language as «Язык страницы» (Русский / English) with what it changes, and saves the choice', async () => {
    fake.pages.update.mockImplementation(async ({ body }: { body: object }) => pageView({ id: 1, name: 'Акция', title: 'Весна', code: 'spring', ...body }));
    show();
    await screen.findByDisplayValue('Акция');
    const select = screen.getByRole('button', { name: /Язык страницы/ });
    expect(select.textContent).toContain('Русский');
    expect(screen.getByText('На этом языке посетители видят кнопку меню и сообщения форм; ваши тексты не переводятся.')).toBeTruthy();
    fireEvent.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Русский', 'English']);
    fireEvent.click(screen.getByRole('option', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Язык страницы/ }).textContent).toContain('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.pages.update).toHaveBeenCalled());
    expect(fake.pages.update.mock.calls[0][0]).toMatchObject({ params: { pageId: 1 }, body: { lang: 'en', code: 'spring' } });
    await waitFor(() => expect(lastToast()?.message).toBe('Настройки успешно сохранены!'));
    // Saved: the form now starts from English, so Cancel has nothing to undo.
    expect(screen.getByRole('button', { name: /Язык страницы/ }).textContent).toContain('English');
  });

  it('shows an English page as English and puts the server\'s refusal under the select', async () => {
    fake.pages.get.mockResolvedValue(pageView({ id: 1, name: 'Sale', code: 'sale', lang: 'en' }));
    fake.pages.update.mockRejectedValue(
      new ApiError(422, { error: 'validation', code: 'validation', message: 'x', status: 422, fields: { lang: 'Выберите язык страницы: русский или английский' } }, 'x'),
    );
    show();
    await screen.findByDisplayValue('Sale');
    expect(screen.getByRole('button', { name: /Язык страницы/ }).textContent).toContain('English');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите язык страницы: русский или английский')).toBeTruthy();
    expect(fake.pages.update.mock.calls[0][0]).toMatchObject({ body: { lang: 'en' } });
  });

  it('shows "Обязательное поле" (the one message of every non-plugin form, SPEC §5) once the emptied test subdomain is left, and does not send', async () => {
    show();
    await screen.findByDisplayValue('spring');
    fireEvent.change(field('Тестовый поддомен'), { target: { value: '' } });
    expect(screen.queryByText('Обязательное поле')).toBeNull();
    fireEvent.blur(field('Тестовый поддомен'));
    expect(await screen.findByText('Обязательное поле')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(fake.pages.update).not.toHaveBeenCalled();
  });

  it('checks the address with the server\'s rule as it is typed: promo.html is fine, a space is not', async () => {
    show();
    await screen.findByDisplayValue('spring');
    fireEvent.change(field('Адрес страницы'), { target: { value: 'promo page' } });
    fireEvent.blur(field('Адрес страницы'));
    expect(await screen.findByText('Некорректный адрес')).toBeTruthy();
    fireEvent.change(field('Адрес страницы'), { target: { value: 'promo.html' } });
    await waitFor(() => expect(screen.queryByText('Некорректный адрес')).toBeNull());
    fireEvent.change(field('Тестовый поддомен'), { target: { value: 'www' } });
    fireEvent.blur(field('Тестовый поддомен'));
    expect(await screen.findByText('Некорректный адрес')).toBeTruthy();
  });

  it('puts the server field message under the field and shows the SPEC failure toast', async () => {
    fake.pages.update.mockRejectedValue(
      new ApiError(422, { error: 'validation', code: 'validation', message: 'x', status: 422, fields: { code: 'Указанный тестовый поддомен занят' } }, 'x'),
    );
    show();
    await screen.findByDisplayValue('spring');
    fireEvent.change(field('Тестовый поддомен'), { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Указанный тестовый поддомен занят')).toBeTruthy();
    expect(lastToast()).toMatchObject({ theme: 'danger', message: 'Произошла ошибка при сохранении настроек!' });
  });

  it('counts the description against the 140-character advice without blocking longer text', async () => {
    show();
    await screen.findByDisplayValue('Акция');
    fireEvent.change(field('Описание'), { target: { value: 'x'.repeat(150) } });
    const counter = screen.getByTestId('description-counter');
    expect(counter.textContent).toBe('150 / 140');
    expect(counter.getAttribute('data-over')).toBe('true');
  });

  it('deletes the page after confirmation and goes back to the list', async () => {
    fake.pages.remove.mockResolvedValue({ ok: true });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить страницу' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/pages');
    expect(fake.pages.remove).toHaveBeenCalledWith({ params: { pageId: 1 } });
  });
});
