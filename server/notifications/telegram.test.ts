// Telegram lead notifications against a local server speaking the Bot API's sendMessage: the owner
// connects a bot and a chat (the token sealed, never answered back), a test tells a wrong token
// from a chat the bot cannot reach, and every lead of the chosen projects is posted once through
// the jobs floor — retried after Telegram's own retry_after on 429, dead at once on a wrong token,
// shown in the delivery log without the token. Owner only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { jobs } from '../db/schema-jobs';
import { telegramChats } from '../db/schema-telegram';
import { manualClock } from '../platform/jobs/clock';
import { publishFormPage, storeLead } from '../testing/leads';
import { startBotApi, type BotApiStandIn } from '../testing/telegram-bot-api';
import { testDatabases, useHarness } from '../../tests/helpers/db';

const T = api.telegram;
const BOT = '123456789:AAHk-telegram_test_token_0123456789ab';
const OTHER_BOT = '987654321:AAHk-another_bot_token_0123456789abcd';
const CHAT = '-1001234567890';

describe.each(testDatabases)('Telegram lead notifications on $name', (db) => {
  let bot: BotApiStandIn;
  const telegram = { apiUrl: 'http://127.0.0.1:9', sandbox: false };
  const h = useHarness(db, { telegram, publicUrl: 'https://app.example.com' });

  beforeAll(async () => {
    bot = await startBotApi({ [BOT]: [CHAT], [OTHER_BOT]: [] });
    telegram.apiUrl = bot.url;
  });
  afterAll(() => bot.close());

  it('connects a bot and a chat; the token is sealed and never answered; a test tells a wrong token from a wrong chat', async () => {
    const { token } = await h.signUp();
    expect(await h.ok(T.get, { token })).toMatchObject({ connected: false, token_set: false, sandbox: false });
    await h.fail(T.test, 409, { token });
    // Outside the sandbox a first connection needs a token; a malformed one is refused with its field.
    expect((await h.fail(T.save, 422, { token, body: { chat_id: CHAT, all_projects: true, projects: [] } })).fields).toEqual({ token: expect.stringContaining('токен') });
    expect((await h.fail(T.save, 422, { token, body: { token: 'not-a-token', chat_id: CHAT, all_projects: true, projects: [] } })).fields).toHaveProperty('token');
    expect((await h.fail(T.save, 422, { token, body: { token: BOT, chat_id: 'my chat', all_projects: true, projects: [] } })).fields).toHaveProperty('chat_id');
    expect(await h.ok(T.get, { token })).toMatchObject({ connected: false });

    const saved = await h.ok(T.save, { token, body: { token: OTHER_BOT, chat_id: '-100999', all_projects: true, projects: [] } });
    expect(saved).toMatchObject({ connected: true, token_set: true, bot_id: '987654321', chat_id: '-100999', tested_at: null });
    expect(JSON.stringify(saved)).not.toContain(OTHER_BOT.split(':')[1]);
    const [row] = await h.database.db.select().from(telegramChats);
    expect(row.tokenSealed).not.toContain(OTHER_BOT.split(':')[1]);

    // A bot Telegram does not know: 401 → «unauthorized».
    const wrongToken = await h.ok(T.save, { token, body: { token: '111111111:AAHk-unknown_bot_token_0123456789abcd', chat_id: CHAT, all_projects: true, projects: [] } });
    expect(wrongToken.bot_id).toBe('111111111');
    expect(await h.ok(T.test, { token })).toMatchObject({ sent: false, problem: 'unauthorized' });
    // A known bot that cannot reach the chat: 400 chat not found.
    await h.ok(T.save, { token, body: { token: OTHER_BOT, chat_id: CHAT, all_projects: true, projects: [] } });
    expect(await h.ok(T.test, { token })).toMatchObject({ sent: false, problem: 'chat_not_found' });
    expect(bot.messages).toHaveLength(0);

    // The right pair; saving without a token keeps the stored one.
    await h.ok(T.save, { token, body: { token: BOT, chat_id: CHAT, all_projects: true, projects: [] } });
    await h.ok(T.save, { token, body: { chat_id: CHAT, all_projects: true, projects: [] } });
    const tested = await h.ok(T.test, { token });
    expect(tested).toMatchObject({ sent: true, problem: null, settings: { token_set: true, bot_id: '123456789' } });
    expect(tested.settings.tested_at).not.toBeNull();
    expect(bot.messages.at(-1)).toMatchObject({ token: BOT, chatId: CHAT, parseMode: 'HTML', text: expect.stringContaining('Тестовое сообщение') });

    await h.ok(T.remove, { token });
    expect(await h.ok(T.get, { token })).toMatchObject({ connected: false, token_set: false });
    expect(await h.database.db.select().from(telegramChats)).toHaveLength(0);
  });

  it('is the owner\'s: a member is refused every call; projects must be the account\'s own', async () => {
    const { token } = await h.signUp();
    await h.ok(api.access.create, { token, body: { email: 'member@example.com', name: 'Member', password: 'Quartz-Lagoon-7' } });
    const member = (await h.ok(api.session.login, { body: { email: 'member@example.com', password: 'Quartz-Lagoon-7' } })).token;
    const body = { token: BOT, chat_id: CHAT, all_projects: true, projects: [] };
    await h.fail(T.get, 403, { token: member });
    await h.fail(T.save, 403, { token: member, body });
    await h.fail(T.test, 403, { token: member });
    await h.fail(T.remove, 403, { token: member });
    const stranger = await h.signUp('stranger@example.com');
    const theirs = (await h.ok(api.projects.list, { token: stranger.token })).items[0];
    await h.fail(T.save, 404, { token, body: { ...body, all_projects: false, projects: [theirs.id] } });
    expect(await h.ok(T.get, { token })).toMatchObject({ connected: false });
  });

  it('posts every lead of the chosen projects once, escaped, with the contact, answers and a link to the lead', async () => {
    const { token } = await h.signUp();
    const main = (await h.ok(api.projects.list, { token })).items[0];
    const blog = await h.ok(api.projects.create, { token, body: { title: 'Блог' } });
    const chosen = await publishFormPage(h, token, { title: 'Курсы <английского> & ко', projectId: main.id });
    const other = await publishFormPage(h, token, { title: 'Блог', projectId: blog.id });
    await h.ok(T.save, { token, body: { token: BOT, chat_id: CHAT, all_projects: false, projects: [main.id] } });
    expect(await h.ok(T.get, { token })).toMatchObject({ all_projects: false, projects: [main.id] });
    const before = bot.messages.length;

    const leadId = await storeLead(h.database.db, { accountId: chosen.accountId, pageId: chosen.pageId, fields: { name: 'Мария <b>Иванова</b>', email: 'maria@example.com' } });
    await storeLead(h.database.db, { accountId: other.accountId, pageId: other.pageId, fields: { name: 'Пётр', email: 'petr@example.com' } });
    const ran = await h.drainJobs();
    expect(ran.filter((j) => j.kind === 'lead.telegram')).toEqual([expect.objectContaining({ state: 'done' })]);
    const posted = bot.messages.slice(before);
    expect(posted).toHaveLength(1);
    const { text } = posted[0];
    expect(text).toContain('<b>Новая заявка</b>');
    expect(text).toContain('Курсы &lt;английского&gt; &amp; ко');
    expect(text).toContain('Имя: Мария &lt;b&gt;Иванова&lt;/b&gt;');
    expect(text).toContain('Email: maria@example.com');
    expect(text).toContain('Форма: Заявка');
    expect(text).toContain(`<a href="https://app.example.com/leads?lead=${leadId}">Открыть заявку</a>`);
    expect(text).not.toContain('<b>Иванова');

    // Run again (a crash before "done"): nothing is posted twice.
    await h.database.db.update(jobs).set({ state: 'queued', runAt: new Date(0) }).where(eq(jobs.kind, 'lead.telegram'));
    await h.drainJobs();
    expect(bot.messages.length - before).toBe(1);

    // Every project: the other page's next lead comes too.
    await h.ok(T.save, { token, body: { chat_id: CHAT, all_projects: true, projects: [] } });
    await storeLead(h.database.db, { accountId: other.accountId, pageId: other.pageId, fields: { name: 'Анна' } });
    await h.drainJobs();
    expect(bot.messages.at(-1)?.text).toContain('Имя: Анна');
  });

  it('retries after Telegram\'s retry_after on 429 and after a 502; a wrong token is dead at once, its error in the log without the token', async () => {
    const { token } = await h.signUp();
    const page = await publishFormPage(h, token, { title: 'Курсы' });
    await h.ok(T.save, { token, body: { token: BOT, chat_id: CHAT, all_projects: true, projects: [] } });
    // A little ahead of the wall clock: the intake enqueues by the wall clock, the drain claims by this one.
    const clock = manualClock(new Date(Date.now() + 5000));
    const before = bot.messages.length;

    bot.throttle(1, 120);
    await storeLead(h.database.db, { accountId: page.accountId, pageId: page.pageId, fields: { name: 'Мария' } });
    await h.drainJobs({ clock, random: () => 0 });
    const [waiting] = await h.database.db.select().from(jobs).where(eq(jobs.kind, 'lead.telegram'));
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    // The default backoff would retry in 7.5 s; Telegram asked for 120.
    expect(waiting.runAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(120_000);
    clock.advance(60_000);
    await h.drainJobs({ clock });
    expect(bot.messages.length).toBe(before);
    clock.advance(61_000);
    bot.down(1);
    await h.drainJobs({ clock, random: () => 0 });
    expect(bot.messages.length).toBe(before);
    clock.advance(60 * 60_000);
    await h.drainJobs({ clock });
    expect(bot.messages.length).toBe(before + 1);

    // The bot's token revoked: Telegram answers 401, retrying cannot help.
    await h.ok(T.save, { token, body: { token: '222222222:AAHk-revoked_bot_token_0123456789abcd', chat_id: CHAT, all_projects: true, projects: [] } });
    const leadId = await storeLead(h.database.db, { accountId: page.accountId, pageId: page.pageId, fields: { name: 'Пётр' } });
    await h.drainJobs({ clock });
    const log = await h.ok(api.settings.list, { token });
    const entry = log.items.find((j) => j.lead_id === leadId);
    expect(entry).toMatchObject({ category: 'notification', state: 'dead', target: 'Telegram', attempts: 1 });
    expect(entry?.last_error).toContain('401');
    const [dead] = await h.database.db.select().from(jobs).where(eq(jobs.state, 'dead'));
    expect(dead.lastError).not.toContain('revoked_bot_token');
    expect(bot.requests.some((p) => p.includes('revoked_bot_token'))).toBe(true);
  });
});
