// One-time 6-digit codes for email confirmation, recovery and profile changes. A new code replaces
// the previous one of the same purpose; a code expires (15 minutes unless told) and dies after 5
// wrong attempts. Stored as an HMAC, never in clear.
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codes } from '../db/schema';
import { ApiError } from '../platform/http/errors';
import { hmac, newCode, safeEqualHex } from '../platform/crypto';
import { getSecret } from '../platform/secret';

export type CodePurpose = 'confirm_email' | 'confirm_email_link' | 'forgot' | 'change_email' | 'confirm_phone' | 'change_phone' | 'change_password';

export const CODE_TTL_MS = 15 * 60_000;
export const MAX_ATTEMPTS = 5;
/**
 * At most this many codes per email and purpose per hour. Without it, asking for a fresh code
 * after every 5 failures would give an attacker unlimited guesses at one mailbox.
 */
export const MAX_CODES_PER_HOUR = 5;

export class CodeThrottled extends ApiError {
  constructor() {
    super(429, 'rate_limited');
  }
}

async function codeHash(db: Db, email: string, purpose: string, code: string) {
  return hmac(await getSecret(db), `${purpose}:${email}:${code}`);
}

export async function issueCode(db: Db, opts: {
  email: string; purpose: CodePurpose; userId?: number | null; payload?: Record<string, string>; ttlMs?: number; code?: string;
}): Promise<string> {
  const code = opts.code ?? newCode();
  const hash = await codeHash(db, opts.email, opts.purpose, code);
  await db.transaction(async (tx) => {
    const same = and(eq(codes.email, opts.email), eq(codes.purpose, opts.purpose));
    const hourAgo = new Date(Date.now() - 3600_000);
    // Old rows are only kept for the hourly count.
    await tx.delete(codes).where(and(same, lt(codes.created, hourAgo)));
    const [recent] = await tx.select({ n: count() }).from(codes).where(same);
    if (Number(recent?.n ?? 0) >= MAX_CODES_PER_HOUR) throw new CodeThrottled();
    // A new code replaces the previous ones: they stop working but still count.
    await tx.update(codes).set({ usedAt: new Date() }).where(and(same, isNull(codes.usedAt)));
    await tx.insert(codes).values({
      email: opts.email,
      purpose: opts.purpose,
      userId: opts.userId ?? null,
      codeHash: hash,
      payload: opts.payload ?? {},
      expires: new Date(Date.now() + (opts.ttlMs ?? CODE_TTL_MS)),
    });
  });
  return code;
}

/**
 * Checks and consumes a code. No live code (none, expired, used, or 5 failures) → 'code.invalid';
 * a wrong code → 'code.wrong' and one attempt spent. Returns the stored row on success.
 */
export async function consumeCode(db: Db, opts: { email: string; purpose: CodePurpose | CodePurpose[]; code: string }) {
  const purposes = Array.isArray(opts.purpose) ? opts.purpose : [opts.purpose];
  for (const purpose of purposes) {
    const [row] = await db.select().from(codes)
      .where(and(eq(codes.email, opts.email), eq(codes.purpose, purpose), isNull(codes.usedAt), gt(codes.expires, new Date())))
      .orderBy(desc(codes.id)).limit(1);
    if (!row) continue;
    if (row.attempts >= MAX_ATTEMPTS) throw new ApiError(400, 'code.invalid');
    const hash = await codeHash(db, opts.email, purpose, opts.code);
    if (!safeEqualHex(hash, row.codeHash)) {
      await db.update(codes).set({ attempts: sql`${codes.attempts} + 1` }).where(eq(codes.id, row.id));
      throw new ApiError(400, 'code.wrong');
    }
    // Conditional update: two concurrent submits of the same code cannot both win.
    const used = await db.update(codes).set({ usedAt: new Date() })
      .where(and(eq(codes.id, row.id), isNull(codes.usedAt))).returning({ id: codes.id });
    if (used.length === 0) throw new ApiError(400, 'code.invalid');
    return row;
  }
  throw new ApiError(400, 'code.invalid');
}
