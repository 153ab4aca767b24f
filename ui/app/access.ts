// Which routes the signed-in user may open (SPEC §2 guard, §6 rights): owner-only routes for the
// owner, permission-gated ones per the current project's codes. The rule is api/permissions'
// isAllowed; the guard, the sidebar and the members' home all ask here.
import { useCurrentUser } from './useSession';
import { useCurrentProject } from '../lib/useProjects';
import { isAllowed, type PermissionCode } from '../../api/permissions';
import type { CurrentUser } from '../../machines/session/types';
import type { RouteHandle } from './routeMeta';

export function canOpen(handle: RouteHandle, user: CurrentUser, projectId: number | null): boolean {
  const isOwner = user.permissions.account.is_owner;
  if (!handle.access) return true;
  if (handle.access === 'owner') return isOwner;
  return projectId === null || isAllowed(user.permissions.projects, projectId, handle.access, isOwner);
}

/** May the user do `code` on something of project `projectId` (a page's, a domain's)? */
export function can(user: CurrentUser | null, projectId: number | null, code: PermissionCode): boolean {
  if (!user) return false;
  return projectId === null || isAllowed(user.permissions.projects, projectId, code, user.permissions.account.is_owner);
}

/** `canOpen` for the current user and project. */
export function useCanOpen(): (handle: RouteHandle) => boolean {
  const user = useCurrentUser();
  const project = useCurrentProject();
  return (handle) => user !== null && canOpen(handle, user, project?.id ?? null);
}
