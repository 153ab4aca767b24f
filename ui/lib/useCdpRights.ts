// What the signed-in user may do in the customer-data area (SPEC §6; the rule is api/cdp.ts
// cdpAllowed, the server asks the same): see and change it, and delete in it.
import { cdpAllowed } from '../../api/cdp';
import { useCurrentUser } from '../app/useSession';

export function useCdpRights(): { view: boolean; edit: boolean; remove: boolean } {
  const user = useCurrentUser();
  if (!user) return { view: false, edit: false, remove: false };
  const ask = (action: 'view' | 'edit' | 'delete') => cdpAllowed(user.permissions.projects, user.permissions.account.is_owner, action);
  return { view: ask('view'), edit: ask('edit'), remove: ask('delete') };
}
