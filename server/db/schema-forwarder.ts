// Drizzle mirror of server/migrations/0251_page_forwarders.sql and 0267_page_forward_attempts.sql (a
// page's lead forwarder, its deliveries and their attempts). The SQL is the source of truth; keep this in step.
import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ForwardMethod } from '../../api/forwarder';
import type { ForwardState } from '../../api/routes/forwarder';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export const pageForwarders = pgTable('page_forwarders', {
  pageId: fk('page_id').primaryKey(),
  accountId: fk('account_id').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  url: text('url').notNull().default(''),
  method: text('method').$type<ForwardMethod>().notNull().default('POST'),
  updated: ts('updated').notNull().defaultNow(),
});

export const pageForwardDeliveries = pgTable('page_forward_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  leadId: fk('lead_id'),
  test: boolean('test').notNull().default(false),
  method: text('method').$type<ForwardMethod>().notNull(),
  state: text('state').$type<ForwardState>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  resends: integer('resends').notNull().default(0),
  responseStatus: integer('response_status'),
  responseExcerpt: text('response_excerpt'),
  lastError: text('last_error'),
  durationMs: integer('duration_ms'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

/** Mirror of 0267_page_forward_attempts.sql: every attempt of a delivery, the last 20 kept. */
export const pageForwardAttempts = pgTable('page_forward_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: fk('delivery_id').notNull(),
  n: integer('n').notNull(),
  at: ts('at').notNull().defaultNow(),
  responseStatus: integer('response_status'),
  responseExcerpt: text('response_excerpt'),
  error: text('error'),
  durationMs: integer('duration_ms'),
});
