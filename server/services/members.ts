// Team members of an account (access users) and their per-project flags.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, projects, users } from '../db/schema';
import type { PermissionsMap } from '../../api/permissions';
import type { AccountRow, UserRow } from '../http/context';
import { notFound, validation } from '../http/errors';
import { loadPermissions } from './permissions';

export async function memberView(db: Db, account: AccountRow, u: UserRow) {
  const isOwner = account.ownerUserId === u.id;
  return {
    id: u.id, name: u.name, email: u.email, is_owner: isOwner, email_confirmed: u.emailConfirmed,
    created: u.created.toISOString(),
    permissions: isOwner ? {} : await loadPermissions(db, u.id),
  };
}

export async function listMembers(db: Db, account: AccountRow) {
  const rows = await db.select().from(users).where(eq(users.accountId, account.id)).orderBy(asc(users.id));
  return Promise.all(rows.map((u) => memberView(db, account, u)));
}

/** A user of this account, or 404 — another account's user id looks exactly like a missing one. */
export async function getMember(db: Db, account: AccountRow, id: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(and(eq(users.id, id), eq(users.accountId, account.id))).limit(1);
  if (!u) throw notFound();
  return u;
}

/** Replaces the member's flags. Every project id must belong to the account (else a validation error). */
export async function setPermissions(db: Db, account: AccountRow, userId: number, map: PermissionsMap): Promise<void> {
  const ids = Object.keys(map).map(Number);
  if (ids.length > 0) {
    const own = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.accountId, account.id), inArray(projects.id, ids)));
    const ownIds = new Set(own.map((r) => r.id));
    const foreign = ids.filter((id) => !ownIds.has(id));
    if (foreign.length > 0) throw validation(Object.fromEntries(foreign.map((id) => [`permissions.${id}`, 'not_found' as const])));
  }
  await db.delete(memberships).where(eq(memberships.userId, userId));
  if (ids.length > 0) {
    await db.insert(memberships).values(ids.map((projectId) => ({
      accountId: account.id, userId, projectId, perms: map[String(projectId)] as Record<string, boolean>,
    })));
  }
}
