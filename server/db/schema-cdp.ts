// Drizzle mirror of the customer-data tables (server/migrations/0140_cdp_persons.sql,
// 0141_cdp_sales.sql, 0151_payment_settings.sql). The SQL is the source of truth; keep this in step with it.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

/** Where a person came from: their first lead's page, form, UTM tags and referrer. */
export interface PersonSource {
  page_id?: number;
  page_title?: string;
  form?: string;
  utm?: Record<string, string>;
  referrer?: string | null;
  lead_id?: number;
}

export const persons = pgTable('persons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  name: text('name').notNull().default(''),
  email: text('email'),
  emailKey: text('email_key'),
  phone: text('phone'),
  phoneKey: text('phone_key'),
  recordType: smallint('record_type').notNull().default(1),
  active: boolean('active').notNull().default(true),
  banned: boolean('banned').notNull().default(false),
  suspended: boolean('suspended').notNull().default(false),
  fields: jsonb('fields').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  source: jsonb('source').$type<PersonSource>().notNull().default({}),
  leadsCount: integer('leads_count').notNull().default(0),
  lastLeadAt: ts('last_lead_at'),
  search: text('search').notNull().default(''),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const personEvents = pgTable('person_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  personId: fk('person_id').notNull(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  userId: fk('user_id'),
  created: ts('created').notNull().defaultNow(),
});

export const personLeads = pgTable('person_leads', {
  leadId: fk('lead_id').primaryKey(),
  personId: fk('person_id').notNull(),
  accountId: fk('account_id').notNull(),
  created: ts('created').notNull().defaultNow(),
});

export const pipelines = pgTable('pipelines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  title: text('title').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  created: ts('created').notNull().defaultNow(),
});

export const pipelineStages = pgTable('pipeline_stages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  pipelineId: fk('pipeline_id').notNull(),
  title: text('title').notNull(),
  color: text('color').notNull().default('blue'),
  sort: integer('sort').notNull().default(0),
});

export const personStages = pgTable('person_stages', {
  personId: fk('person_id').notNull(),
  pipelineId: fk('pipeline_id').notNull(),
  stageId: fk('stage_id').notNull(),
  accountId: fk('account_id').notNull(),
  movedAt: ts('moved_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.personId, t.pipelineId] })]);

export const processes = pgTable('processes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const processSteps = pgTable('process_steps', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  processId: fk('process_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  created: ts('created').notNull().defaultNow(),
});

export const cdpFields = pgTable('cdp_fields', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  model: text('model').notNull(),
  key: text('key').notNull(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  options: jsonb('options').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  created: ts('created').notNull().defaultNow(),
});

export const personDocuments = pgTable('person_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  personId: fk('person_id').notNull(),
  parentId: fk('parent_id'),
  type: text('type').$type<'folder' | 'document' | 'file' | 'link'>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  url: text('url'),
  storageKey: text('storage_key'),
  mime: text('mime'),
  size: bigint('size', { mode: 'number' }),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const personDocumentGarbage = pgTable('person_document_garbage', {
  storageKey: text('storage_key').primaryKey(),
  created: ts('created').notNull().defaultNow(),
});

export const ssoTokenUses = pgTable('sso_token_uses', {
  jti: text('jti').primaryKey(),
  userId: fk('user_id').notNull(),
  expires: ts('expires').notNull(),
  usedAt: ts('used_at').notNull().defaultNow(),
});

export const tasks = pgTable('tasks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  personId: fk('person_id'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').$type<'todo' | 'in_progress' | 'waiting' | 'done' | 'cancelled'>().notNull().default('todo'),
  priority: text('priority').$type<'low' | 'normal' | 'high'>().notNull().default('normal'),
  dueAt: ts('due_at'),
  assigneeId: fk('assignee_id'),
  createdBy: fk('created_by'),
  completedAt: ts('completed_at'),
  remindedDueAt: ts('reminded_due_at'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const products = pgTable('products', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<'other' | 'education' | 'consultation' | 'service' | 'digital' | 'physical' | 'subscription'>().notNull().default('other'),
  status: text('status').$type<'draft' | 'active' | 'archived'>().notNull().default('draft'),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  personId: fk('person_id'),
  hash: text('hash').notNull(),
  status: smallint('status').notNull().default(1),
  total: bigint('total', { mode: 'number' }).notNull(),
  customerName: text('customer_name').notNull().default(''),
  customerEmail: text('customer_email'),
  customerPhone: text('customer_phone'),
  fields: jsonb('fields').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  paidAt: ts('paid_at'),
  search: text('search').notNull().default(''),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const orderItems = pgTable('order_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  orderId: fk('order_id').notNull(),
  productId: fk('product_id'),
  title: text('title').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
});

export const orderComments = pgTable('order_comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  orderId: fk('order_id').notNull(),
  userId: fk('user_id'),
  text: text('text').notNull(),
  created: ts('created').notNull().defaultNow(),
});

export const orderStatusChanges = pgTable('order_status_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  orderId: fk('order_id').notNull(),
  statusFrom: smallint('status_from').notNull(),
  statusTo: smallint('status_to').notNull(),
  userId: fk('user_id'),
  created: ts('created').notNull().defaultNow(),
});

export const orderPayments = pgTable('order_payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  orderId: fk('order_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  provider: text('provider').notNull(),
  /** The payment integration that took it (0152); null when deleted or before 0152. */
  integrationId: fk('integration_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
  failure: text('failure'),
  providerPaymentId: text('provider_payment_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

/** The payment integration that takes the account's order payments (0151_payment_settings.sql). */
export const paymentSettings = pgTable('payment_settings', {
  accountId: fk('account_id').primaryKey(),
  integrationId: fk('integration_id'),
  updated: ts('updated').notNull().defaultNow(),
});

export const webinars = pgTable('webinars', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  startsAt: ts('starts_at').notNull(),
  durationMin: integer('duration_min').notNull().default(60),
  roomUrl: text('room_url'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const signups = pgTable('signups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  personId: fk('person_id').notNull(),
  webinarId: fk('webinar_id'),
  productId: fk('product_id'),
  title: text('title').notNull(),
  comment: text('comment').notNull().default(''),
  created: ts('created').notNull().defaultNow(),
});
