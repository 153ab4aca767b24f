// Everything that blocks adding (SPEC §6): the tariff limits on pages, domains and users (tariff plus
// extension packets; NULL is unlimited), the end of the grace period after the paid period, and
// features outside the tariff. Every place that adds goes through assertCanAdd, so a limit is
// enforced by the server wherever it can be met; the errors carry what the UI needs to offer a way out.
import type { LimitKind, TariffFeature } from '../../api/billing';
import { billingState, graceEnd } from '../../api/billing';
import type { Db } from '../db/client';
import type { AccountRow } from '../platform/http/context';
import { accessDenied, ApiError, tariffLimit } from '../platform/http/errors';
import { emptyPackets, limitsOf, tariffOf, usageOf } from '../account/index';

/** 402 billing.expired: the paid period and its grace period are over; nothing is deleted. */
export function billingExpired(account: AccountRow): ApiError {
  return new ApiError(402, 'billing.expired', {
    error: 'billing.expired',
    params: { type: 'expired', payed_till: account.payedTill?.toISOString() ?? null, grace_till: account.payedTill ? graceEnd(account.payedTill).toISOString() : null },
  });
}

/** The limit of `kind` (null: unlimited) and the refusal when `adding` more would exceed it. */
async function overLimit(db: Db, account: AccountRow, kind: LimitKind, adding: number): Promise<{ limit: number | null; refusal: ApiError | null }> {
  const limit = limitsOf(await tariffOf(db, account), { ...emptyPackets, ...account.packets })[kind];
  if (limit === null) return { limit, refusal: null };
  const used = (await usageOf(db, account))[kind];
  return { limit, refusal: used + adding > limit ? tariffLimit(kind, limit, used) : null };
}

/** Throws when adding `adding` more of `kind` is not allowed now. */
export async function assertCanAdd(db: Db, account: AccountRow, kind: LimitKind, adding = 1): Promise<void> {
  if (billingState(account.payedTill) === 'expired') throw billingExpired(account);
  const { refusal } = await overLimit(db, account, kind, adding);
  if (refusal) throw refusal;
}

/**
 * The limit of `kind` and whether one more fits it (screens ask before a form is filled). Only the
 * limit: an account past its grace period is told so by the shell's banner, and refused on sending.
 */
export async function allowance(db: Db, account: AccountRow, kind: LimitKind): Promise<{ limit: number | null; canAdd: boolean }> {
  const { limit, refusal } = await overLimit(db, account, kind, 1);
  return { limit, canAdd: refusal === null };
}

/** 403 access.denied (SPEC §6 'У вас нет доступа к данной функции') when the tariff lacks the feature. */
export async function assertFeature(db: Db, account: AccountRow, feature: TariffFeature): Promise<void> {
  if (!(await tariffOf(db, account)).features.includes(feature)) throw accessDenied(feature);
}
