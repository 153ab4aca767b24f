// Team members of an account (access users) and their per-project flags.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, projects, users } from '../db/schema';
import type { PermissionsMap } from '../../api/permissions';
import type { AccountRow, UserRow } from '../http/context';
import { notFound, validation } from '../http/errors';
import { loadPermissions } from './permissions';
import { listPage } from '../http/list';
import type { ListPage, ListQuery } from '../../api/list';
import type { MemberSort, memberRoles, memberStates } from '../../api/routes/access';

interface MemberFilters { role?: (typeof memberRoles)[number]; state?: (typeof memberStates)[number] }
type MemberView = Awaited<ReturnType<typeof memberView>>;

export async function memberView(db: Db, account: AccountRow, u: UserRow) {
  const isOwner = account.ownerUserId === u.id;
  return {
    id: u.id, name: u.name, email: u.email, is_owner: isOwner, email_confirmed: u.emailConfirmed,
    created: u.created.toISOString(),
    permissions: isOwner ? {} : await loadPermissions(db, u.id),
  };
}

/** One page of the account's team (the list contract): owner or members, confirmed or invited. */
export async function listMembers(db: Db, account: AccountRow, q: ListQuery<MemberSort, MemberFilters>): Promise<ListPage<MemberView>> {
  const { role, state } = q.filters;
  // An account always has its owner; without one (never in practice) nobody is the owner.
  const ownerId = account.ownerUserId ?? 0;
  return listPage(db, db.select().from(users).$dynamic(), q, {
    table: users,
    where: and(
      eq(users.accountId, account.id),
      role === undefined ? undefined : role === 'owner' ? eq(users.id, ownerId) : ne(users.id, ownerId),
      state === undefined ? undefined : eq(users.emailConfirmed, state === 'confirmed'),
    ),
    search: [users.name, users.email],
    sort: { name: sql`lower(${users.name})`, email: users.email, created: users.created },
    id: users.id,
  }).then(async (page) => ({ ...page, items: await Promise.all(page.items.map((u) => memberView(db, account, u))) }));
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
