// Handlers of api/routes/telegram.ts: the account's Telegram chat on the contacts screen. Owner
// only, as the contacts (SPEC §6); the projects named must be the account's own.
import { and, eq, inArray } from 'drizzle-orm';
import type { telegramRoutes } from '../../api/routes/telegram';
import { projects } from '../db/schema';
import { takeCallerLimit } from '../platform/http/caller-limit';
import type { Handlers } from '../platform/http/context';
import { me } from '../platform/http/context';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { chatOf, removeChat, saveChat, sendTestMessage, telegramViewOf } from './telegram';

export const telegramHandlers: Handlers<typeof telegramRoutes> = {
  async get(ctx) {
    const auth = me(ctx);
    return telegramViewOf(ctx.deps, auth.account.id);
  },

  async save(ctx) {
    const auth = me(ctx);
    const { db, config } = ctx.deps;
    const { token, chat_id: chatId, all_projects: allProjects } = ctx.body;
    // Outside the sandbox a chat without a bot could never be posted to.
    if (token === undefined && !config.telegram.sandbox && (await chatOf(db, auth.account.id))?.tokenSealed == null) {
      throw validation({ token: 'telegram.token_required' });
    }
    const wanted = allProjects ? [] : [...new Set(ctx.body.projects)];
    if (wanted.length > 0) {
      const own = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.accountId, auth.account.id), inArray(projects.id, wanted)));
      if (own.length !== wanted.length) throw notFound();
    }
    await saveChat(db, auth.account.id, { token, chatId, allProjects, projects: wanted });
    return telegramViewOf(ctx.deps, auth.account.id);
  },

  async remove(ctx) {
    const auth = me(ctx);
    await removeChat(ctx.deps.db, auth.account.id);
    return { ok: true } as const;
  },

  async test(ctx) {
    const auth = me(ctx);
    const { db, config } = ctx.deps;
    const row = await chatOf(db, auth.account.id);
    if (!row) throw new ApiError(409, 'telegram.not_connected');
    // Each test posts a message to a chat: counted like the forwarder's test.
    await takeCallerLimit(db, 'telegram.test', auth, config.forwarderTestLimit, config.rateLimit.timeWindowMs);
    const problem = await sendTestMessage(ctx.deps, row);
    return { sent: problem === null, problem, settings: await telegramViewOf(ctx.deps, auth.account.id) };
  },
};
