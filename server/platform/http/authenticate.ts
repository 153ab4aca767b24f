// Turns an X-Token header into the caller's session, user and account.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { findSession } from '../../auth/index';
import type { AuthContext } from './context';

export async function authenticate(db: Db, token: string): Promise<AuthContext | null> {
  // Cheap shape check first: real tokens are 43 base64url characters.
  if (token.length < 20 || token.length > 200) return null;
  const session = await findSession(db, token);
  if (!session) return null;
  const [row] = await db.select({ user: users, account: accounts }).from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, session.userId)).limit(1);
  if (!row) return null;
  return { sessionId: session.id, user: row.user, account: row.account, isOwner: row.account.ownerUserId === row.user.id };
}
