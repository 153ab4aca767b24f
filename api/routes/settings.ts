// SPEC §2 "Settings" (/settings, owner only): the account's deliveries that went wrong — mail,
// lead notifications, webhooks and integrations whose jobs failed (a retry waits) or are dead
// (no more retries) — with retry now and "mark handled", and the queue's counts.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, isoDate, okResponse } from '../schemas';

/** What a delivery job is about, as the owner reads it. */
export const DELIVERY_CATEGORIES = ['mail', 'notification', 'webhook', 'integration', 'forward'] as const;
export type DeliveryCategory = (typeof DELIVERY_CATEGORIES)[number];

/** The job kinds of deliveries (server/platform/jobs/kinds.ts) and what each is about. */
export const DELIVERY_JOB_KINDS = {
  'mail.send': 'mail',
  'lead.notify': 'notification',
  'lead.mail': 'notification',
  /** A lead posted to the account's Telegram chat. */
  'lead.telegram': 'notification',
  'integrations.lead': 'integration',
  /** 'webhook' when the integration is a webhook. */
  'integrations.deliver': 'integration',
  /** A page's lead forwarder (api/forwarder.ts). */
  'lead.forward': 'forward',
} as const satisfies Record<string, DeliveryCategory>;

/** failed: an attempt failed and a retry is scheduled; dead: no retries left, kept until handled. */
export const TROUBLE_STATES = ['failed', 'dead'] as const;

export const deliveryJobSchema = v.object({
  id,
  category: v.picklist(DELIVERY_CATEGORIES),
  state: v.picklist(TROUBLE_STATES),
  /** Who or what it goes to: an address, an integration's name; null when only the lead says it. */
  target: v.nullable(v.string()),
  lead_id: v.nullable(id),
  attempts: v.number(),
  max_attempts: v.number(),
  /** The last error, without addresses' credentials or query strings (server/settings/errors.ts). */
  last_error: v.string(),
  created: isoDate,
  /** failed: when the next attempt is due; dead: null. */
  next_attempt_at: v.nullable(isoDate),
  /** dead: when it stopped; failed: null. */
  finished_at: v.nullable(isoDate),
});

export const list = defineRoute({
  name: 'settings.jobs', method: 'GET', path: '/settings/jobs', auth: true,
  query: listQuery({ sort: ['created'], defaultSort: { by: 'created', dir: 'desc' }, filters: { state: filters.oneOf(TROUBLE_STATES) } }),
  response: listResponse(deliveryJobSchema),
});

/** The account's delivery jobs by state: waiting (queued, never failed), running, failed, dead. */
export const counts = defineRoute({
  name: 'settings.jobCounts', method: 'GET', path: '/settings/jobs/counts', auth: true,
  response: v.object({ waiting: v.number(), running: v.number(), failed: v.number(), dead: v.number() }),
});

/**
 * What the account's background work is about, as the owner reads it (the queue's depth on the
 * deliveries screen): the delivery categories, then leads being processed, statistics, customer
 * data, reminders and receipts. Kinds not named here are 'other'.
 */
export const QUEUE_GROUPS = [...DELIVERY_CATEGORIES, 'leads', 'stats', 'customers', 'reminder', 'receipt', 'other'] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];
export const QUEUE_KIND_GROUPS: Readonly<Record<string, QueueGroup>> = {
  ...DELIVERY_JOB_KINDS,
  'events.fanout': 'leads',
  'stats.lead': 'stats',
  'stats.zone': 'stats',
  'cdp.person.fromLead': 'customers',
  'cdp.task.due': 'reminder',
  'billing.receipt': 'receipt',
};

/** The account's queue now: per group the jobs due and waiting, running, and the oldest's wait. */
export const queue = defineRoute({
  name: 'settings.jobQueue', method: 'GET', path: '/settings/jobs/queue', auth: true,
  response: v.object({
    groups: v.array(v.object({ group: v.picklist(QUEUE_GROUPS), waiting: v.number(), running: v.number(), oldest_waiting_s: v.nullable(v.number()) })),
    /** The longest any of the account's due jobs has waited, in seconds; null when none waits. */
    oldest_waiting_s: v.nullable(v.number()),
  }),
});

/** Runs the job again now (one more attempt for a dead one). */
export const retry = defineRoute({
  name: 'settings.retryJob', method: 'POST', path: '/settings/jobs/:id/retry', auth: true,
  params: v.object({ id: idParam }), response: okResponse,
});

/** The owner dealt with it: it leaves the list and is removed with the old done jobs. */
export const resolve = defineRoute({
  name: 'settings.resolveJob', method: 'POST', path: '/settings/jobs/:id/resolve', auth: true,
  params: v.object({ id: idParam }), response: okResponse,
});

export const settingsRoutes = { list, counts, queue, retry, resolve } as const;
