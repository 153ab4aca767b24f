// What paying a bill gives: the tariff and a new paid period, or more packets. The bill's move to
// `paid` is a conditional UPDATE, so whichever path gets here first (the pay request, the
// provider's callback, a retry of either) applies it and every later one finds nothing to do.
// A bill cancelled while its payment was under way is still honoured: the money was taken.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { bills, type BillRow } from '../db/schema-billing';
import { periodEnd } from './proration';
import { accountZone } from './zone';

/** Marks the bill paid and applies it, inside the caller's transaction; undefined when it was already paid. */
export async function applyPaidBill(tx: Db, billId: number, now: Date = new Date()): Promise<BillRow | undefined> {
  const [bill] = await tx.update(bills).set({ status: 'paid', paidAt: now }).where(and(eq(bills.id, billId), ne(bills.status, 'paid'))).returning();
  if (!bill) return undefined;
  const p = bill.payload;
  if (p.type === 'packet') {
    const add = p.size * p.count;
    await tx.update(accounts).set({
      packets: sql`jsonb_set(${accounts.packets}, ${`{${p.packet}}`}::text[], to_jsonb(COALESCE((${accounts.packets}->>${p.packet})::int, 0) + ${add}))`,
    }).where(eq(accounts.id, bill.accountId));
    return bill;
  }
  // The row lock orders this against another bill of the same account being applied at once.
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, bill.accountId)).for('update');
  const payedTill = periodEnd({ now, renewal: p.renewal && account.tarif === p.tarif, payedTill: account.payedTill, months: p.months, extraDays: p.extraDays, zone: await accountZone(tx, account.id) });
  await tx.update(accounts).set({ tarif: p.tarif, payedTill }).where(eq(accounts.id, bill.accountId));
  return bill;
}
