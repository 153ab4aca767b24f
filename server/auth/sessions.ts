// Login sessions: a random token handed to the client, its sha256 in the table.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { newToken, sha256 } from '../platform/crypto';

const DAY_MS = 24 * 3600_000;
/**
 * OWASP ASVS 5.0 V7.3: a session ends after this long unused (idle timeout) and, used or not, this
 * long after the login (absolute lifetime). Then the user signs in again.
 */
export const SESSION_IDLE_MS = 14 * DAY_MS;
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** last_seen is written at most this often per session, to keep reads cheap. */
const TOUCH_EVERY_MS = 60_000;

export interface ClientInfo { userAgent?: string | null; ip?: string | null }

export async function createSession(db: Db, user: { id: number; accountId: number }, client: ClientInfo): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    accountId: user.accountId,
    tokenHash: sha256(token),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip ?? null,
  });
  return token;
}

export async function findSession(db: Db, token: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))).limit(1);
  if (!row) return undefined;
  const now = Date.now();
  const idle = now - row.lastSeen.getTime();
  if (idle > SESSION_IDLE_MS || now - row.created.getTime() > SESSION_MAX_AGE_MS) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeen: new Date() }).where(eq(sessions.id, row.id));
  return row;
}

export const deleteSession = (db: Db, id: number) => db.delete(sessions).where(eq(sessions.id, id));

export const deleteUserSessions = (db: Db, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

export async function deleteOtherSessions(db: Db, userId: number, keepId: number): Promise<number> {
  const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))).returning({ id: sessions.id });
  return rows.length;
}

export const listSessions = (db: Db, userId: number) =>
  db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.created);
