-- Platform tables: accounts, users, sessions, codes, outbox, projects, memberships,
-- tariffs. Every tenant table carries account_id so later tables (pages, domains, leads…) slot in.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18): plain SQL, no extensions.

CREATE TABLE app_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);
-- A per-installation secret for HMACs (auth_hash, code hashes); shared by every instance.
INSERT INTO app_settings (key, value)
VALUES ('secret', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

CREATE TABLE tariffs (
  code      text PRIMARY KEY,
  title_ru  text NOT NULL,
  title_en  text NOT NULL,
  price     integer NOT NULL,
  -- NULL = unlimited
  pages     integer,
  domains   integer,
  users     integer,
  sort      integer NOT NULL DEFAULT 0,
  is_public boolean NOT NULL DEFAULT true
);
INSERT INTO tariffs (code, title_ru, title_en, price, pages, domains, users, sort, is_public) VALUES
  ('trial',    'Пробный', 'Trial',    0,    10,  1,  2,  0, false),
  ('start',    'Старт',   'Start',    990,  5,   1,  0,  1, true),
  ('business', 'Бизнес',  'Business', 2490, 30,  5,  3,  2, true),
  ('pro',      'Профи',   'Pro',      4990, NULL, 20, 10, 3, true);

CREATE TABLE accounts (
  id            bigserial PRIMARY KEY,
  tarif         text NOT NULL REFERENCES tariffs (code),
  -- extension packages bought on top of the tariff
  packets       jsonb NOT NULL DEFAULT '{"pages":0,"domains":0,"users":0}'::jsonb,
  owner_user_id bigint,
  created       timestamptz NOT NULL DEFAULT now(),
  payed_till    timestamptz
);

CREATE TABLE users (
  id              bigserial PRIMARY KEY,
  account_id      bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email           text NOT NULL,
  -- NULL until an invited member sets one
  password_hash   text,
  name            text NOT NULL DEFAULT '',
  timezone        text NOT NULL DEFAULT 'Europe/Moscow',
  locale          text NOT NULL DEFAULT 'ru',
  is_admin        boolean NOT NULL DEFAULT false,
  email_confirmed boolean NOT NULL DEFAULT false,
  phone           text,
  phone_confirmed boolean NOT NULL DEFAULT false,
  flags           jsonb NOT NULL DEFAULT '{}'::jsonb,
  answers         jsonb NOT NULL DEFAULT '{}'::jsonb,
  created         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email)),
  CONSTRAINT users_locale CHECK (locale IN ('ru', 'en'))
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_account_idx ON users (account_id);

ALTER TABLE accounts
  ADD CONSTRAINT accounts_owner_fk FOREIGN KEY (owner_user_id) REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE sessions (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- sha256 of the token, hex; the token itself is never stored
  token_hash text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  last_seen  timestamptz NOT NULL DEFAULT now(),
  user_agent text,
  ip         text
);
CREATE UNIQUE INDEX sessions_token_key ON sessions (token_hash);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Confirmation / recovery / one-time codes. Keyed by email because recovery has no session.
CREATE TABLE codes (
  id         bigserial PRIMARY KEY,
  user_id    bigint REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  purpose    text NOT NULL,
  code_hash  text NOT NULL,
  -- what the code will apply: a new email, phone or password hash
  payload    jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts   integer NOT NULL DEFAULT 0,
  expires    timestamptz NOT NULL,
  used_at    timestamptz,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX codes_lookup_idx ON codes (email, purpose);

CREATE TABLE outbox (
  id         bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  text       text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz,
  attempts   integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_created_idx ON outbox (created DESC);

CREATE TABLE projects (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title      text NOT NULL,
  liked      boolean NOT NULL DEFAULT false,
  created    timestamptz NOT NULL DEFAULT now(),
  updated    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_account_idx ON projects (account_id);

-- Per-project permission flags of a member (SPEC §6). No row = every right on that project.
CREATE TABLE memberships (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  perms      jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (user_id, project_id)
);
CREATE INDEX memberships_project_idx ON memberships (project_id);
