// Lead notifications in Telegram (the contacts screen): the account's owner connects a bot (its
// token from @BotFather) and a chat, sends a test, and every lead of the chosen projects is posted
// to that chat beside the lead mail. Owner only, as the contacts (SPEC §6). The token is written,
// never read back: the answer says only whether one is set and the bot's public id.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, isoDate, okResponse } from '../schemas';

/**
 * A bot token as @BotFather gives it: the bot's numeric id, a colon, a secret of letters, digits,
 * `_` and `-`. One rule for the contacts form and the server.
 */
export const TELEGRAM_TOKEN_RE = /^\d{3,20}:[A-Za-z0-9_-]{30,64}$/;
/** A chat: its numeric id (negative for groups and channels) or a public channel's @username. */
export const TELEGRAM_CHAT_RE = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** Why Telegram refused a message, as the owner reads it (server/notifications/telegram-api.ts). */
const TELEGRAM_PROBLEMS = ['unauthorized', 'chat_not_found', 'forbidden', 'rejected', 'rate_limited', 'unavailable'] as const;
export type TelegramProblem = (typeof TELEGRAM_PROBLEMS)[number];

export const telegramSchema = v.object({
  /** Whether a chat is connected: leads are posted to it. */
  connected: v.boolean(),
  chat_id: v.string(),
  /** Whether a bot token is stored; false with a chat: the sandbox (messages printed by the server). */
  token_set: v.boolean(),
  /** The bot's numeric id, the token's public part before the colon (it is the bot's user id). */
  bot_id: v.nullable(v.string()),
  /** Every project's leads; else only those of `projects`. */
  all_projects: v.boolean(),
  projects: v.array(id),
  /** When a test message last went through. */
  tested_at: v.nullable(isoDate),
  /** Whether this installation lets a chat be connected without a token (the sandbox; never in production). */
  sandbox: v.boolean(),
});
export type TelegramView = v.InferOutput<typeof telegramSchema>;

export const get = defineRoute({ name: 'telegram.get', method: 'GET', path: '/contacts/telegram', auth: true, response: telegramSchema });

/** Connects or changes the chat. Without `token` the stored one is kept (a first connection needs one, outside the sandbox). */
export const save = defineRoute({
  name: 'telegram.save', method: 'PUT', path: '/contacts/telegram', auth: true,
  body: v.object({
    token: v.optional(v.pipe(v.string(), v.trim(), v.regex(TELEGRAM_TOKEN_RE, 'telegram.token_invalid'))),
    chat_id: v.pipe(v.string(), v.trim(), v.regex(TELEGRAM_CHAT_RE, 'telegram.chat_invalid')),
    all_projects: v.boolean(),
    projects: v.pipe(v.array(id), v.maxLength(1000)),
  }),
  response: telegramSchema,
});

export const remove = defineRoute({ name: 'telegram.delete', method: 'DELETE', path: '/contacts/telegram', auth: true, response: okResponse });

/** Posts a test message to the connected chat and answers whether Telegram took it, and if not, why. */
export const test = defineRoute({
  name: 'telegram.test', method: 'POST', path: '/contacts/telegram/test', auth: true,
  response: v.object({ sent: v.boolean(), problem: v.nullable(v.picklist(TELEGRAM_PROBLEMS)), settings: telegramSchema }),
});

export const telegramRoutes = { get, save, remove, test } as const;
