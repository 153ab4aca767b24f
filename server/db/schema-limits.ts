// Drizzle mirror of server/migrations/0170_rate_limits.sql (the SQL is the source of truth; the store itself
// writes plain SQL, server/platform/http/rate-limit-store.ts). server/db/schema-drift.test.ts holds the two in step.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The rate-limited routes' fixed windows per IP and route, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});
