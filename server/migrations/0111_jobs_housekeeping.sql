-- Housekeeping of the queue (server/jobs/housekeeping.ts): done jobs are removed a week
-- after they finished and old events once nothing refers to them, in small batches. These indexes
-- find the oldest of each without scanning the tables; the account's delivery screen (/settings)
-- reads its failed and dead jobs newest first.
CREATE INDEX jobs_done_finished_idx ON jobs (finished_at, id) WHERE state = 'done';
CREATE INDEX events_created_idx ON events (created, id);
CREATE INDEX jobs_account_trouble_idx ON jobs (account_id, id DESC) WHERE last_error IS NOT NULL AND state IN ('queued', 'dead');
