// The arithmetic of a tariff change, in whole rubles, as a pure function of the moment (so it is
// tested to the ruble). A change starts a new paid period now and deducts the unused whole days of
// the current one (at its daily rate, packets included); paying for the same tariff prolongs the
// period from its end with no credit. When the credit exceeds the new price, the rest becomes extra
// days of the new period, so a downgrade loses nothing. Extension packets are priced for the days
// left of the paid period.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { billingPeriods, type BillingMonths } from '../../api/billing';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 24 * 3600_000;

/** Rubles per day of a monthly price: a year of months over 365 days. */
export const dailyRate = (monthly: number): number => (monthly * 12) / 365;

/** Whole days from `now` to `till` (0 when past or missing). */
export function daysLeft(till: Date | null, now: Date): number {
  if (!till) return 0;
  return Math.max(0, Math.floor((till.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Calendar months later in `zone` (the owner's, zone.ts), clamped to the month's last day (31 Jan +
 * 1 month = 28/29 Feb), at the same local time. Counted in UTC, a month paid between local midnight
 * and UTC midnight (00:00–03:00 in Moscow) started on the UTC date before: paid on 1 March at 01:00
 * Moscow time (28 Feb in UTC) it ended on 29 March instead of 1 April. The new local time is
 * resolved in the zone again (a DST change between the two dates moves the offset, not the hour).
 */
export function addMonths(from: Date, months: number, zone: string): Date {
  // The calendar on the local wall time alone (in UTC, which never changes its clocks): dayjs's add
  // on a zoned date counts in the server process's own zone and moves a wall time in that zone's
  // DST gap (02:30 on 8 March for a server in New York) by an hour.
  const wall = dayjs.utc(dayjs(from).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS')).add(months, 'month').format('YYYY-MM-DDTHH:mm:ss.SSS');
  return dayjs.tz(wall, zone).toDate();
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

export const discountPercent = (months: BillingMonths): number => billingPeriods.find((p) => p.months === months)?.discount ?? 0;

/** A period's price: monthly × months, less the period's discount (rounded to the ruble). */
export function periodPrice(monthly: number, months: BillingMonths, percentOff = discountPercent(months)): { full: number; discount: number; total: number } {
  const full = monthly * months;
  const discount = Math.round((full * percentOff) / 100);
  return { full, discount, total: full - discount };
}

export interface ChangeInput {
  now: Date;
  /** The account today: its tariff's monthly price and the end of its paid period. */
  current: { tarif: string; price: number; payedTill: Date | null };
  target: { tarif: string; price: number };
  months: BillingMonths;
  /** Monthly price of the packets the account holds (they go on with any tariff). */
  packetsMonthly: number;
  /** Overrides the period discount (the promo deal). */
  discountPercent?: number;
  /** The owner's zone (zone.ts): months are counted in its calendar. */
  zone: string;
}

export interface ChangeQuote {
  renewal: boolean;
  monthly: number;
  full: number;
  discount: number;
  credit: number;
  creditDays: number;
  amount: number;
  extraDays: number;
  /** The paid-till date if paid at `now`. */
  payedTill: Date;
}

export function quoteChange({ now, current, target, months, packetsMonthly, discountPercent: promo, zone }: ChangeInput): ChangeQuote {
  const renewal = current.tarif === target.tarif;
  const monthly = target.price + packetsMonthly;
  const { full, discount, total: cost } = periodPrice(monthly, months, promo ?? discountPercent(months));
  const creditDays = renewal ? 0 : daysLeft(current.payedTill, now);
  const credit = Math.floor(dailyRate(current.price + packetsMonthly) * creditDays);
  const amount = Math.max(0, cost - credit);
  const extraDays = credit > cost && monthly > 0 ? Math.floor((credit - cost) / dailyRate(monthly)) : 0;
  return { renewal, monthly, full, discount, credit, creditDays, amount, extraDays, payedTill: periodEnd({ now, renewal, payedTill: current.payedTill, months, extraDays, zone }) };
}

/** Where the paid period ends when a change is applied at `now`. Paying later moves it with `now`. */
export function periodEnd({ now, renewal, payedTill, months, extraDays, zone }: { now: Date; renewal: boolean; payedTill: Date | null; months: number; extraDays: number; zone: string }): Date {
  const start = renewal && payedTill && payedTill > now ? payedTill : now;
  return addDays(addMonths(start, months, zone), extraDays);
}

/** An extension packet for the days left of the paid period (at least one day). */
export function quotePacket({ now, payedTill, monthlyPrice, count }: { now: Date; payedTill: Date | null; monthlyPrice: number; count: number }): { days: number; amount: number } {
  const days = Math.max(1, daysLeft(payedTill, now));
  return { days, amount: Math.round(dailyRate(monthlyPrice * count) * days) };
}
