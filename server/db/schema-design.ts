// Drizzle mirror of server/migrations/0020_design_media.sql (design system, creator blocks, media)
// and 0065_design_soft_delete.sql, 0370_media_variants.sql, 0510_media_video.sql.
// The SQL file is the source of truth; keep this in step with it.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImageVariant } from '../../engine/images';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export type DesignKind = 'font_preset' | 'palette' | 'style';

export const designResources = pgTable('design_resources', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  kind: text('kind').$type<DesignKind>().notNull(),
  title: text('title').notNull(),
  parentId: fk('parent_id'),
  pageId: fk('page_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
  /** 0065: set when deleted; a PUT of the resource restores it (the editor's undo). */
  deletedAt: ts('deleted_at'),
});

export const designSeeds = pgTable('design_seeds', {
  accountId: fk('account_id').primaryKey(),
  created: ts('created').notNull().defaultNow(),
});

export const creatorBlocks = pgTable('creator_blocks', {
  // An identity column in SQL (starts at 100000); bigserial here only gives it a default for inserts.
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id').notNull(),
  title: text('title').notNull(),
  cover: text('cover').notNull(),
  category: text('category').notNull(),
  collectionId: integer('collection_id').notNull(),
  isCourse: boolean('is_course').notNull().default(false),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
});

export const mediaCollections = pgTable('media_collections', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id'),
  code: text('code'),
  title: text('title').notNull(),
  created: ts('created').notNull().defaultNow(),
});

export type MediaKind = 'image' | 'video';

export const mediaItems = pgTable('media_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  collectionId: fk('collection_id').notNull(),
  accountId: fk('account_id'),
  kind: text('kind').$type<MediaKind>().notNull(),
  name: text('name').notNull(),
  storageKey: text('storage_key'),
  url: text('url').notNull(),
  thumb: text('thumb').notNull(),
  width: integer('width'),
  height: integer('height'),
  size: integer('size').notNull().default(0),
  mime: text('mime').notNull(),
  /** Resized WebP/AVIF copies of an image (engine/images.ts ImageVariant), widest last. */
  variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  /** A clip's poster frame (taken at upload), its storage key and its resized copies; its length in seconds. */
  poster: text('poster'),
  posterKey: text('poster_key'),
  posterVariants: jsonb('poster_variants').$type<ImageVariant[]>().notNull().default([]),
  duration: real('duration'),
  created: ts('created').notNull().defaultNow(),
});
