// Enforces a route's declared access (api/policies.ts) once, before its input is validated and its
// handler runs: a member calling an owner-only route, or one lacking the declared per-project right
// on the page, folder, domain or project the request names, gets 403 and nothing runs.
import { and, eq, isNull } from 'drizzle-orm';
import type { Access, InputPath, RightTarget } from '../../../api/policies';
import type { PermissionCode } from '../../../api/permissions';
import type { Db } from '../../db/client';
import { domains, folders, pages } from '../../db/schema-pages';
import type { AuthContext } from './context';
import { authRequired, unauthorized } from './errors';
import { requireOutsideProjectsPermission, requireProjectPermission } from '../../account/index';

/** The request's input as it came (before validation): where a declared id is read from. */
export interface RawInput { params: unknown; query: unknown; body: unknown }

/**
 * The id at `path` when it is a well-formed one (a positive integer, or its decimal string as a
 * path or query parameter is); anything else is left to the route's validation to refuse.
 */
function idAt(input: RawInput, path: InputPath): number | undefined {
  const [source, ...keys] = path.split('.') as [keyof RawInput, ...string[]];
  let value: unknown = input[source];
  for (const key of keys) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The project a right is checked in: a project id as given; a page's (live pages only, as handlers
 * load them), folder's or domain's of the caller's account, null when it is outside projects.
 * Undefined: nothing to check here (no id, or none of the account) — the handler answers.
 */
async function targetProject(db: Db, auth: AuthContext, target: Exclude<RightTarget, { everyProject: true }>, input: RawInput): Promise<number | null | undefined> {
  const accountId = auth.account.id;
  if ('project' in target) return idAt(input, target.project);
  if ('page' in target) {
    const id = idAt(input, target.page);
    if (id === undefined) return undefined;
    const [row] = await db.select({ projectId: pages.projectId }).from(pages)
      .where(and(eq(pages.id, id), eq(pages.accountId, accountId), isNull(pages.deletedAt))).limit(1);
    return row?.projectId;
  }
  const table = 'folder' in target ? folders : domains;
  const id = idAt(input, 'folder' in target ? target.folder : target.domain);
  if (id === undefined) return undefined;
  const [row] = await db.select({ projectId: table.projectId }).from(table).where(and(eq(table.id, id), eq(table.accountId, accountId))).limit(1);
  return row?.projectId;
}

async function requireRight(db: Db, auth: AuthContext, code: PermissionCode, target: RightTarget, input: RawInput): Promise<void> {
  if (auth.isOwner) return;
  if ('everyProject' in target) return requireOutsideProjectsPermission(db, auth, code);
  const projectId = await targetProject(db, auth, target, input);
  if (projectId === undefined) return;
  // Outside any project: the right in every project of the member, so "no project" escapes nothing.
  if (projectId === null) return requireOutsideProjectsPermission(db, auth, code);
  return requireProjectPermission(db, auth, projectId, code);
}

/** Throws 401 or 403 when `auth` may not call a route declaring `access`. */
export async function enforceAccess(db: Db, access: Access, auth: AuthContext | null, input: RawInput): Promise<void> {
  if (access.kind === 'public') return;
  if (!auth) throw authRequired();
  if (access.kind === 'owner') {
    if (!auth.isOwner) throw unauthorized();
    return;
  }
  if (access.kind === 'right') await requireRight(db, auth, access.right, access, input);
}
