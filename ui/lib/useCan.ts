import type { PermissionCode } from '../../api/permissions';
import { can } from '../app/access';
import { useCurrentUser } from '../app/useSession';
import { useCurrentProject } from './useProjects';

/** Whether the current user may do `code` in the current project (SPEC §6; the rule is api/permissions). */
export function useCan(code: PermissionCode): boolean {
  const user = useCurrentUser();
  const project = useCurrentProject();
  return can(user, project?.id ?? null, code);
}
