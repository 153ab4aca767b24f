// User look-ups and the shapes the profile and access routes answer with.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../platform/http/context';
import { ApiError } from '../platform/http/errors';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export function profileView(u: UserRow) {
  return {
    id: u.id, name: u.name, email: u.email, email_confirmed: u.emailConfirmed,
    phone: u.phone, phone_confirmed: u.phoneConfirmed, timezone: u.timezone, locale: u.locale,
  };
}

/** An IANA zone Intl knows; anything else is a validation error. */
export function assertTimezone(tz: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch (_err) {
    throw new ApiError(422, 'validation', { fields: { timezone: 'timezone.invalid' } });
  }
}

/** Postgres unique violation on users.email → the catalogue's "user exists". */
export { isUniqueViolation } from '../db/errors';
