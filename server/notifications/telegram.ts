// The account's Telegram chat for lead notifications: reading and saving it (the bot token sealed,
// seal.ts), which leads it covers (every project's, or the chosen projects'), and the two sends —
// the owner's test, and the `lead.telegram` job that posts one lead once. A lead's message is
// recorded in lead_notifications (recipient `telegram:<chat>`) after Telegram took it, so a job
// run again after a crash between the two posts at most that one message twice, and never again.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TelegramProblem, TelegramView } from '../../api/routes/telegram';
import type { Db } from '../db/client';
import { leadNotifications } from '../db/schema-integrations';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import { telegramChatProjects, telegramChats } from '../db/schema-telegram';
import type { Deps } from '../platform/http/context';
import type { NewJob } from '../platform/jobs/queue';
import { PermanentJobError, RetryLaterError } from '../platform/jobs/registry';
import { loadLeadData } from '../leads/index';
import { renderLeadTelegram, renderTestTelegram } from './lead-telegram';
import { ownerPrefsOf } from './owner-prefs';
import { seal, unseal } from './seal';
import { sendTelegram, TelegramError } from './telegram-api';

type ChatRow = typeof telegramChats.$inferSelect;

const SEAL_PURPOSE = 'telegram-bot-token';

export async function chatOf(db: Db, accountId: number): Promise<ChatRow | null> {
  const [row] = await db.select().from(telegramChats).where(eq(telegramChats.accountId, accountId)).limit(1);
  return row ?? null;
}

async function chatProjects(db: Db, accountId: number): Promise<number[]> {
  const rows = await db.select({ id: telegramChatProjects.projectId }).from(telegramChatProjects)
    .where(eq(telegramChatProjects.accountId, accountId)).orderBy(telegramChatProjects.projectId);
  return rows.map((r) => r.id);
}

export async function telegramViewOf(deps: Deps, accountId: number): Promise<TelegramView> {
  const row = await chatOf(deps.db, accountId);
  const sandbox = deps.config.telegram.sandbox;
  if (!row) return { connected: false, chat_id: '', token_set: false, bot_id: null, all_projects: true, projects: [], tested_at: null, sandbox };
  return {
    connected: true, chat_id: row.chatId, token_set: row.tokenSealed !== null, bot_id: row.botId,
    all_projects: row.allProjects, projects: row.allProjects ? [] : await chatProjects(deps.db, accountId),
    tested_at: row.testedAt?.toISOString() ?? null, sandbox,
  };
}

export interface ChatInput { token?: string; chatId: string; allProjects: boolean; projects: number[] }

/** Saves the chat (the projects already checked to be the account's). `token` undefined keeps the stored one. */
export async function saveChat(db: Db, accountId: number, input: ChatInput): Promise<void> {
  const tokenSealed = input.token === undefined ? undefined : await seal(db, SEAL_PURPOSE, input.token);
  const botId = input.token?.split(':')[0];
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(telegramChats)
      .values({ accountId, tokenSealed: tokenSealed ?? null, botId: botId ?? null, chatId: input.chatId, allProjects: input.allProjects, updated: now })
      .onConflictDoUpdate({
        target: telegramChats.accountId,
        set: {
          chatId: input.chatId, allProjects: input.allProjects, updated: now,
          ...(tokenSealed !== undefined && { tokenSealed, botId }),
          // A test said something about the chat and the bot it went through, not about new ones.
          testedAt: sql`CASE WHEN ${telegramChats.chatId} = ${input.chatId}${tokenSealed === undefined ? sql`` : sql` AND false`} THEN ${telegramChats.testedAt} END`,
        },
      });
    await tx.delete(telegramChatProjects).where(eq(telegramChatProjects.accountId, accountId));
    if (!input.allProjects && input.projects.length > 0) {
      await tx.insert(telegramChatProjects).values(input.projects.map((projectId) => ({ accountId, projectId })));
    }
  });
}

export async function removeChat(db: Db, accountId: number): Promise<void> {
  await db.delete(telegramChats).where(eq(telegramChats.accountId, accountId));
}

/**
 * The chat's token opened; null for the sandbox (where this installation allows it). Throws when
 * there is none to use, or the seal is not this installation's.
 */
async function tokenOf(deps: Deps, row: ChatRow): Promise<string | null> {
  if (row.tokenSealed === null) {
    if (deps.config.telegram.sandbox) return null;
    throw new PermanentJobError('no bot token is set: connect the bot again');
  }
  const token = await unseal(deps.db, SEAL_PURPOSE, row.tokenSealed);
  if (token === null) throw new PermanentJobError('the stored bot token cannot be opened by this installation: connect the bot again');
  return token;
}

/** The owner's test: Telegram's verdict on the saved bot and chat (a problem, or null when it was posted). */
export async function sendTestMessage(deps: Deps, row: ChatRow): Promise<TelegramProblem | null> {
  try {
    const { locale } = await ownerPrefsOf(deps.db, row.accountId);
    await sendTelegram(deps.config.telegram.apiUrl, { token: await tokenOf(deps, row), chatId: row.chatId, html: renderTestTelegram(locale) });
  } catch (err) {
    if (err instanceof TelegramError) return err.problem;
    if (err instanceof PermanentJobError) return 'unauthorized';
    throw err;
  }
  await deps.db.update(telegramChats).set({ testedAt: new Date() }).where(eq(telegramChats.accountId, row.accountId));
  return null;
}

/**
 * The `lead.telegram` jobs of these leads: one per lead whose page is its account's and in a
 * project the account's chat covers. One statement for any number of leads (a claim of lead.notify).
 */
export async function telegramJobsOf(db: Db, leadIds: readonly number[]): Promise<NewJob[]> {
  if (leadIds.length === 0) return [];
  const covered = or(eq(telegramChats.allProjects, true), sql`EXISTS (SELECT 1 FROM ${telegramChatProjects}
    WHERE ${telegramChatProjects.accountId} = ${telegramChats.accountId} AND ${telegramChatProjects.projectId} = ${pages.projectId})`);
  const rows = await db.select({ id: leads.id, accountId: leads.accountId }).from(leads)
    .innerJoin(pages, and(eq(pages.id, leads.pageId), eq(pages.accountId, leads.accountId)))
    .innerJoin(telegramChats, eq(telegramChats.accountId, leads.accountId))
    .where(and(inArray(leads.id, [...leadIds]), covered));
  return rows.map((r) => ({ kind: 'lead.telegram' as const, payload: { leadId: r.id }, accountId: r.accountId, dedupeKey: `lead.telegram:${r.id}` }));
}

/** The `lead.telegram` job: the lead posted to the account's chat once, if the chat still covers it. */
export async function postLead(deps: Deps, leadId: number): Promise<boolean> {
  const { db } = deps;
  const lead = await loadLeadData(db, leadId, deps.config.publicUrl);
  if (!lead?.page) return false;
  const row = await chatOf(db, lead.accountId);
  // Disconnected, or the project unchosen, since the lead came: nobody asked for it any more.
  if (!row || (await telegramJobsOf(db, [leadId])).length === 0) return false;
  const recipient = `telegram:${row.chatId}`;
  const [sent] = await db.select({ leadId: leadNotifications.leadId }).from(leadNotifications)
    .where(and(eq(leadNotifications.leadId, leadId), eq(leadNotifications.recipient, recipient))).limit(1);
  if (sent) return false;
  const html = renderLeadTelegram(lead, { ...await ownerPrefsOf(db, lead.accountId), publicUrl: deps.config.publicUrl });
  try {
    await sendTelegram(deps.config.telegram.apiUrl, { token: await tokenOf(deps, row), chatId: row.chatId, html });
  } catch (err) {
    if (!(err instanceof TelegramError)) throw err;
    if (err.problem === 'rate_limited' && err.retryAfterS !== null) throw new RetryLaterError(err.message, err.retryAfterS * 1000);
    if (err.retryable) throw err;
    throw new PermanentJobError(err.message);
  }
  await db.insert(leadNotifications).values({ leadId, recipient, accountId: lead.accountId }).onConflictDoNothing();
  return true;
}
