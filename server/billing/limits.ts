// Everything that blocks adding (SPEC §6): the tariff limits on pages, domains and users (tariff plus
// extension packets; NULL is unlimited), the end of the grace period after the paid period, and
// features outside the tariff. Every place that adds goes through assertCanAdd, so a limit is
// enforced by the server wherever it can be met; the errors carry what the UI needs to offer a way out.
import type { LimitKind, TariffFeature } from '../../api/billing';
import { billingState, graceEnd } from '../../api/billing';
import type { Db } from '../db/client';
import type { AccountRow } from '../http/context';
import { accessDenied, ApiError, tariffLimit } from '../http/errors';
import { emptyPackets, limitsOf, tariffOf, usageOf } from '../services/accounts';

/** 402 billing.expired: the paid period and its grace period are over; nothing is deleted. */
export function billingExpired(account: AccountRow): ApiError {
  return new ApiError(402, 'billing.expired', {
    error: 'billing.expired',
    params: { type: 'expired', payed_till: account.payedTill?.toISOString() ?? null, grace_till: account.payedTill ? graceEnd(account.payedTill).toISOString() : null },
  });
}

/** The limit of `kind` (null: unlimited), how many are used, and what stops adding `adding` more now. */
async function check(db: Db, account: AccountRow, kind: LimitKind, adding: number) {
  const limit = limitsOf(await tariffOf(db, account), { ...emptyPackets, ...account.packets })[kind];
  if (billingState(account.payedTill) === 'expired') return { limit, blocked: billingExpired(account) };
  if (limit === null) return { limit, blocked: null };
  const used = (await usageOf(db, account))[kind];
  return { limit, blocked: used + adding > limit ? tariffLimit(kind, limit, used) : null };
}

/** Throws when adding `adding` more of `kind` is not allowed now. */
export async function assertCanAdd(db: Db, account: AccountRow, kind: LimitKind, adding = 1): Promise<void> {
  const { blocked } = await check(db, account, kind, adding);
  if (blocked) throw blocked;
}

/** The limit of `kind` and whether one more fits now (screens ask before a form is filled). */
export async function allowance(db: Db, account: AccountRow, kind: LimitKind): Promise<{ limit: number | null; canAdd: boolean }> {
  const { limit, blocked } = await check(db, account, kind, 1);
  return { limit, canAdd: blocked === null };
}

/** 403 access.denied (SPEC §6 'У вас нет доступа к данной функции') when the tariff lacks the feature. */
export async function assertFeature(db: Db, account: AccountRow, feature: TariffFeature): Promise<void> {
  if (!(await tariffOf(db, account)).features.includes(feature)) throw accessDenied(feature);
}
