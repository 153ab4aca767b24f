// The current-user answer (GET /session/account): user, account, flags, answers, auth_hash, rights.
import type { Db } from '../db/client';
import type { AuthContext } from '../platform/http/context';
import { billingStateView, emptyPackets } from '../account/index';
import { hmac } from '../platform/crypto';
import { callerPermissions } from '../account/index';
import { getSecret } from '../platform/secret';

export async function currentUserView(db: Db, auth: AuthContext) {
  const { user: u, account: a } = auth;
  return {
    user: {
      id: u.id, name: u.name, email: u.email, timezone: u.timezone, is_admin: u.isAdmin,
      account_id: u.accountId, locale: u.locale, email_confirmed: u.emailConfirmed,
    },
    account: {
      id: a.id, tarif: a.tarif, packets: { ...emptyPackets, ...a.packets },
      created: a.created.toISOString(), ...billingStateView(a),
    },
    flags: u.flags,
    qualify: { answers: u.answers },
    auth_hash: hmac(await getSecret(db), `user:${u.id}`),
    permissions: {
      account: { is_owner: auth.isOwner },
      // The owner has every right, so no per-project map is needed for them.
      projects: auth.isOwner ? {} : await callerPermissions(db, auth),
    },
  };
}

/** Set or delete by key: a falsy value removes the key (SPEC §4 Onboarding). */
export function mergeByKey<T>(current: Record<string, T>, changes: Record<string, T | null>): Record<string, T> {
  const next: Record<string, T> = { ...current };
  for (const [k, val] of Object.entries(changes)) {
    if (val === null || val === undefined || val === false || val === '') delete next[k];
    else next[k] = val;
  }
  return next;
}
