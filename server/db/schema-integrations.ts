// Drizzle mirror of server/migrations/0120_integrations_contacts.sql (integrations with their
// deliveries, contacts, lead notifications). The SQL is the source of truth; keep this in step.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export const integrations = pgTable('integrations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  credentials: jsonb('credentials').$type<Record<string, string>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  allPages: boolean('all_pages').notNull().default(false),
  status: text('status').$type<'connected' | 'not_connected' | 'error'>().notNull().default('not_connected'),
  statusError: text('status_error'),
  checkedAt: ts('checked_at'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const integrationPages = pgTable('integration_pages', {
  integrationId: fk('integration_id').notNull(),
  pageId: fk('page_id').notNull(),
}, (t) => [primaryKey({ columns: [t.integrationId, t.pageId] })]);

export const integrationDeliveries = pgTable('integration_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  integrationId: fk('integration_id').notNull(),
  leadId: fk('lead_id'),
  event: text('event').$type<'lead.created' | 'test'>().notNull(),
  messageId: text('message_id').notNull(),
  body: text('body').notNull(),
  state: text('state').$type<'pending' | 'retrying' | 'delivered' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  resends: integer('resends').notNull().default(0),
  responseStatus: integer('response_status'),
  responseExcerpt: text('response_excerpt'),
  lastError: text('last_error'),
  nextAttemptAt: ts('next_attempt_at'),
  deliveredAt: ts('delivered_at'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const integrationDeliveryAttempts = pgTable('integration_delivery_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: fk('delivery_id').notNull(),
  attempt: integer('attempt').notNull(),
  at: ts('at').notNull().defaultNow(),
  responseStatus: integer('response_status'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull().default(0),
});

export const sandboxProviderCalls = pgTable('sandbox_provider_calls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  integrationId: fk('integration_id'),
  service: text('service').notNull(),
  operation: text('operation').notNull(),
  idemKey: text('idem_key').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  created: ts('created').notNull().defaultNow(),
});

export const contacts = pgTable('contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  approvedAt: ts('approved_at'),
  approveHash: text('approve_hash'),
  approveExpires: ts('approve_expires'),
  approveSentAt: ts('approve_sent_at'),
  created: ts('created').notNull().defaultNow(),
});

export const contactPages = pgTable('contact_pages', {
  contactId: fk('contact_id').notNull(),
  pageId: fk('page_id').notNull(),
}, (t) => [primaryKey({ columns: [t.contactId, t.pageId] })]);

export const leadNotifications = pgTable('lead_notifications', {
  leadId: fk('lead_id').notNull(),
  recipient: text('recipient').notNull(),
  accountId: fk('account_id').notNull(),
  created: ts('created').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.leadId, t.recipient] })]);
