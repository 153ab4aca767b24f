// Onboarding state of a user (SPEC §3 "Current user response", §4 "Onboarding"): the step flags a
// new account starts with, their clearing after the first page create / publish, and set-or-delete
// by key of flags and qualification answers, done in one UPDATE so concurrent calls do not lose keys.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Step flags of the onboarding checklist; each stays set until its step is done. */
export const ONBOARDING_FLAGS = ['shouldCreate', 'shouldPublish', 'shouldDomain'] as const;
export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];

/** The flags a freshly registered account owner gets: every step still to do. */
export function initialOnboardingFlags(): Record<OnboardingFlag, true> {
  return { shouldCreate: true, shouldPublish: true, shouldDomain: true };
}

/** A falsy value (null, undefined, false, '') deletes the key (SPEC §4). */
const removes = (value: unknown): boolean => value === null || value === undefined || value === false || value === '';

/** `column || set - removed`: the column's new value as an SQL expression. */
function byKeyExpression(column: SQL | typeof users.flags | typeof users.answers, changes: Record<string, unknown>): SQL {
  const set: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (removes(value)) removed.push(key);
    else set[key] = value;
  }
  let expr = sql`(${column} || ${JSON.stringify(set)}::jsonb)`;
  if (removed.length > 0) expr = sql`(${expr} - array[${sql.join(removed.map((k) => sql`${k}`), sql`, `)}]::text[])`;
  return expr;
}

/** Sets or deletes the user's flags by key; answers the whole map afterwards. */
export async function updateFlagsByKey(db: Db, userId: number, changes: Record<string, boolean | null>): Promise<Record<string, boolean>> {
  const [row] = await db.update(users).set({ flags: byKeyExpression(users.flags, changes) })
    .where(eq(users.id, userId)).returning({ flags: users.flags });
  return row?.flags ?? {};
}

/** Sets or deletes the user's qualification answers by key; answers the whole map afterwards. */
export async function updateAnswersByKey(db: Db, userId: number, changes: Record<string, string | null | false>): Promise<Record<string, string>> {
  const [row] = await db.update(users).set({ answers: byKeyExpression(users.answers, changes) })
    .where(eq(users.id, userId)).returning({ answers: users.answers });
  return row?.answers ?? {};
}

/**
 * Clears one onboarding step flag of a user (SPEC §3: shouldCreate after the first page create,
 * shouldPublish after the first publish). Atomic and idempotent: true only for the call that
 * actually cleared it, so callers may run it after every create / publish. Pass the caller's
 * transaction to tie it to the page write.
 */
export async function clearOnboardingFlag(db: Db, userId: number, flag: OnboardingFlag): Promise<boolean> {
  const rows = await db.update(users).set({ flags: sql`${users.flags} - ${flag}::text` })
    .where(and(eq(users.id, userId), sql`${users.flags} ->> ${flag}::text is not null`))
    .returning({ id: users.id });
  return rows.length > 0;
}
