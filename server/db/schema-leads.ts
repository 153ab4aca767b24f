// Drizzle mirror of the leads tables (server/migrations/0010_pages.sql, 0110_leads_intake.sql,
// 0300_lead_contact.sql, 0480_lead_files.sql, 0490_lead_consent.sql, 0531_lead_consents.sql).
// The SQL is the source of truth; keep this in step with it.
import { bigint, bigserial, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

/** `kind`: the form field's kind when not plain text (engine/constants.ts INPUT_TYPES). */
export type LeadFieldLabel = { name: string; label: string; kind?: string };

/** Form submissions from published pages (SPEC §3 Lead); status keys of SPEC §3 (api/routes/leads.ts). */
export const leads = pgTable('leads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  /** A plain number: the lead outlives its page. */
  pageId: fk('page_id'),
  projectId: fk('project_id'),
  form: text('form').notNull().default(''),
  formId: fk('form_id'),
  /** Field name → the visitor's answer (cleaned). */
  fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
  /** The fields' labels in form order. */
  labels: jsonb('labels').$type<LeadFieldLabel[]>().notNull().default([]),
  /** The client in one line (engine/contact.ts leadContact: name, else email, else phone); sort[title] sorts by it. */
  title: text('title').notNull().default(''),
  /** The contact worked out at intake (engine/contact.ts leadContact); null when the form did not ask or it was left empty. */
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  /** The phone as the visitor typed it. */
  contactPhone: text('contact_phone'),
  /** The same phone in E.164; null when it cannot be read as a number. */
  contactPhoneE164: text('contact_phone_e164'),
  /** The contact rule's version that filled these (0: stored before the rule; server/leads/contact.ts fills it). */
  contactRule: smallint('contact_rule').notNull().default(0),
  /** The consent to personal-data processing given with the lead (0490_lead_consent.sql): the text as shown, its version, when. */
  consentText: text('consent_text'),
  consentVersion: text('consent_version'),
  consentAt: ts('consent_at'),
  /** Each consent box of its form and the visitor's answer (0531_lead_consents.sql, engine/consent.ts LeadConsent); null on leads stored before. */
  consents: jsonb('consents').$type<unknown[]>(),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
  status: smallint('status').notNull().default(1),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The referrer of the visit (document.referrer, or the Referer of a plain POST). */
  referer: text('referer'),
  idemKey: text('idem_key'),
  /** Lower-cased values, form name, client and the digits of phones: what the inbox's search matches (trigram index). */
  search: text('search').notNull().default(''),
  created: ts('created').notNull().defaultNow(),
});

export const leadStatusChanges = pgTable('lead_status_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  leadId: fk('lead_id').notNull(),
  statusFrom: smallint('status_from').notNull(),
  statusTo: smallint('status_to').notNull(),
  userId: fk('user_id'),
  created: ts('created').notNull().defaultNow(),
});

export const leadLimits = pgTable('lead_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** A file answer of a lead: its bytes in the media store under a private key (server/leads/lead-files.ts). */
export const leadFiles = pgTable('lead_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  leadId: fk('lead_id').notNull(),
  /** The form field's name (the lead's answer under it is the file's name). */
  field: text('field').notNull(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  created: ts('created').notNull().defaultNow(),
});

/** Store keys of files whose lead is gone, deleted from the store later. */
export const leadFileGarbage = pgTable('lead_file_garbage', {
  storageKey: text('storage_key').primaryKey(),
});
