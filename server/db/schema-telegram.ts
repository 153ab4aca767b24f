// Drizzle mirror of server/migrations/0440_telegram_chats.sql (an account's Telegram chat for lead
// notifications and the projects it covers). The SQL is the source of truth; keep this in step.
import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export const telegramChats = pgTable('telegram_chats', {
  accountId: fk('account_id').primaryKey(),
  /** The bot token sealed by notifications/seal.ts; null: the sandbox (printed, not sent). */
  tokenSealed: text('token_sealed'),
  /** The token's public part before the colon (the bot's user id). */
  botId: text('bot_id'),
  chatId: text('chat_id').notNull(),
  allProjects: boolean('all_projects').notNull().default(true),
  testedAt: ts('tested_at'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const telegramChatProjects = pgTable('telegram_chat_projects', {
  accountId: fk('account_id').notNull(),
  projectId: fk('project_id').notNull(),
}, (t) => [primaryKey({ columns: [t.accountId, t.projectId] })]);
