// Drizzle mirror of server/migrations/0010_pages.sql (pages, domains, plugins; leads are in
// schema-leads.ts) and 0040_content_compressed.sql (page contents as compressed bytes). The SQL is
// the source of truth; keep this in step with it (0181 adds the generated search column).
import type { PageForms, PageLang } from '../../engine/forms';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

/** bytea as a Buffer on both drivers (pg gives Buffer, PGlite gives Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
  toDriver: (v) => v,
});

export type Json = Record<string, unknown>;
/** How a stored page content is encoded (server/pages/content-codec.ts). */
export type ContentCodec = 'br' | 'json';
/** A page content's JSON as stored: read and written only through server/pages/pages-content.ts. */
const contentBytes = () => ({ content: bytea('content').notNull(), codec: text('codec').$type<ContentCodec>().notNull().default('br') });
export type PageStatus = 'unpublished' | 'published' | 'stoped';

export const folders = pgTable('folders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  projectId: fk('project_id'),
  title: text('title').notNull(),
  color: text('color').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  created: ts('created').notNull().defaultNow(),
});

export const domains = pgTable('domains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  projectId: fk('project_id'),
  parentId: fk('parent_id'),
  name: text('name').notNull(),
  ssl: boolean('ssl').notNull().default(false),
  checkedAt: ts('checked_at'),
  dnsOk: boolean('dns_ok').notNull().default(false),
  created: ts('created').notNull().defaultNow(),
  /** 0030: when the domain was proven ours (DNS check passed, or registered through us); NULL → not served. */
  verifiedAt: ts('verified_at'),
  /** 0350: the certificate Caddy holds for the name, as the app last learned it (server/tls/). */
  certState: text('cert_state').$type<'none' | 'requested' | 'issued' | 'failed'>().notNull().default('none'),
  certRequestedAt: ts('cert_requested_at'),
  certCheckedAt: ts('cert_checked_at'),
  certNotBefore: ts('cert_not_before'),
  certNotAfter: ts('cert_not_after'),
  /** Why the last issue failed: a reason code and the detail, e.g. 'handshake: alert internal error'. */
  certError: text('cert_error'),
});

export const domainRecords = pgTable('domain_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  domainId: fk('domain_id').notNull(),
  type: text('type').notNull(),
  host: text('host').notNull().default('@'),
  value: text('value').notNull(),
  ttl: integer('ttl').notNull().default(3600),
  priority: integer('priority'),
  created: ts('created').notNull().defaultNow(),
});

export const domainRegistrations = pgTable('domain_registrations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  name: text('name').notNull(),
  registrar: text('registrar').notNull(),
  expires: ts('expires').notNull(),
  admin: jsonb('admin').$type<Record<string, string>>().notNull().default({}),
  created: ts('created').notNull().defaultNow(),
});

export const pages = pgTable('pages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  projectId: fk('project_id'),
  folderId: fk('folder_id'),
  domainId: fk('domain_id'),
  name: text('name').notNull().default(''),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  code: text('code').notNull(),
  uri: text('uri').notNull().default(''),
  params: jsonb('params').$type<{ ssl?: boolean }>().notNull().default({}),
  status: text('status').$type<PageStatus>().notNull().default('unpublished'),
  artefactId: fk('artefact_id'),
  publishedAt: ts('published_at'),
  faviconType: text('favicon_type'),
  favicon: bytea('favicon'),
  /** 0360: the share card (its own title and description, the 1200×630 JPEG and its tag), search-engine hiding, the canonical address. */
  shareTitle: text('share_title').notNull().default(''),
  shareDescription: text('share_description').notNull().default(''),
  shareImage: bytea('share_image'),
  shareImageTag: text('share_image_tag'),
  noindex: boolean('noindex').notNull().default(false),
  canonicalUrl: text('canonical_url').notNull().default(''),
  /** 0520: the language the page is published in (html lang, the page script's words, font glyphs). */
  lang: text('lang').$type<PageLang>().notNull().default('ru'),
  deletedAt: ts('deleted_at'),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
  /** Name, title, code and address lower-cased, a newline between: the list's search (migration 0181). */
  search: text('search').notNull().generatedAlwaysAs(sql`lower(name || E'\\n' || title || E'\\n' || code || E'\\n' || uri)`),
});

export const pageContents = pgTable('page_contents', {
  pageId: fk('page_id').primaryKey(),
  accountId: fk('account_id').notNull(),
  globals: jsonb('globals').$type<Json>().notNull().default({}),
  ...contentBytes(),
  revision: integer('revision').notNull().default(1),
  updated: ts('updated').notNull().defaultNow(),
});

export const pageHistory = pgTable('page_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  kind: text('kind').$type<'created' | 'publish' | 'draft' | 'restore'>().notNull(),
  globals: jsonb('globals').$type<Json>().notNull().default({}),
  ...contentBytes(),
  created: ts('created').notNull().defaultNow(),
});

export const pageArtefacts = pgTable('page_artefacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  etag: text('etag').notNull(),
  html: bytea('html').notNull(),
  gzip: bytea('gzip').notNull(),
  br: bytea('br').notNull(),
  globals: jsonb('globals').$type<Json>().notNull().default({}),
  /** The published content (so a plugin change can re-render it without publishing the draft). */
  ...contentBytes(),
  /** engine/forms.ts PageForms of this artefact (migration 0110); null before it. */
  forms: jsonb('forms').$type<PageForms>(),
  created: ts('created').notNull().defaultNow(),
});

export const plugins = pgTable('plugins', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  counter: text('counter').notNull().default(''),
  code: text('code').notNull().default(''),
  webvisor: boolean('webvisor').notNull().default(false),
  location: text('location').$type<'start' | 'end'>().notNull().default('end'),
  cdn: boolean('cdn').notNull().default(false),
  version: text('version').$type<'1.0' | '2.0'>().notNull().default('2.0'),
  allPages: boolean('all_pages').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  created: ts('created').notNull().defaultNow(),
});

export const pluginPages = pgTable('plugin_pages', {
  pluginId: fk('plugin_id').notNull(),
  pageId: fk('page_id').notNull(),
}, (t) => [primaryKey({ columns: [t.pluginId, t.pageId] })]);

export const pageTransfers = pgTable('page_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  pageId: fk('page_id').notNull(),
  fromAccountId: fk('from_account_id').notNull(),
  toAccountId: fk('to_account_id').notNull(),
  status: text('status').$type<'pending' | 'accepted' | 'cancelled'>().notNull().default('pending'),
  created: ts('created').notNull().defaultNow(),
  closed: ts('closed'),
});

/** server/migrations/0050_page_redirects.sql: old addresses of pages, answered with 301. */
export const pageRedirects = pgTable('page_redirects', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  pageId: fk('page_id').notNull(),
  code: text('code'),
  domainId: fk('domain_id'),
  uri: text('uri').notNull(),
  created: ts('created').notNull().defaultNow(),
});
