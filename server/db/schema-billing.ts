// Drizzle mirror of server/migrations/0150_billing.sql (packets, requisites, payment methods, bills,
// payments, provider callbacks, the sandbox provider's ledger). The SQL is the source of truth.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LimitKind } from '../../api/billing';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export const packetOffers = pgTable('packet_offers', {
  kind: text('kind').$type<LimitKind>().primaryKey(),
  size: integer('size').notNull(),
  price: integer('price').notNull(),
  sort: integer('sort').notNull(),
});

export const accountDetails = pgTable('account_details', {
  accountId: fk('account_id').primaryKey(),
  kind: text('kind').$type<'individual' | 'company'>().notNull(),
  name: text('name').notNull(),
  inn: text('inn').notNull(),
  kpp: text('kpp').notNull(),
  address: text('address').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  updated: ts('updated').notNull().defaultNow(),
});

export type MethodStatus = 'active' | 'expired' | 'invalid' | 'unsupported';

export const paymentMethods = pgTable('payment_methods', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  provider: text('provider').notNull(),
  token: text('token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holder: text('holder').notNull().default(''),
  status: text('status').$type<MethodStatus>().notNull().default('active'),
  isDefault: boolean('is_default').notNull().default(false),
  created: ts('created').notNull().defaultNow(),
});

export type BillKind = 'tariff' | 'renewal' | 'packet' | 'promo';
export type BillStatus = 'unpaid' | 'paid' | 'canceled';

/** What paying a bill applies, and how its amount was made up (kept as issued). */
export type BillPayload =
  | { type: 'tariff'; tarif: string; months: number; renewal: boolean; extraDays: number; full: number; discount: number; credit: number; creditDays: number;
      /** The account as it was when the bill was issued: paying checks it has not changed since. */
      base: { tarif: string; payedTill: string | null } }
  | { type: 'packet'; packet: LimitKind; count: number; size: number; days: number; base: { tarif: string; payedTill: string | null } };

export const bills = pgTable('bills', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  kind: text('kind').$type<BillKind>().notNull(),
  payload: jsonb('payload').$type<BillPayload>().notNull(),
  amount: integer('amount').notNull(),
  status: text('status').$type<BillStatus>().notNull().default('unpaid'),
  created: ts('created').notNull().defaultNow(),
  due: ts('due').notNull(),
  paidAt: ts('paid_at'),
});

/** A bill as stored (the billing modules share it; it lives with the table so they need not import one another). */
export type BillRow = typeof bills.$inferSelect;

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  billId: fk('bill_id').notNull(),
  methodId: fk('method_id'),
  idempotencyKey: text('idempotency_key').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  errorCode: text('error_code'),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id'),
  cardBrand: text('card_brand').notNull().default(''),
  cardLast4: text('card_last4').notNull().default(''),
  created: ts('created').notNull().defaultNow(),
  settledAt: ts('settled_at'),
  receiptSentAt: ts('receipt_sent_at'),
});

export const paymentCallbacks = pgTable('payment_callbacks', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  received: ts('received').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

export const sandboxCharges = pgTable('sandbox_payment_charges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  amount: integer('amount').notNull(),
  cardToken: text('card_token').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  failure: text('failure'),
  created: ts('created').notNull().defaultNow(),
});

export const sandboxCards = pgTable('sandbox_payment_cards', {
  token: text('token').primaryKey(),
  behaviour: text('behaviour').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  created: ts('created').notNull().defaultNow(),
});
