-- What follows a lead out of the product — integrations (webhook, mailing,
-- CRM, analytics, payment systems) with a delivery log per lead, the contacts that get a mail for
-- each lead of their pages, and the record of mails already sent per (lead, recipient).
-- Runs on PostgreSQL 15 and on PGlite.

-- An integration of the account (type ids: api/integrationCatalogue.ts). `settings` holds the
-- fields that are not secret; `credentials` the secrets (API keys, the webhook's signing secret),
-- which the API never answers in full. `status`: connected | not_connected | error (the service
-- refused the credentials), as last seen.
CREATE TABLE integrations (
  id           bigserial PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type         smallint NOT NULL,
  title        text NOT NULL,
  settings     jsonb NOT NULL DEFAULT '{}',
  credentials  jsonb NOT NULL DEFAULT '{}',
  enabled      boolean NOT NULL DEFAULT true,
  all_pages    boolean NOT NULL DEFAULT false,
  status       text NOT NULL DEFAULT 'not_connected',
  status_error text,
  checked_at   timestamptz,
  created      timestamptz NOT NULL DEFAULT now(),
  updated      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT integrations_status CHECK (status IN ('connected', 'not_connected', 'error'))
);
CREATE INDEX integrations_account_idx ON integrations (account_id, id);

-- The pages whose leads an integration receives (besides all_pages).
CREATE TABLE integration_pages (
  integration_id bigint NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
  page_id        bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  PRIMARY KEY (integration_id, page_id)
);
CREATE INDEX integration_pages_page_idx ON integration_pages (page_id);

-- One message to one integration: a lead (one per integration and lead, ever) or a test. `body` is
-- the exact JSON sent, so every attempt and resend sends the same bytes under the same
-- `message_id` (the webhook-id header), which is what lets a receiver deduplicate.
-- state: pending (not tried yet, or resent) | retrying | delivered | failed (retries used up).
CREATE TABLE integration_deliveries (
  id               bigserial PRIMARY KEY,
  account_id       bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  integration_id   bigint NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
  lead_id          bigint REFERENCES leads (id) ON DELETE SET NULL,
  event            text NOT NULL,
  message_id       text NOT NULL,
  body             text NOT NULL,
  state            text NOT NULL DEFAULT 'pending',
  attempts         integer NOT NULL DEFAULT 0,
  -- bumped by a manual resend: the resend's job has its own dedupe key
  resends          integer NOT NULL DEFAULT 0,
  response_status  integer,
  response_excerpt text,
  last_error       text,
  next_attempt_at  timestamptz,
  delivered_at     timestamptz,
  created          timestamptz NOT NULL DEFAULT now(),
  updated          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT integration_deliveries_state CHECK (state IN ('pending', 'retrying', 'delivered', 'failed')),
  CONSTRAINT integration_deliveries_event CHECK (event IN ('lead.created', 'test'))
);
CREATE UNIQUE INDEX integration_deliveries_lead_uniq ON integration_deliveries (integration_id, lead_id) WHERE event = 'lead.created' AND lead_id IS NOT NULL;
CREATE INDEX integration_deliveries_log_idx ON integration_deliveries (integration_id, created DESC, id DESC);

-- Every attempt of a delivery (the log the owner reads).
CREATE TABLE integration_delivery_attempts (
  id              bigserial PRIMARY KEY,
  delivery_id     bigint NOT NULL REFERENCES integration_deliveries (id) ON DELETE CASCADE,
  attempt         integer NOT NULL,
  at              timestamptz NOT NULL DEFAULT now(),
  response_status integer,
  error           text,
  duration_ms     integer NOT NULL DEFAULT 0
);
CREATE INDEX integration_delivery_attempts_idx ON integration_delivery_attempts (delivery_id, id);

-- What the sandbox services received (server/integrations/providers/sandbox.ts): a subscriber, a
-- deal, a conversion — the service's side of a delivery, for tests and for the README's example.
CREATE TABLE sandbox_provider_calls (
  id             bigserial PRIMARY KEY,
  account_id     bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  integration_id bigint,
  service        text NOT NULL,
  operation      text NOT NULL,
  -- the caller's idempotency key: a repeated call is stored once, as a real API would dedupe it
  idem_key       text NOT NULL,
  request        jsonb NOT NULL,
  created        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (service, idem_key)
);

-- Contacts (SPEC §7): addresses that get a mail for each lead of the pages they are attached to,
-- once the person behind the address approved it by the mailed link. The link's token is kept as
-- a SHA-256 hash (256 random bits need no slower hash), single use, with an expiry.
CREATE TABLE contacts (
  id               bigserial PRIMARY KEY,
  account_id       bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email            text NOT NULL,
  name             text NOT NULL DEFAULT '',
  approved_at      timestamptz,
  approve_hash     text,
  approve_expires  timestamptz,
  approve_sent_at  timestamptz,
  created          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, email)
);
CREATE INDEX contacts_account_created_idx ON contacts (account_id, created DESC, id DESC);
CREATE INDEX contacts_account_email_idx ON contacts (account_id, email, id);

CREATE TABLE contact_pages (
  contact_id bigint NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  page_id    bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  PRIMARY KEY (contact_id, page_id)
);
CREATE INDEX contact_pages_page_idx ON contact_pages (page_id);

-- One notification mail per lead and recipient, ever: the mail job inserts here and writes the
-- mail in the same transaction, so a job that runs twice sends once.
CREATE TABLE lead_notifications (
  lead_id    bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  recipient  text NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, recipient)
);
