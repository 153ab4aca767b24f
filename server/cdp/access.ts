// Who may use the customer-data area (SPEC §6; the rule is api/cdp.ts cdpAllowed): the owner, and
// members whose lead rights hold in every project. Every handler of the area asks here first.
import { cdpAllowed, type CdpAction } from '../../api/cdp';
import type { Db } from '../db/client';
import type { AuthContext } from '../platform/http/context';
import { unauthorized } from '../platform/http/errors';
import { loadPermissions } from '../account/index';

export async function requireCdp(db: Db, auth: AuthContext, action: CdpAction): Promise<void> {
  if (auth.isOwner) return;
  if (!cdpAllowed(await loadPermissions(db, auth.user.id), false, action)) throw unauthorized();
}
