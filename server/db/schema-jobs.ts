// Drizzle mirror of server/migrations/0100_events_jobs.sql. The SQL is the source of truth; the
// queue itself speaks raw SQL (server/platform/jobs/queue.ts), this is for reading in tests and screens.
import { bigint, bigserial, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fk = (name: string) => bigint(name, { mode: 'number' });

export const events = pgTable('events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: fk('account_id'),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  created: ts('created').notNull().defaultNow(),
});

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  accountId: fk('account_id'),
  eventId: fk('event_id'),
  dedupeKey: text('dedupe_key').unique(),
  state: text('state').$type<'queued' | 'running' | 'done' | 'dead'>().notNull().default('queued'),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(10),
  /** Priority class, written from the kind (migrations/0380_jobs_classes.sql, server/platform/jobs/lanes.ts). */
  class: smallint('class').notNull().default(1),
  lastError: text('last_error'),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  created: ts('created').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});
