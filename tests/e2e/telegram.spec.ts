// Lead notifications in Telegram, in Chromium against the real server, whose Bot API is a local
// stand-in speaking sendMessage (server/testing/telegram-bot-api.ts; playwright.config.ts points
// TELEGRAM_API_URL at it). The owner pastes a bot token and a chat the bot is not in, sends a
// test and reads why it failed, fixes the chat, tests again; a visitor's lead then arrives in the
// chat with its answers and a link to it. One browser session, no fixed sleeps.
import { expect, test } from '@playwright/test';
import { startBotApi } from '../../server/testing/telegram-bot-api';
import { api, formPage, signIn, signUp, submitLead } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);
const BOT = '123456789:AAHk-telegram_e2e_token_0123456789abc';
const CHAT = '-1001234567890';

test('the owner connects a Telegram bot, tests it, and a visitor\'s lead arrives in the chat', async ({ page, request, context }) => {
  const bot = await startBotApi({ [BOT]: [CHAT] }, port + 20000);
  try {
    const token = await signUp(request, 'Ольга');
    const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Курсы английского' });
    const code = `tg${Date.now()}`;
    await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });

    await signIn(page, token);
    await page.goto('/contacts');
    const card = page.getByTestId('telegram-chat');
    await expect(card.getByRole('heading', { name: 'Заявки в Telegram' })).toBeVisible();
    await card.getByLabel('Токен бота').fill(BOT);
    await card.getByLabel('ID чата').fill('-100999');
    await card.getByRole('button', { name: 'Подключить' }).click();
    await expect(page.getByText('Telegram подключён.', { exact: false })).toBeVisible();
    await expect(card.getByText('Сохранён токен бота 123456789', { exact: false })).toBeVisible();
    // The token is never put back into the page.
    await expect(card.getByLabel('Токен бота')).toHaveValue('');

    // The bot is not in that chat: Telegram's 400 in words.
    await card.getByRole('button', { name: 'Отправить тест' }).click();
    await expect(card.getByTestId('telegram-test-result')).toHaveText('Чат не найден: проверьте ID чата и что бот добавлен в этот чат.');

    // By keyboard: the right chat, saved with Enter (the kept token is not typed again), tested.
    const chat = card.getByLabel('ID чата');
    await chat.fill(CHAT);
    await chat.press('Enter');
    await expect(page.getByText('Настройки Telegram сохранены')).toBeVisible();
    await card.getByRole('button', { name: 'Отправить тест' }).click();
    await expect(card.getByTestId('telegram-test-result')).toHaveText('Тестовое сообщение отправлено в чат.');
    expect(bot.messages).toEqual([expect.objectContaining({ token: BOT, chatId: CHAT, parseMode: 'HTML', text: expect.stringContaining('Тестовое сообщение') })]);

    const visitor = await context.newPage();
    await visitor.goto(`http://${code}.localhost:${port}/`);
    await submitLead(visitor, 'Пётр <Иванов>', '+7 900 111-22-33', 'petr@example.ru');
    await visitor.close();
    await expect.poll(() => bot.messages.length, { timeout: 20_000 }).toBe(2);
    const { text } = bot.messages[1];
    expect(text).toContain('<b>Новая заявка</b>');
    expect(text).toContain('Курсы английского');
    expect(text).toContain('Форма: Запись на курс');
    expect(text).toContain('Имя: Пётр &lt;Иванов&gt;');
    expect(text).toContain('Email: petr@example.ru');
    expect(text).toContain('Телефон: +79001112233');
    const link = /<a href="(http[^"]+\/leads\?lead=(\d+))">Открыть заявку<\/a>/.exec(text);
    expect(link).not.toBeNull();
    // The link opens the lead in the app.
    await page.goto(new URL(link?.[1] ?? '').pathname + new URL(link?.[1] ?? '').search);
    await expect(page.getByText('Пётр <Иванов>').first()).toBeVisible();
  } finally {
    await bot.close();
  }
});
