import { isAllowed, type PermissionCode } from '../../../../api/permissions';
import { useCurrentUser } from '../../../app/useSession';
import { useCurrentProject } from '../../../lib/useProjects';

/** Whether the current user may do `code` in the current project (SPEC §6; the rule is api/permissions). */
export function useCan(code: PermissionCode): boolean {
  const user = useCurrentUser();
  const project = useCurrentProject();
  if (!user) return false;
  return project === null || isAllowed(user.permissions.projects, project.id, code, user.permissions.account.is_owner);
}
