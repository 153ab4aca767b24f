// SPEC §6 rights: the owner may do anything; a member is checked per project against the flags in
// memberships (no row, or no code in the row, means allowed). Owner-only routes are refused to members by
// the registration (api/policies.ts, platform/http/access.ts) before their handlers run.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { isAllowed, isAllowedOutsideProjects, type PermissionCode, type PermissionsMap } from '../../api/permissions';
import type { AuthContext } from '../platform/http/context';
import { unauthorized } from '../platform/http/errors';

export async function loadPermissions(db: Db, userId: number): Promise<PermissionsMap> {
  const rows = await db.select().from(memberships).where(eq(memberships.userId, userId));
  const map: PermissionsMap = {};
  for (const r of rows) map[String(r.projectId)] = r.perms;
  return map;
}

// The caller's own map, read once per cached caller (server/platform/http/auth-cache.ts): the context object
// lives as long as its cache entry, which a permission change (a write of the account) drops.
const callersMaps = new WeakMap<AuthContext, Promise<PermissionsMap>>();

/** The calling member's permissions map, read at most once per cached caller. */
export function callerPermissions(db: Db, auth: AuthContext): Promise<PermissionsMap> {
  let map = callersMaps.get(auth);
  if (!map) {
    map = loadPermissions(db, auth.user.id);
    callersMaps.set(auth, map);
    // A failed read is not remembered.
    map.catch(() => callersMaps.delete(auth));
  }
  return map;
}

export async function requireProjectPermission(db: Db, auth: AuthContext, projectId: number, code: PermissionCode): Promise<void> {
  if (auth.isOwner) return;
  if (!isAllowed(await callerPermissions(db, auth), projectId, code, false)) throw unauthorized();
}

/** Outside any project (null): the code must be allowed in every project (isAllowedOutsideProjects). */
export async function requireOutsideProjectsPermission(db: Db, auth: AuthContext, code: PermissionCode): Promise<void> {
  if (auth.isOwner) return;
  if (!isAllowedOutsideProjects(await callerPermissions(db, auth), code, false)) throw unauthorized();
}
