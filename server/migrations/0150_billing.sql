-- Billing: tariff features, extension packets, requisites, payment methods, bills,
-- payments with idempotency keys, and the sandbox payment provider's own ledger.
-- Must run on PostgreSQL 15 and on PGlite: plain SQL, no extensions.

-- Features a tariff opens (codes known to api/billing.ts); limits stay in their own columns.
ALTER TABLE tariffs ADD COLUMN features jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE tariffs SET features = '["custom_code"]'::jsonb WHERE code IN ('trial', 'business', 'pro');
UPDATE tariffs SET features = '["custom_code", "priority_support"]'::jsonb WHERE code = 'pro';

-- Extension packets sold on top of any tariff: `size` more of `kind` for `price` rubles a month.
CREATE TABLE packet_offers (
  kind  text PRIMARY KEY CHECK (kind IN ('pages', 'domains', 'users')),
  size  integer NOT NULL CHECK (size > 0),
  price integer NOT NULL CHECK (price > 0),
  sort  integer NOT NULL DEFAULT 0
);
INSERT INTO packet_offers (kind, size, price, sort) VALUES
  ('pages', 5, 290, 0),
  ('domains', 1, 190, 1),
  ('users', 1, 290, 2);

-- Requisites printed on bills (a person or a company).
CREATE TABLE account_details (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('individual', 'company')),
  name       text NOT NULL,
  inn        text NOT NULL DEFAULT '',
  kpp        text NOT NULL DEFAULT '',
  address    text NOT NULL DEFAULT '',
  email      text NOT NULL DEFAULT '',
  phone      text NOT NULL DEFAULT '',
  updated    timestamptz NOT NULL DEFAULT now()
);

-- Saved cards. `token` is the provider's reference; the card number itself is never stored.
CREATE TABLE payment_methods (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  provider   text NOT NULL,
  token      text NOT NULL,
  brand      text NOT NULL,
  last4      text NOT NULL,
  exp_month  integer NOT NULL,
  exp_year   integer NOT NULL,
  holder     text NOT NULL DEFAULT '',
  status     text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'invalid', 'unsupported')),
  is_default boolean NOT NULL DEFAULT false,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_methods_account_idx ON payment_methods (account_id);
-- At most one default method per account.
CREATE UNIQUE INDEX payment_methods_default_key ON payment_methods (account_id) WHERE is_default;

-- A bill says what will be applied once it is paid (payload) and for how much (whole rubles).
CREATE TABLE bills (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('tariff', 'renewal', 'packet', 'promo')),
  payload    jsonb NOT NULL,
  amount     integer NOT NULL CHECK (amount >= 0),
  status     text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'canceled')),
  created    timestamptz NOT NULL DEFAULT now(),
  due        timestamptz NOT NULL,
  paid_at    timestamptz
);
CREATE INDEX bills_account_idx ON bills (account_id, created DESC);
-- The promo deal is paid at most once per account.
CREATE UNIQUE INDEX bills_promo_paid_key ON bills (account_id) WHERE kind = 'promo' AND status = 'paid';

-- Every payment attempt. The unique keys, not checks before inserting, are what make paying
-- idempotent: one row per idempotency key, and at most one pending-or-succeeded payment per bill.
CREATE TABLE payments (
  id                  bigserial PRIMARY KEY,
  account_id          bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  bill_id             bigint NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
  method_id           bigint REFERENCES payment_methods (id) ON DELETE SET NULL,
  idempotency_key     text NOT NULL,
  amount              integer NOT NULL CHECK (amount >= 0),
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  error_code          text,
  provider            text NOT NULL,
  provider_payment_id text,
  card_brand          text NOT NULL DEFAULT '',
  card_last4          text NOT NULL DEFAULT '',
  created             timestamptz NOT NULL DEFAULT now(),
  settled_at          timestamptz,
  -- set when the receipt mail is written (once, whatever the number of job runs)
  receipt_sent_at     timestamptz
);
CREATE UNIQUE INDEX payments_idempotency_key ON payments (account_id, idempotency_key);
CREATE UNIQUE INDEX payments_bill_open_key ON payments (bill_id) WHERE status IN ('pending', 'succeeded');
CREATE UNIQUE INDEX payments_provider_key ON payments (provider, provider_payment_id);
CREATE INDEX payments_account_idx ON payments (account_id, created DESC);

-- Provider callbacks already handled (a repeated delivery is acknowledged and ignored).
CREATE TABLE payment_callbacks (
  provider text NOT NULL,
  event_id text NOT NULL,
  received timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's own books (a real provider keeps these on its side): one charge per
-- idempotency key, whatever the number of calls.
CREATE TABLE sandbox_payment_charges (
  id              bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  amount          integer NOT NULL,
  card_token      text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure         text,
  created         timestamptz NOT NULL DEFAULT now()
);
-- Cards "tokenised" by the sandbox: token → the outcome its test number stands for. The number
-- itself is not kept (someone may type a real card into a sandbox).
CREATE TABLE sandbox_payment_cards (
  token     text PRIMARY KEY,
  behaviour text NOT NULL,
  exp_month integer NOT NULL,
  exp_year  integer NOT NULL,
  created   timestamptz NOT NULL DEFAULT now()
);
