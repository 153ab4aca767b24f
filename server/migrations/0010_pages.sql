-- Pages area (issues 5 and 6): folders, pages with their draft content and history, published
-- artefacts, domains with DNS records and registrations, plugins, page transfers and leads.
-- Every tenant row carries account_id; lookups by id are always scoped by it.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18): plain SQL, no extensions.

CREATE TABLE folders (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  title      text NOT NULL,
  color      text NOT NULL DEFAULT '',
  sort       integer NOT NULL DEFAULT 0,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX folders_account_idx ON folders (account_id);

CREATE TABLE domains (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  parent_id  bigint REFERENCES domains (id) ON DELETE CASCADE,
  -- lower-case ASCII (IDN names are stored as punycode); one owner per name in the whole product
  name       text NOT NULL,
  ssl        boolean NOT NULL DEFAULT false,
  -- last DNS check: NULL never checked
  checked_at timestamptz,
  dns_ok     boolean NOT NULL DEFAULT false,
  created    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT domains_name_lower CHECK (name = lower(name))
);
CREATE UNIQUE INDEX domains_name_key ON domains (name);
CREATE INDEX domains_account_idx ON domains (account_id);

CREATE TABLE domain_records (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  domain_id  bigint NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  type       text NOT NULL,
  host       text NOT NULL DEFAULT '@',
  value      text NOT NULL,
  ttl        integer NOT NULL DEFAULT 3600,
  priority   integer,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX domain_records_domain_idx ON domain_records (domain_id);

-- Registrations made through the registrar adapter (sandbox by default).
CREATE TABLE domain_registrations (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name       text NOT NULL,
  registrar  text NOT NULL,
  expires    timestamptz NOT NULL,
  admin      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX domain_registrations_name_key ON domain_registrations (name);

CREATE TABLE pages (
  id           bigserial PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  project_id   bigint REFERENCES projects (id) ON DELETE SET NULL,
  folder_id    bigint REFERENCES folders (id) ON DELETE SET NULL,
  domain_id    bigint REFERENCES domains (id) ON DELETE SET NULL,
  -- internal name (owner only), <title>, meta description
  name         text NOT NULL DEFAULT '',
  title        text NOT NULL DEFAULT '',
  description  text NOT NULL DEFAULT '',
  -- test subdomain: {code}.{DRAFT_DOMAIN}
  code         text NOT NULL,
  -- page address (path without the leading slash; '' is the root)
  uri          text NOT NULL DEFAULT '',
  params       jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- SPEC §3 labels, spelling kept: unpublished (never), published, stoped
  status       text NOT NULL DEFAULT 'unpublished',
  -- what visitors see; flipped in one statement once the new artefact row is complete
  artefact_id  bigint,
  published_at timestamptz,
  favicon_type text,
  favicon      bytea,
  deleted_at   timestamptz,
  created      timestamptz NOT NULL DEFAULT now(),
  updated      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pages_status CHECK (status IN ('unpublished', 'published', 'stoped'))
);
CREATE UNIQUE INDEX pages_code_key ON pages (code);
CREATE UNIQUE INDEX pages_domain_uri_key ON pages (domain_id, uri) WHERE domain_id IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX pages_account_idx ON pages (account_id);

-- The draft the editor works on. `revision` is the optimistic-concurrency counter of POST /draft.
CREATE TABLE page_contents (
  page_id    bigint PRIMARY KEY REFERENCES pages (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  globals    jsonb NOT NULL DEFAULT '{}'::jsonb,
  data       jsonb NOT NULL,
  revision   integer NOT NULL DEFAULT 1,
  updated    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE page_history (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  page_id    bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  -- publish | draft (periodic snapshot) | restore (the draft before a restore)
  kind       text NOT NULL,
  globals    jsonb NOT NULL DEFAULT '{}'::jsonb,
  data       jsonb NOT NULL,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_history_page_idx ON page_history (page_id, id DESC);

-- Rendered pages. A row is written completely (all encodings) before pages.artefact_id points at it.
CREATE TABLE page_artefacts (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  page_id    bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  etag       text NOT NULL,
  html       bytea NOT NULL,
  gzip       bytea NOT NULL,
  br         bytea NOT NULL,
  -- the published content, so a plugin change can re-render it without publishing the draft
  globals    jsonb NOT NULL DEFAULT '{}'::jsonb,
  data       jsonb NOT NULL,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_artefacts_page_idx ON page_artefacts (page_id);
ALTER TABLE pages ADD CONSTRAINT pages_artefact_fk FOREIGN KEY (artefact_id) REFERENCES page_artefacts (id) ON DELETE SET NULL;

CREATE TABLE plugins (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind       text NOT NULL,
  name       text NOT NULL,
  -- counter number / verification code / custom code, depending on kind
  counter    text NOT NULL DEFAULT '',
  code       text NOT NULL DEFAULT '',
  webvisor   boolean NOT NULL DEFAULT false,
  location   text NOT NULL DEFAULT 'end',
  cdn        boolean NOT NULL DEFAULT false,
  version    text NOT NULL DEFAULT '2.0',
  all_pages  boolean NOT NULL DEFAULT false,
  enabled    boolean NOT NULL DEFAULT true,
  position   integer NOT NULL DEFAULT 0,
  created    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT plugins_location CHECK (location IN ('start', 'end')),
  CONSTRAINT plugins_version CHECK (version IN ('1.0', '2.0'))
);
CREATE INDEX plugins_account_idx ON plugins (account_id);

CREATE TABLE plugin_pages (
  plugin_id bigint NOT NULL REFERENCES plugins (id) ON DELETE CASCADE,
  page_id   bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  PRIMARY KEY (plugin_id, page_id)
);
CREATE INDEX plugin_pages_page_idx ON plugin_pages (page_id);

CREATE TABLE page_transfers (
  id              bigserial PRIMARY KEY,
  page_id         bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  from_account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  to_account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- pending | accepted | cancelled
  status          text NOT NULL DEFAULT 'pending',
  created         timestamptz NOT NULL DEFAULT now(),
  closed          timestamptz
);
CREATE INDEX page_transfers_to_idx ON page_transfers (to_account_id, status);
CREATE INDEX page_transfers_from_idx ON page_transfers (from_account_id, status);
CREATE UNIQUE INDEX page_transfers_pending_key ON page_transfers (page_id) WHERE status = 'pending';

-- Form submissions from published pages (SPEC §3 Lead). Status keys: 1 new, 2 processing,
-- 3 done, 4 rejected, 5 archive, 6 paid. The leads API comes later; intake must never lose one,
-- so page_id survives the page's deletion as a plain number.
CREATE TABLE leads (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  page_id    bigint,
  project_id bigint,
  form       text NOT NULL DEFAULT '',
  fields     jsonb NOT NULL DEFAULT '{}'::jsonb,
  status     smallint NOT NULL DEFAULT 1,
  ip         text,
  user_agent text,
  referer    text,
  created    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT leads_status CHECK (status BETWEEN 1 AND 6)
);
CREATE INDEX leads_account_idx ON leads (account_id, created DESC);
CREATE INDEX leads_page_idx ON leads (page_id);
