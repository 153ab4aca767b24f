// Drizzle mirror of server/migrations/0470_page_font_cuts.sql (and 0530_page_font_cuts_unused.sql): the font files cut for published
// pages (server/pages/font-cut.ts).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './schema-pages';

export const pageFontCuts = pgTable('page_font_cuts', {
  /** `<family slug>-<script file>-<hash of the glyph set and the cutter's settings>`. */
  key: text('key').primaryKey(),
  /** `inter-cyrillic.<hash of the bytes>.woff2`, the name pages load it by. */
  file: text('file').notNull(),
  /** Exactly the characters the file maps. */
  unicodeRange: text('unicode_range').notNull(),
  data: bytea('data').notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Since when no stored page document refers to it (0530_page_font_cuts_unused.sql, pages/font-cut-sweep.ts); null while one does. */
  unusedSince: timestamp('unused_since', { withTimezone: true, mode: 'date' }),
});
