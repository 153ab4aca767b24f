// Every job kind and event type of the product with its payload, and the subscription table
// (event type → the job kinds that follow it). An area adds its lines here; tests add test-only
// kinds and events by declaration merging (`declare module '…/jobs/kinds'`).
// Payloads are JSON: ids and small facts, never a token, code or password (jobs are stored and
// their errors logged).

/** kind → payload of the job. */
export interface JobPayloads {
  /** Delivers one outbox row through the mail transport (platform/mail/mail-job.ts). */
  'mail.send': { outboxId: number };
  /** Mails the receipt of a successful payment to the account owner (billing/receipt-job.ts). */
  'billing.receipt': { paymentId: number };
  /** Makes a lead's deliveries to the integrations of its page (integrations/deliveries.ts). */
  'integrations.lead': { leadId: number };
  /** One delivery to one integration, retried for more than a day (integrations/deliveries.ts). */
  'integrations.deliver': { deliveryId: number };
  /** Forwards a lead to its page's own script when the page's forwarder is on (forwarder/deliveries.ts). */
  'lead.forward': { leadId: number; pageId: number };
  /** Finds who is mailed about a lead and enqueues one lead.mail per recipient (notifications/). */
  'lead.notify': { leadId: number };
  /** One notification mail about one lead to one address, once (notifications/lead-mail.ts). */
  'lead.mail': { leadId: number; to: string };
  /** Posts one lead to the account's Telegram chat, once (notifications/telegram.ts). */
  'lead.telegram': { leadId: number };
  /** Folds one appended batch of raw hits into the statistics rollups (stats/fold.ts). */
  'stats.fold': { batchId: number };
  /** Registers a time zone's daily rollups for an account and fills them (server/stats/zones.ts). */
  'stats.zone': { accountId: number; zone: string };
  /** Joins a new lead to its visit and counts it in the rollups (stats/lead-join.ts). */
  'stats.lead': { leadId: number; pageId: number };
  /** Hourly: raw-hit partitions ahead and behind, salts of past days deleted (stats/maintain.ts). */
  'stats.maintain': Record<string, never>;
  /** Fills the contact of leads stored before the contact rule, a batch at a time (leads/contact.ts). */
  'leads.contact.fill': Record<string, never>;
  /** Makes the resized copies of images uploaded before copies were made (media/jobs.ts). */
  'media.variants.fill': Record<string, never>;
  /** Makes or updates the lead's person in the customer-data area (cdp/match.ts). */
  'cdp.person.fromLead': { leadId: number; pageId: number };
  /** Mails a task's assignee when it falls due; enqueued to run at the due time (cdp/tasks.ts). */
  'cdp.task.due': { taskId: number; dueAt: string };
  /** Daily: publish-time font cuts no stored page document has referred to for the grace period are deleted (pages/font-cut-sweep.ts). */
  'pages.fontCuts.sweep': Record<string, never>;
  /** Deletes the stored bytes of persons' files whose rows are gone (cdp/documents.ts). */
  'cdp.documents.gc': Record<string, never>;
  /** Learns a customer domain's certificate from the TLS front: issued, renewed or failed (domains/tls/certificates.ts). */
  'domain.certificate': { domainId: number; attempt: number };
  /**
   * Enqueues the follow-up jobs of its event (`subscriptions`) in the worker, for events written on
   * a hot path (`fannedOut`): their own statement then writes one job, not one per follow-up
   * (platform/jobs/fanout.ts). The payload is the event's.
   */
  'events.fanout': Record<string, unknown>;
  /** Hourly: old done jobs and old events nothing refers to are removed (platform/jobs/housekeeping.ts). */
  'jobs.housekeeping': Record<string, never>;
}

/**
 * The priority class of each kind (server/platform/jobs/lanes.ts: each class has its own lane of workers, so
 * no class waits behind another, and within a class accounts take turns): 0 — what a person waits
 * for (mail, webhooks, forwards, receipts, reminders, the fan-out that enqueues them, and the
 * page views' fold); 1 — counting (leads into the statistics, customer-data matching); 2 — upkeep. A kind not listed is counted (1).
 * migrations/0380_jobs_classes.sql gave the jobs waiting at that time the same classes.
 */
export const jobClasses: { readonly [K in keyof JobPayloads]?: 0 | 1 | 2 } = {
  'mail.send': 0,
  'billing.receipt': 0,
  'integrations.lead': 0,
  'integrations.deliver': 0,
  'lead.forward': 0,
  'lead.notify': 0,
  'lead.mail': 0,
  'lead.telegram': 0,
  'cdp.task.due': 0,
  'events.fanout': 0,
  // One job a second folds every account's page views at once (the account-0 turn of class 0):
  // statistics must show a view within seconds, never behind a backlog of lead follow-ups.
  'stats.fold': 0,
  'stats.zone': 1,
  'stats.lead': 1,
  'cdp.person.fromLead': 1,
  'stats.maintain': 2,
  'jobs.housekeeping': 2,
  'cdp.documents.gc': 2,
  'pages.fontCuts.sweep': 2,
};

/** type → payload of the event. A job that follows an event receives the event's payload. */
export interface EventPayloads {
  /** A visitor's lead was stored (leads/intake.ts, in the lead's own transaction). */
  'lead.created': { leadId: number; pageId: number };
  /** A payment was confirmed and its bill applied (billing/pay.ts settlePayment). */
  'payment.succeeded': { paymentId: number; billId: number; amount: number };
  /** A payment was declined, with its SPEC §8 code. */
  'payment.failed': { paymentId: number; billId: number; amount: number; errorCode: string };
}

/** The job kinds whose payload type accepts an event payload of type P. */
export type KindsFor<P> = { [K in keyof JobPayloads]: P extends JobPayloads[K] ? K : never }[keyof JobPayloads];

export type SubscriptionTable = { [E in keyof EventPayloads]?: readonly KindsFor<EventPayloads[E]>[] };

/**
 * What follows each event: emit() enqueues one job of each kind listed, in the same transaction —
 * or, for the events of `fannedOut`, one `events.fanout` job that enqueues them in the worker.
 */
export const subscriptions: SubscriptionTable = {
  'payment.succeeded': ['billing.receipt'],
  'lead.created': ['lead.notify', 'integrations.lead', 'stats.lead', 'cdp.person.fromLead', 'lead.forward'],
};

/**
 * Events written on a hot path: the lead intake answers up to a thousand visitors a second, and
 * each job row it writes costs the request three index entries and a NOTIFY. Their statement
 * writes the event and one `events.fanout` job; the follow-ups are enqueued by the worker, with
 * the same dedupe keys (`kind:eventId`), so every one of them still happens exactly once.
 */
export const fannedOut: ReadonlySet<keyof EventPayloads> = new Set(['lead.created']);
