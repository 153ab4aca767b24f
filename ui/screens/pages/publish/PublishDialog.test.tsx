// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../../testing/render';
import { owner, pageView } from '../../../testing/fixtures';
import { PublishDialog } from './PublishDialog';

vi.mock('../../../app/useSession', () => ({ useCurrentUser: () => owner }));
vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const onClose = vi.fn();
const page = { id: 4, code: 'spring', uri: '', url: null, test_url: 'http://spring.localhost:3000/', domain_url: null };
/** Opens the dialog once it has read the page (a page published before: the address alone). */
const show = async (domainUrl: string | null = null) => {
  renderScreen(<PublishDialog page={{ ...page, domain_url: domainUrl }} onClose={onClose} />);
  await screen.findByRole('button', { name: 'Опубликовать' });
};
const dialog = () => screen.getByTestId('publish-dialog');
const codeInput = () => screen.getByLabelText('Тестовый поддомен');
const taken = () => new ApiError(409, { error: 'page.address_taken', code: 'page.address_taken', message: 'Такой адрес страницы уже занят.', status: 409 }, 'x');

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.pages.get.mockResolvedValue(pageView({ id: 4, code: 'spring', published_at: '2026-01-12T10:00:00.000Z' }));
  onClose.mockReset();
});
afterEach(cleanup);

describe('publish dialog', () => {
  it('asks a page never published for its title (required, prefilled with the name) and description, and publishes them with it', async () => {
    fake.pages.get.mockResolvedValue(pageView({ id: 4, code: 'spring', name: 'Акция', title: '', description: '', published_at: null }));
    fake.pages.publish.mockResolvedValue({ page: pageView({ id: 4, status: 'published' }), url: 'http://spring.localhost:3000/', revision: 2 });
    await show();
    const title = screen.getByRole('textbox', { name: /Заголовок страницы/ }) as HTMLInputElement;
    expect(title.value).toBe('Акция');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Обязательное поле');
    expect(fake.pages.publish).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: 'Весенняя акция' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Описание' }), { target: { value: 'Скидки до 30 %' } });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await screen.findByTestId('published-link');
    expect(fake.pages.publish).toHaveBeenCalledWith({ params: { pageId: 4 }, body: { code: 'spring', uri: '', title: 'Весенняя акция', description: 'Скидки до 30 %' }, suppressErrors: true });
  });

  it('publishes the entered address and ends with a link to open the page', async () => {
    fake.pages.publish.mockResolvedValue({ page: pageView({ id: 4, status: 'published', code: 'sale' }), url: 'http://sale.localhost:3000/promo', revision: 2 });
    await show();
    fireEvent.change(codeInput(), { target: { value: 'sale' } });
    fireEvent.change(screen.getByLabelText('Путь страницы'), { target: { value: 'promo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const link = await screen.findByTestId('published-link');
    expect(link.getAttribute('href')).toBe('http://sale.localhost:3000/promo');
    expect(dialog().textContent).toContain('Страница опубликована');
    expect(fake.pages.publish).toHaveBeenCalledWith({ params: { pageId: 4 }, body: { code: 'sale', uri: 'promo' }, suppressErrors: true });
  });

  it('warns that the consent\'s policy link leads nowhere, with the action to make the page, and still publishes', async () => {
    const flushDraft = vi.fn(async () => undefined);
    fake.pages.policyLinks.mockResolvedValue({ site: 'domain', domain_id: 5, project_id: 3, dead: [{ path: '/policy', uri: 'policy', page_id: null }] });
    fake.pages.publish.mockResolvedValue({ page: pageView({ id: 4, status: 'published' }), url: 'http://shop.ru/', revision: 2 });
    renderScreen(<PublishDialog page={{ ...page, domain_url: 'http://shop.ru/' }} flushDraft={flushDraft} onClose={onClose} />);
    const warning = await screen.findByTestId('policy-link-warning');
    expect(warning.textContent).toContain('ведёт на несуществующую страницу /policy');
    expect(screen.getByRole('button', { name: 'Создать страницу политики' })).toBeTruthy();
    // The check reads the draft as the editor shows it: saved first.
    expect(flushDraft).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByTestId('published-link')).toBeTruthy();
  });

  it('refuses a malformed address before any call (the machine rule) with "Некорректный адрес"', async () => {
    await show();
    fireEvent.change(codeInput(), { target: { value: 'Не адрес' } });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Некорректный адрес')).toBeTruthy();
    expect(fake.pages.publish).not.toHaveBeenCalled();
  });

  it('a taken address returns to the form with "Этот адрес занят"', async () => {
    fake.pages.publish.mockRejectedValue(taken());
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Этот адрес занят')).toBeTruthy();
    expect(codeInput()).toBeTruthy();
  });

  it('a failed publish shows the error state, and retry publishes again', async () => {
    fake.pages.publish.mockRejectedValueOnce(new ApiError(500, null, 'Internal Server Error')).mockResolvedValueOnce({ page: pageView({ id: 4 }), url: 'http://spring.localhost:3000/', revision: 2 });
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Не удалось опубликовать')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('published-link')).toBeTruthy();
    expect(fake.pages.publish).toHaveBeenCalledTimes(2);
  });

  it('save and continue stores the address without publishing and closes', async () => {
    fake.pages.update.mockResolvedValue(pageView({ id: 4, code: 'sale' }));
    await show();
    fireEvent.change(codeInput(), { target: { value: 'sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.pages.update).toHaveBeenCalledWith({ params: { pageId: 4 }, body: { code: 'sale', uri: '' }, suppressErrors: true });
    expect(fake.pages.publish).not.toHaveBeenCalled();
  });

  it('opened by IP, the dialog shows the test address the server states (it crashed building a URL on the IP)', async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://127.0.0.1:8080/pages');
    renderScreen(<PublishDialog page={{ ...page, test_url: 'http://spring.localhost:8080/' }} onClose={onClose} />);
    await screen.findByRole('button', { name: 'Опубликовать' });
    expect(dialog().textContent).toContain('.localhost:8080/');
    expect(codeInput()).toBeTruthy();
  });

  it('a page on a domain shows the domain address instead of the subdomain field', async () => {
    await show('http://shop.ru/');
    expect(dialog().textContent).toContain('http://shop.ru/');
    expect(screen.queryByLabelText('Тестовый поддомен')).toBeNull();
  });
});
