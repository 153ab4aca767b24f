-- The after-publish half (ARCHITECTURE.md "events and jobs").
-- `events` is the append-only record of what happened; `jobs` is the queue of what follows from it
-- (mail, webhooks, integrations, rollups), claimed with FOR UPDATE SKIP LOCKED by any number of
-- server processes. Both are written in the caller's transaction (outbox): a fact, its event and
-- its follow-up jobs commit or roll back together. Runs on PostgreSQL 15 and on PGlite.

CREATE TABLE events (
  id         bigserial PRIMARY KEY,
  -- NULL for facts that belong to no account (none yet; kept possible for platform events)
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  type       text NOT NULL,
  payload    jsonb NOT NULL DEFAULT '{}',
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_account_idx ON events (account_id, id);
CREATE INDEX events_type_idx ON events (type, id);

-- Append-only: an event is never rewritten. (Deleting an account still removes its events.)
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only';
END;
$$;
CREATE TRIGGER events_no_update BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION events_append_only();

CREATE TABLE jobs (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL,
  payload      jsonb NOT NULL DEFAULT '{}',
  account_id   bigint REFERENCES accounts (id) ON DELETE CASCADE,
  -- the event this job follows, when it was enqueued by emit()
  event_id     bigint REFERENCES events (id) ON DELETE SET NULL,
  -- enqueueing the same key twice makes one job (NULL: no deduplication)
  dedupe_key   text UNIQUE,
  state        text NOT NULL DEFAULT 'queued',
  run_at       timestamptz NOT NULL DEFAULT now(),
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 10,
  last_error   text,
  -- while running: the lease; a job whose worker died is claimed again once this has passed
  locked_until timestamptz,
  locked_by    text,
  created      timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  CONSTRAINT jobs_state CHECK (state IN ('queued', 'running', 'done', 'dead')),
  CONSTRAINT jobs_attempts CHECK (max_attempts >= 1 AND attempts >= 0)
);
-- What a worker claims: due queued jobs in run_at order, and running jobs whose lease has passed.
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE state = 'running';
CREATE INDEX jobs_event_idx ON jobs (event_id) WHERE event_id IS NOT NULL;
