// The `billing.receipt` job, following `payment.succeeded`: mails the receipt to the account owner
// (and to the requisites' email when it differs). Exactly once per payment even though a job may
// run twice: the mail is written in the same transaction that marks the payment's receipt sent.
import { and, eq, isNull } from 'drizzle-orm';
import { formatPrice } from '../../api/format';
import { accounts, users } from '../db/schema';
import { accountDetails, bills, payments } from '../db/schema-billing';
import { registerJob } from '../platform/jobs/registry';
import { renderMail } from '../platform/mail/mail-templates';
import { tariffTitles } from './bills';
import { billTitle } from './views';

/** DD.MM.YYYY (SPEC §9) in the reader's time zone. */
function day(d: Date, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('ru-RU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

registerJob('billing.receipt', async ({ paymentId }, { deps }) => {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.update(payments).set({ receiptSentAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded'), isNull(payments.receiptSentAt))).returning();
    if (!payment) return; // already mailed, or gone with its account
    const [bill] = await tx.select().from(bills).where(eq(bills.id, payment.billId));
    const [owner] = await tx.select({ email: users.email, locale: users.locale, timezone: users.timezone })
      .from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, payment.accountId));
    if (!bill || !owner) return;
    const [details] = await tx.select({ email: accountDetails.email }).from(accountDetails).where(eq(accountDetails.accountId, payment.accountId));
    const mail = renderMail('receipt', owner.locale, {
      amount: formatPrice(payment.amount),
      bill: String(bill.id),
      date: day(bill.created, owner.timezone),
      title: billTitle(bill, await tariffTitles(tx, owner.locale), owner.locale),
      card: payment.cardLast4 ? `•••• ${payment.cardLast4}` : '—',
    });
    const to = [...new Set([owner.email, details?.email].filter((e): e is string => Boolean(e)))];
    for (const address of to) await deps.mailer.send(tx, { to: address, accountId: payment.accountId, ...mail });
  });
});
