// SPEC §6 rights: the owner may do anything; a member is checked per project against the flags in
// memberships (no row, or no code in the row, means allowed).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { isAllowed, isAllowedOutsideProjects, type PermissionCode, type PermissionsMap } from '../../api/permissions';
import type { AuthContext } from '../http/context';
import { unauthorized } from '../http/errors';

export async function loadPermissions(db: Db, userId: number): Promise<PermissionsMap> {
  const rows = await db.select().from(memberships).where(eq(memberships.userId, userId));
  const map: PermissionsMap = {};
  for (const r of rows) map[String(r.projectId)] = r.perms;
  return map;
}

export function requireOwner(auth: AuthContext): void {
  if (!auth.isOwner) throw unauthorized();
}

export async function requireProjectPermission(db: Db, auth: AuthContext, projectId: number, code: PermissionCode): Promise<void> {
  if (auth.isOwner) return;
  if (!isAllowed(await loadPermissions(db, auth.user.id), projectId, code, false)) throw unauthorized();
}

/** Outside any project (null): the code must be allowed in every project (isAllowedOutsideProjects). */
export async function requireOutsideProjectsPermission(db: Db, auth: AuthContext, code: PermissionCode): Promise<void> {
  if (auth.isOwner) return;
  if (!isAllowedOutsideProjects(await loadPermissions(db, auth.user.id), code, false)) throw unauthorized();
}
