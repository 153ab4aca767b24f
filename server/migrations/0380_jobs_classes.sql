-- The queue is taken by priority class and, within a class, round-robin across accounts
-- (server/jobs/lanes.ts): one account's burst of leads no longer holds every other account's mail,
-- webhooks and statistics behind it. `class` is written with each job from its kind
-- (server/jobs/kinds.ts jobClasses): 0 what a person waits for (mail, webhooks, forwards, receipts,
-- the fan-out that enqueues them, the page views' fold), 1 counting (leads into the statistics,
-- customer-data matching), 2 upkeep.
ALTER TABLE jobs ADD COLUMN class smallint NOT NULL DEFAULT 1;

-- Jobs waiting at the time of this migration take their kind's class, so they are claimed by the
-- lane that now runs their kind (a kind not listed stays in class 1, which runs any kind too).
UPDATE jobs SET class = CASE
    WHEN kind IN ('mail.send', 'billing.receipt', 'integrations.lead', 'integrations.deliver', 'lead.forward',
      'lead.notify', 'lead.mail', 'cdp.task.due', 'events.fanout', 'stats.fold') THEN 0
    WHEN kind IN ('stats.maintain', 'jobs.housekeeping', 'cdp.documents.gc') THEN 2
    ELSE 1 END
  WHERE state IN ('queued', 'running');

-- A claim walks the accounts that have queued jobs in a class (a loose index scan: one probe per
-- account, however many jobs each has) and takes each one's oldest due jobs in turn. Jobs of no
-- account (statistics batches, periodic upkeep) are the account 0 of the walk.
CREATE INDEX jobs_class_due_idx ON jobs (class, (COALESCE(account_id, 0)), run_at, id) WHERE state = 'queued';
-- Expired leases by class (a crashed worker's jobs are claimed again by the lane of their class).
CREATE INDEX jobs_class_lease_idx ON jobs (class, locked_until) WHERE state = 'running';
-- What /settings shows of the queue: the depth by kind and the oldest waiting job.
CREATE INDEX jobs_waiting_kind_idx ON jobs (kind, run_at) WHERE state IN ('queued', 'running');
