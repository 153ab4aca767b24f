// Drizzle mirror of server/migrations/*.sql for typed queries. The SQL files are the source of
// truth (they are what runs); keep this in step when a migration is added.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export type Packets = { pages: number; domains: number; users: number };

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const tariffs = pgTable('tariffs', {
  code: text('code').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  price: integer('price').notNull(),
  pages: integer('pages'),
  domains: integer('domains'),
  users: integer('users'),
  sort: integer('sort').notNull(),
  isPublic: boolean('is_public').notNull(),
  /** Feature codes of api/billing.ts (migration 0150). */
  features: jsonb('features').$type<string[]>().notNull(),
});

export const accounts = pgTable('accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tarif: text('tarif').notNull(),
  packets: jsonb('packets').$type<Packets>().notNull(),
  ownerUserId: fk('owner_user_id'),
  created: ts('created').notNull().defaultNow(),
  payedTill: ts('payed_till'),
  /** ISO 3166 alpha-2: where a phone typed without its country code is from (engine phoneRegion; NULL reads as Russia). */
  country: text('country'),
  /** Leads of the account's pages are mailed to the owner's confirmed address (the contacts screen's switch). */
  leadMailOwner: boolean('lead_mail_owner').notNull().default(true),
});

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  timezone: text('timezone').notNull().default('Europe/Moscow'),
  locale: text('locale').$type<'ru' | 'en'>().notNull().default('ru'),
  isAdmin: boolean('is_admin').notNull().default(false),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  phone: text('phone'),
  phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
  answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
  created: ts('created').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  userId: fk('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  created: ts('created').notNull().defaultNow(),
  lastSeen: ts('last_seen').notNull().defaultNow(),
  userAgent: text('user_agent'),
  ip: text('ip'),
});

/** 0031: one row per failed login, per email (auth/login-limit.ts). */
export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  created: ts('created').notNull().defaultNow(),
});

export const codes = pgTable('codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: fk('user_id'),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
  attempts: integer('attempts').notNull().default(0),
  expires: ts('expires').notNull(),
  usedAt: ts('used_at'),
  created: ts('created').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id'),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  created: ts('created').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const projects = pgTable('projects', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  title: text('title').notNull(),
  liked: boolean('liked').notNull().default(false),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const memberships = pgTable('memberships', {
  accountId: fk('account_id').notNull(),
  userId: fk('user_id').notNull(),
  projectId: fk('project_id').notNull(),
  perms: jsonb('perms').$type<Record<string, boolean>>().notNull().default({}),
}, (t) => [primaryKey({ columns: [t.userId, t.projectId] })]);
