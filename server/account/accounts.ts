// Accounts and tariffs: creating an account with its owner, the limits a tariff (plus packets)
// gives, what the account uses, and its billing state (the limit checks are billing/limits.ts).
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, projects, tariffs, users, type Packets } from '../db/schema';
import { initialOnboardingFlags } from './onboarding';
import type { Locale } from '../../api/errors';
import type { AccountRow } from '../platform/http/context';
import { countDomains, countPages } from './usage-counts';
import { billingState, graceEnd } from '../../api/billing';

export type TariffRow = typeof tariffs.$inferSelect;
export interface Limits { pages: number | null; domains: number | null; users: number | null }
export interface Usage { pages: number; domains: number; users: number }

export const DEFAULT_TARIFF = 'trial';
const TRIAL_DAYS = 14;
export const emptyPackets: Packets = { pages: 0, domains: 0, users: 0 };

export async function getTariff(db: Db, code: string): Promise<TariffRow | undefined> {
  const [row] = await db.select().from(tariffs).where(eq(tariffs.code, code)).limit(1);
  return row;
}

export const listPublicTariffs = (db: Db) => db.select().from(tariffs).where(eq(tariffs.isPublic, true)).orderBy(asc(tariffs.sort));

export const tariffTitle = (t: TariffRow, locale: Locale): string => (locale === 'en' ? t.titleEn : t.titleRu);

export function tariffView(t: TariffRow, locale: Locale) {
  return { code: t.code, title: tariffTitle(t, locale), price: t.price, limits: { pages: t.pages, domains: t.domains, users: t.users }, features: t.features };
}

export function limitsOf(t: TariffRow, packets: Packets): Limits {
  const add = (base: number | null, extra: number | undefined) => (base === null ? null : base + (extra ?? 0));
  return { pages: add(t.pages, packets.pages), domains: add(t.domains, packets.domains), users: add(t.users, packets.users) };
}

/** Pages outside the trash, domains, and members other than the owner. */
export async function usageOf(db: Db, account: AccountRow): Promise<Usage> {
  const owner = account.ownerUserId ?? 0;
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.accountId, account.id), ne(users.id, owner)));
  const [pageCount, domainCount] = await Promise.all([countPages(db, account.id), countDomains(db, account.id)]);
  return { pages: pageCount, domains: domainCount, users: Number(row?.n ?? 0) };
}

export async function tariffOf(db: Db, account: AccountRow): Promise<TariffRow> {
  const tariff = await getTariff(db, account.tarif);
  if (!tariff) throw new Error(`Account ${account.id} has unknown tariff ${account.tarif}`);
  return tariff;
}

/** The account's paid-till date, grace end and state (api/billing.ts rules). */
export function billingStateView(account: AccountRow, now = new Date()) {
  return {
    payed_till: account.payedTill?.toISOString() ?? null,
    state: billingState(account.payedTill, now),
    grace_till: account.payedTill ? graceEnd(account.payedTill).toISOString() : null,
  };
}

export async function accountView(db: Db, account: AccountRow) {
  const tariff = await tariffOf(db, account);
  return {
    id: account.id,
    tarif: account.tarif,
    packets: { ...emptyPackets, ...account.packets },
    created: account.created.toISOString(),
    ...billingStateView(account),
    limits: limitsOf(tariff, { ...emptyPackets, ...account.packets }),
    usage: await usageOf(db, account),
    features: tariff.features,
  };
}

/** Title of the project every new account starts with, in the owner's locale. */
export const defaultProjectTitle = (locale: Locale): string => (locale === 'en' ? 'My project' : 'Мой проект');

/**
 * A new account on the trial tariff with its owner (every onboarding step still to do) and a
 * default project, so the project switcher is never empty. Runs inside the caller's transaction.
 */
export async function createAccountWithOwner(db: Db, owner: {
  email: string; passwordHash: string; name: string; locale: Locale; timezone: string;
}) {
  const [account] = await db.insert(accounts).values({
    tarif: DEFAULT_TARIFF,
    packets: emptyPackets,
    payedTill: new Date(Date.now() + TRIAL_DAYS * 24 * 3600_000),
  }).returning();
  const [user] = await db.insert(users).values({ ...owner, accountId: account.id, flags: initialOnboardingFlags() }).returning();
  await db.update(accounts).set({ ownerUserId: user.id }).where(eq(accounts.id, account.id));
  const [project] = await db.insert(projects).values({ accountId: account.id, title: defaultProjectTitle(owner.locale) }).returning();
  return { account: { ...account, ownerUserId: user.id }, user, project };
}
