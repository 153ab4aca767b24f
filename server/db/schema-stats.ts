// Drizzle mirror of server/migrations/0130_stats.sql and 0131_stat_daily_local.sql (statistics and campaigns). The SQL is the
// source of truth; keep this in step with it. The fold and the reports are raw SQL
// (server/stats/), campaigns go through these tables.
import type { PageForms } from '../../engine/forms';
import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, type Json } from './schema-pages';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export const statSalts = pgTable('stat_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});

export const statHits = pgTable('stat_hits', {
  batchId: fk('batch_id').notNull(),
  seq: integer('seq').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  at: ts('at').notNull(),
  kind: smallint('kind').notNull(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  variantId: fk('variant_id'),
  visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
  hits: integer('hits').notNull().default(1),
  referrer: text('referrer'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  device: text('device'),
  browser: text('browser'),
  os: text('os'),
  screen: text('screen'),
  durationMs: integer('duration_ms'),
  bounce: boolean('bounce'),
  firstLeave: boolean('first_leave'),
  newVisitor: boolean('new_visitor').notNull().default(false),
  /** Migration 0311: this view starts a visit (30 minutes after the visitor's previous view, or the first). */
  newVisit: boolean('new_visit').notNull().default(false),
});

export const statFolded = pgTable('stat_folded', {
  batchId: fk('batch_id').primaryKey(),
  folded: ts('folded').notNull().defaultNow(),
});

export const statVisitors = pgTable('stat_visitors', {
  pageId: fk('page_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
  /** Migration 0311: the visitor's last view of the page that day, and the one before the last fold. */
  lastView: ts('last_view'),
  prevView: ts('prev_view'),
}, (t) => [primaryKey({ columns: [t.pageId, t.day, t.visitor] })]);

const totals = {
  visits: integer('visits').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  leads: integer('leads').notNull().default(0),
};
const engagement = {
  beacons: integer('beacons').notNull().default(0),
  bounces: integer('bounces').notNull().default(0),
  durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
};

export const statHourly = pgTable('stat_hourly', {
  accountId: fk('account_id').notNull(),
  hour: ts('hour').notNull(),
  pageId: fk('page_id').notNull(),
  variantId: fk('variant_id').notNull().default(0),
  ...totals,
  ...engagement,
}, (t) => [primaryKey({ columns: [t.accountId, t.hour, t.pageId, t.variantId] })]);

export const statDaily = pgTable('stat_daily', {
  accountId: fk('account_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  pageId: fk('page_id').notNull(),
  variantId: fk('variant_id').notNull().default(0),
  ...totals,
  ...engagement,
}, (t) => [primaryKey({ columns: [t.accountId, t.day, t.pageId, t.variantId] })]);

/** The time zones whose local days are kept for an account (migration 0131, server/stats/zones.ts). */
export const statZones = pgTable('stat_zones', {
  accountId: fk('account_id').notNull(),
  zone: text('zone').notNull(),
  created: ts('created').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.accountId, t.zone] })]);

/** Daily rollups by the local day of a registered zone. */
export const statDailyLocal = pgTable('stat_daily_local', {
  accountId: fk('account_id').notNull(),
  zone: text('zone').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  pageId: fk('page_id').notNull(),
  variantId: fk('variant_id').notNull().default(0),
  ...totals,
  ...engagement,
}, (t) => [primaryKey({ columns: [t.accountId, t.zone, t.day, t.pageId, t.variantId] })]);

export const statSourcesDailyLocal = pgTable('stat_sources_daily_local', {
  accountId: fk('account_id').notNull(),
  zone: text('zone').notNull(),
  entity: text('entity').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  pageId: fk('page_id').notNull(),
  value: text('value').notNull(),
  ...totals,
}, (t) => [primaryKey({ columns: [t.accountId, t.zone, t.entity, t.day, t.pageId, t.value] })]);

export const statSourcesHourly = pgTable('stat_sources_hourly', {
  accountId: fk('account_id').notNull(),
  entity: text('entity').notNull(),
  hour: ts('hour').notNull(),
  pageId: fk('page_id').notNull(),
  value: text('value').notNull(),
  ...totals,
}, (t) => [primaryKey({ columns: [t.accountId, t.entity, t.hour, t.pageId, t.value] })]);

export const statSourcesDaily = pgTable('stat_sources_daily', {
  accountId: fk('account_id').notNull(),
  entity: text('entity').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  pageId: fk('page_id').notNull(),
  value: text('value').notNull(),
  ...totals,
}, (t) => [primaryKey({ columns: [t.accountId, t.entity, t.day, t.pageId, t.value] })]);

export const statLeads = pgTable('stat_leads', {
  leadId: fk('lead_id').primaryKey(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  variantId: fk('variant_id'),
  at: ts('at').notNull(),
  joined: boolean('joined').notNull(),
});

export type CampaignStatus = 'draft' | 'running' | 'ended';

export const campaigns = pgTable('campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  name: text('name').notNull(),
  status: text('status').$type<CampaignStatus>().notNull().default('draft'),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  /** Migration 0310: the planned maximum of visitors per variant. */
  plannedVisitors: integer('planned_visitors').notNull().default(9900),
  winnerVariantId: fk('winner_variant_id'),
  started: ts('started'),
  ended: ts('ended'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const campaignVariants = pgTable('campaign_variants', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  campaignId: fk('campaign_id').notNull(),
  pageId: fk('page_id').notNull(),
  name: text('name').notNull(),
  isOriginal: boolean('is_original').notNull().default(false),
  share: integer('share').notNull(),
  position: integer('position').notNull().default(0),
  globals: jsonb('globals').$type<Json>(),
  data: jsonb('data').$type<Json>(),
  revision: integer('revision').notNull().default(1),
  etag: text('etag'),
  html: bytea('html'),
  gzip: bytea('gzip'),
  br: bytea('br'),
  forms: jsonb('forms').$type<PageForms>(),
  publishedAt: ts('published_at'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});
