import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, daysLeft, quoteChange, quotePacket } from './proration';

const now = new Date('2026-03-10T12:00:00.000Z');
const zone = 'Europe/Moscow';
const inDays = (d: number) => new Date(now.getTime() + d * 24 * 3600_000);

describe('proration arithmetic (whole rubles)', () => {
  it('from the free trial: the full price of the new period, no credit, the period starts now', () => {
    const q = quoteChange({ now, current: { tarif: 'trial', price: 0, payedTill: inDays(10) }, target: { tarif: 'business', price: 2490 }, months: 1, packetsMonthly: 0, zone });
    expect(q).toMatchObject({ renewal: false, monthly: 2490, full: 2490, discount: 0, credit: 0, creditDays: 10, amount: 2490, extraDays: 0 });
    expect(q.payedTill.toISOString()).toBe('2026-04-10T12:00:00.000Z');
  });

  it('an upgrade mid-period deducts the unused whole days at the current daily rate', () => {
    // 15.5 days left → 15 whole days of Бизнес: 2490 × 12 / 365 × 15 = 1227.95 → 1227 (rounded down).
    const q = quoteChange({ now, current: { tarif: 'business', price: 2490, payedTill: inDays(15.5) }, target: { tarif: 'pro', price: 4990 }, months: 1, packetsMonthly: 0, zone });
    expect(q).toMatchObject({ credit: 1227, creditDays: 15, full: 4990, amount: 3763, extraDays: 0 });
  });

  it('longer periods are cheaper: 6 months −10%, 12 months −20%', () => {
    const base = { now, current: { tarif: 'trial', price: 0, payedTill: null }, target: { tarif: 'start', price: 990 }, packetsMonthly: 0, zone };
    expect(quoteChange({ ...base, months: 6 })).toMatchObject({ full: 5940, discount: 594, amount: 5346 });
    expect(quoteChange({ ...base, months: 12 })).toMatchObject({ full: 11880, discount: 2376, amount: 9504 });
    expect(quoteChange({ ...base, months: 12 }).payedTill.toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });

  it('a downgrade whose credit exceeds the new price costs nothing and turns the rest into extra days', () => {
    // 300 days of Профи left: credit 4990 × 12 / 365 × 300 = 49 216.4 → 49 216; Старт for a month costs 990.
    const q = quoteChange({ now, current: { tarif: 'pro', price: 4990, payedTill: inDays(300) }, target: { tarif: 'start', price: 990 }, months: 1, packetsMonthly: 0, zone });
    expect(q.credit).toBe(49216);
    expect(q.amount).toBe(0);
    // (49 216 − 990) / (990 × 12 / 365) = 1481.7 → 1481 extra days of Старт.
    expect(q.extraDays).toBe(1481);
    expect(q.payedTill.getTime()).toBe(addMonths(now, 1, zone).getTime() + 1481 * 24 * 3600_000);
  });

  it('paying for the same tariff prolongs from the end of the paid period, with no credit', () => {
    const q = quoteChange({ now, current: { tarif: 'business', price: 2490, payedTill: inDays(5) }, target: { tarif: 'business', price: 2490 }, months: 1, packetsMonthly: 0, zone });
    expect(q).toMatchObject({ renewal: true, credit: 0, amount: 2490 });
    expect(q.payedTill.toISOString()).toBe(addMonths(inDays(5), 1, zone).toISOString());
    // Renewing after the period ended starts from now.
    const late = quoteChange({ now, current: { tarif: 'business', price: 2490, payedTill: inDays(-3) }, target: { tarif: 'business', price: 2490 }, months: 1, packetsMonthly: 0, zone });
    expect(late.payedTill.toISOString()).toBe('2026-04-10T12:00:00.000Z');
  });

  it('packets the account holds go on with the new tariff and count in both the price and the credit', () => {
    const q = quoteChange({ now, current: { tarif: 'start', price: 990, payedTill: inDays(10) }, target: { tarif: 'business', price: 2490 }, months: 1, packetsMonthly: 290, zone });
    // credit (990 + 290) × 12 / 365 × 10 = 420.8 → 420
    expect(q).toMatchObject({ monthly: 2780, full: 2780, credit: 420, amount: 2360 });
  });

  it('a promo discount replaces the period discount', () => {
    const q = quoteChange({ now, current: { tarif: 'trial', price: 0, payedTill: inDays(7) }, target: { tarif: 'business', price: 2490 }, months: 12, packetsMonthly: 0, discountPercent: 30, zone });
    expect(q).toMatchObject({ full: 29880, discount: 8964, amount: 20916 });
  });

  it('a packet costs its monthly price for the days left of the paid period', () => {
    // 290 × 2 × 12 / 365 × 20 = 381.4 → 381
    expect(quotePacket({ now, payedTill: inDays(20.7), monthlyPrice: 290, count: 2 })).toEqual({ days: 20, amount: 381 });
    expect(quotePacket({ now, payedTill: inDays(0.2), monthlyPrice: 290, count: 1 })).toEqual({ days: 1, amount: 10 });
  });

  it('calendar months clamp to the month end; days left are whole days', () => {
    expect(addMonths(new Date('2026-01-31T09:00:00Z'), 1, zone).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T09:00:00Z'), 1, zone).toISOString()).toBe('2024-02-29T09:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T09:00:00Z'), 3, zone).toISOString()).toBe('2027-02-15T09:00:00.000Z');
    expect(daysLeft(inDays(2.9), now)).toBe(2);
    expect(daysLeft(inDays(-1), now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });

  it('counts months in the owner\'s calendar: a month paid at 01:00 in Moscow on 1 March (28 Feb in UTC) ends on 1 April', () => {
    // 00:00–03:00 Moscow time the UTC date is the day before: counted in UTC this month ended on
    // 29 March at 01:00 Moscow time (28 March + 1 month in UTC), three days short.
    const paidAt = new Date('2026-02-28T22:00:00Z');
    expect(addMonths(paidAt, 1, 'Europe/Moscow').toISOString()).toBe('2026-03-31T22:00:00.000Z');
    const q = quoteChange({ now: paidAt, current: { tarif: 'trial', price: 0, payedTill: null }, target: { tarif: 'business', price: 2490 }, months: 1, packetsMonthly: 0, zone: 'Europe/Moscow' });
    expect(q.payedTill.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    // 31 January at 01:00 Moscow (30 Jan in UTC) + 1 month is 28 February at 01:00 there, not 1 March.
    expect(addMonths(new Date('2026-01-30T22:00:00Z'), 1, 'Europe/Moscow').toISOString()).toBe('2026-02-27T22:00:00.000Z');
    // West of UTC in the evening the UTC date is already the next one: 28 February 21:00 in New York
    // (1 March in UTC) + 1 month is 28 March 21:00 there (EDT by then), not 31 March.
    expect(addMonths(new Date('2026-03-01T02:00:00Z'), 1, 'America/New_York').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('keeps the local hour across a DST change in the owner\'s zone', () => {
    // 1 March 12:00 EST (UTC−5) + 1 month = 1 April 12:00 EDT (UTC−4).
    expect(addMonths(new Date('2026-03-01T17:00:00Z'), 1, 'America/New_York').toISOString()).toBe('2026-04-01T16:00:00.000Z');
  });
});

describe('paid months on a server whose own zone changes its clocks', () => {
  const processZone = process.env.TZ;
  beforeAll(() => { process.env.TZ = 'America/New_York'; });
  afterAll(() => { if (processZone === undefined) delete process.env.TZ; else process.env.TZ = processZone; });

  it('keeps the owner\'s local time when it falls in the server zone\'s DST gap', () => {
    expect(new Date('2026-03-08T12:00:00Z').getTimezoneOffset()).toBe(240);
    // 02:30 on 8 February in Moscow + 1 month = 02:30 on 8 March there, an hour New York skips.
    expect(addMonths(new Date('2026-02-07T23:30:00Z'), 1, 'Europe/Moscow').toISOString()).toBe('2026-03-07T23:30:00.000Z');
    expect(addMonths(new Date('2026-02-28T22:00:00Z'), 1, 'Europe/Moscow').toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});
