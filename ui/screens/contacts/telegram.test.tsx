// @vitest-environment happy-dom
// The Telegram card of /contacts on fake endpoints: the form checks the token and the chat by the
// api/ rule before sending, connects with the chosen projects, shows Telegram's verdict on a test
// in words, keeps a saved token when the field is left empty, and has its error state.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TelegramView } from '../../../api/routes/telegram';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { TelegramChat } from './TelegramChat';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const TOKEN = '123456789:AAHk-telegram_test_token_0123456789ab';
const view = (over: Partial<TelegramView> = {}): TelegramView => ({
  connected: false, chat_id: '', token_set: false, bot_id: null, all_projects: true, projects: [], tested_at: null, sandbox: false, ...over,
});

beforeAll(setupI18n);
beforeEach(() => resetFakeEndpoints());
afterEach(cleanup);

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Telegram card', () => {
  it('checks the token and chat before sending, then connects with the chosen projects', async () => {
    fake.telegram.get.mockResolvedValue(view());
    fake.projects.list.mockResolvedValue({ items: [{ id: 1, title: 'Курсы', liked: false, created: '' }, { id: 2, title: 'Блог', liked: false, created: '' }], total_items: 2, current: 1, total_pages: 1 });
    fake.telegram.save.mockImplementation(async ({ body }: { body: { chat_id: string; projects: number[] } }) => view({ connected: true, token_set: true, bot_id: '123456789', chat_id: body.chat_id, all_projects: false, projects: body.projects }));
    renderScreen(<TelegramChat />, { route: '/contacts' });
    const connect = await screen.findByRole('button', { name: 'Подключить' });
    type('Токен бота', 'not a token');
    type('ID чата', 'my chat');
    fireEvent.click(connect);
    expect(await screen.findByText(/Токен бота выглядит иначе/)).toBeTruthy();
    expect(screen.getByText('Укажите числовой ID чата или @имя канала')).toBeTruthy();
    expect(fake.telegram.save).not.toHaveBeenCalled();

    type('Токен бота', TOKEN);
    type('ID чата', '-1001234567890');
    fireEvent.click(screen.getByRole('radio', { name: 'Выбранных проектов' }));
    fireEvent.click(connect);
    expect(await screen.findByText('Выберите хотя бы один проект.')).toBeTruthy();
    const projects = await screen.findByTestId('telegram-projects');
    fireEvent.click(within(projects).getByRole('checkbox', { name: 'Блог' }));
    fireEvent.click(connect);
    await waitFor(() => expect(fake.telegram.save).toHaveBeenCalledWith({
      body: { token: TOKEN, chat_id: '-1001234567890', all_projects: false, projects: [2] }, suppressErrors: true,
    }));
    expect(await screen.findByRole('button', { name: 'Отправить тест' })).toBeTruthy();
    expect(screen.getByText('Сохранён токен бота 123456789. Оставьте поле пустым, чтобы не менять его.')).toBeTruthy();
  });

  it('shows Telegram\'s answer to a test in words, and saves without resending the kept token', async () => {
    fake.telegram.get.mockResolvedValue(view({ connected: true, token_set: true, bot_id: '123456789', chat_id: '-100' }));
    fake.telegram.test.mockResolvedValueOnce({ sent: false, problem: 'chat_not_found', settings: view({ connected: true, token_set: true, bot_id: '123456789', chat_id: '-100' }) });
    fake.telegram.test.mockResolvedValueOnce({ sent: false, problem: 'unauthorized', settings: view({ connected: true, token_set: true, bot_id: '123456789', chat_id: '-100' }) });
    fake.telegram.save.mockResolvedValue(view({ connected: true, token_set: true, bot_id: '123456789', chat_id: '-100' }));
    renderScreen(<TelegramChat />, { route: '/contacts' });
    expect((await screen.findByTestId('telegram-state')).textContent).toBe('Тестовое сообщение ещё не отправлялось.');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить тест' }));
    expect((await screen.findByTestId('telegram-test-result')).textContent).toBe('Чат не найден: проверьте ID чата и что бот добавлен в этот чат.');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить тест' }));
    await waitFor(() => expect(screen.getByTestId('telegram-test-result').textContent).toContain('Telegram не узнал бота'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.telegram.save).toHaveBeenCalledWith({ body: { chat_id: '-100', all_projects: true, projects: [] }, suppressErrors: true }));
  });

  it('shows the error state with a retry when it cannot be read', async () => {
    fake.telegram.get.mockRejectedValue(new Error('network'));
    renderScreen(<TelegramChat />, { route: '/contacts' });
    const card = await screen.findByTestId('telegram-chat');
    expect(await within(card).findByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
