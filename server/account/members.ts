// Team members of an account (access users) and their per-project flags.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, projects, users } from '../db/schema';
import { deniedFlags, sameProjectFlags, type PermissionsMap, type PermissionsPatch } from '../../api/permissions';
import type { AccountRow, UserRow } from '../platform/http/context';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { loadPermissions } from './permissions';
import { listPage } from '../platform/http/list';
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

/** Every project id must belong to the account, else a validation error under `permissions.<id>`. */
async function assertOwnProjects(db: Db, account: AccountRow, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const own = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.accountId, account.id), inArray(projects.id, ids)));
  const ownIds = new Set(own.map((r) => r.id));
  const foreign = ids.filter((id) => !ownIds.has(id));
  if (foreign.length > 0) throw validation(Object.fromEntries(foreign.map((id) => [`permissions.${id}`, 'not_found' as const])));
}

/** A new member's first flags (POST /access/users): they have none stored yet. */
export async function setPermissions(db: Db, account: AccountRow, userId: number, map: PermissionsMap): Promise<void> {
  const ids = Object.keys(map).map(Number);
  await assertOwnProjects(db, account, ids);
  await db.delete(memberships).where(eq(memberships.userId, userId));
  if (ids.length > 0) {
    await db.insert(memberships).values(ids.map((projectId) => ({
      accountId: account.id, userId, projectId, perms: map[String(projectId)] as Record<string, boolean>,
    })));
  }
}

/**
 * Writes only the named projects' flags, in one transaction that holds the member's row: saves of
 * one member queue up, so two of different projects both stay. A change whose `read` differs from
 * what is stored now (another save of that project came first) changes nothing: 409 with the ids.
 */
export async function patchPermissions(db: Db, account: AccountRow, userId: number, patch: PermissionsPatch): Promise<void> {
  const ids = Object.keys(patch).map(Number);
  if (ids.length === 0) return;
  await assertOwnProjects(db, account, ids);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const rows = await tx.select().from(memberships).where(and(eq(memberships.userId, userId), inArray(memberships.projectId, ids)));
    const stored = new Map(rows.map((r) => [r.projectId, r.perms]));
    const stale = ids.filter((id) => !sameProjectFlags(stored.get(id), patch[String(id)].read));
    if (stale.length > 0) throw new ApiError(409, 'access.permissions_stale', { params: { projects: stale } });
    for (const projectId of ids) {
      const perms = deniedFlags(patch[String(projectId)].set) as Record<string, boolean> | null;
      if (perms === null) {
        await tx.delete(memberships).where(and(eq(memberships.userId, userId), eq(memberships.projectId, projectId)));
      } else {
        await tx.insert(memberships).values({ accountId: account.id, userId, projectId, perms })
          .onConflictDoUpdate({ target: [memberships.userId, memberships.projectId], set: { perms } });
      }
    }
  });
}
