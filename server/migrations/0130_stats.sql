-- Statistics and campaigns. Visits are counted by the server when it serves a published
-- page (every visitor, scripts or not) and enriched by the page's beacon on leave; both arrive as
-- raw hits, appended in batches (server/stats/collector.ts) and folded by a job into hourly and
-- daily rollups that every screen reads. Raw hits are kept for a bounded time. Runs on PostgreSQL
-- 15 and on PGlite.

-- The daily secret salt of the visitor hash (Plausible's method): hash(salt, page, IP, user agent).
-- A day's salt is deleted once the day is over (server/stats/maintain.ts), after which nobody —
-- us included — can tell whether two days' visitors were the same person.
CREATE TABLE stat_salts (
  day  date PRIMARY KEY,
  salt bytea NOT NULL
);

-- One id per appended batch: the fold job of a batch reads exactly its rows.
CREATE SEQUENCE stat_batch_seq;

-- Raw hits, partitioned by (UTC) day so that retention is a DROP of whole partitions and a day's
-- rows sit together. kind 1: a page view the server served (identical views of one visitor within
-- one batch are one row with `hits` > 1); kind 2: the page beacon on leave (time on page, screen
-- size class, bounce). `visitor` is 8 bytes of the salted hash; no IP or user agent is stored.
CREATE TABLE stat_hits (
  batch_id     bigint NOT NULL,
  seq          integer NOT NULL,
  day          date NOT NULL,
  at           timestamptz NOT NULL,
  kind         smallint NOT NULL,
  account_id   bigint NOT NULL,
  page_id      bigint NOT NULL,
  variant_id   bigint,
  visitor      bigint NOT NULL,
  hits         integer NOT NULL DEFAULT 1,
  referrer     text,
  utm_source   text,
  utm_medium   text,
  utm_campaign text,
  device       text,
  browser      text,
  os           text,
  screen       text,
  duration_ms  integer,
  bounce       boolean,
  first_leave  boolean,
  -- set by the fold on a visitor's first view of the page that (salt) day
  new_visitor  boolean NOT NULL DEFAULT false
) PARTITION BY RANGE (day);
-- Days without their own partition yet land here (maintain.ts creates them ahead of time).
CREATE TABLE stat_hits_default PARTITION OF stat_hits DEFAULT;
CREATE INDEX stat_hits_batch_idx ON stat_hits (batch_id);
-- A lead's visit: the newest view of its page by its visitor that day.
CREATE INDEX stat_hits_visit_idx ON stat_hits (page_id, day, visitor, at DESC) WHERE kind = 1;

-- Batches already folded (the fold job is idempotent: a batch folds once, whatever the retries).
CREATE TABLE stat_folded (
  batch_id bigint PRIMARY KEY,
  folded   timestamptz NOT NULL DEFAULT now()
);

-- Visitors already counted per page and salt day: the first fold to insert one counts it.
CREATE TABLE stat_visitors (
  page_id bigint NOT NULL,
  day     date NOT NULL,
  visitor bigint NOT NULL,
  PRIMARY KEY (page_id, day, visitor)
);

-- Rollups. variant_id 0: no campaign. Hourly rows give exact boundaries of days in any user's time
-- zone; daily rows (UTC days) serve the whole days inside long periods (server/stats/ranges.ts).
CREATE TABLE stat_hourly (
  account_id  bigint NOT NULL,
  hour        timestamptz NOT NULL,
  page_id     bigint NOT NULL,
  variant_id  bigint NOT NULL DEFAULT 0,
  visits      integer NOT NULL DEFAULT 0,
  visitors    integer NOT NULL DEFAULT 0,
  leads       integer NOT NULL DEFAULT 0,
  beacons     integer NOT NULL DEFAULT 0,
  bounces     integer NOT NULL DEFAULT 0,
  duration_ms bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, hour, page_id, variant_id)
);
CREATE INDEX stat_hourly_page_idx ON stat_hourly (page_id, hour);

CREATE TABLE stat_daily (
  account_id  bigint NOT NULL,
  day         date NOT NULL,
  page_id     bigint NOT NULL,
  variant_id  bigint NOT NULL DEFAULT 0,
  visits      integer NOT NULL DEFAULT 0,
  visitors    integer NOT NULL DEFAULT 0,
  leads       integer NOT NULL DEFAULT 0,
  beacons     integer NOT NULL DEFAULT 0,
  bounces     integer NOT NULL DEFAULT 0,
  duration_ms bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day, page_id, variant_id)
);
CREATE INDEX stat_daily_page_idx ON stat_daily (page_id, day);

-- Sources by entity (referrer, utm_source, utm_medium, utm_campaign, device, browser, os, screen).
CREATE TABLE stat_sources_hourly (
  account_id bigint NOT NULL,
  entity     text NOT NULL,
  hour       timestamptz NOT NULL,
  page_id    bigint NOT NULL,
  value      text NOT NULL,
  visits     integer NOT NULL DEFAULT 0,
  visitors   integer NOT NULL DEFAULT 0,
  leads      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, entity, hour, page_id, value)
);

CREATE TABLE stat_sources_daily (
  account_id bigint NOT NULL,
  entity     text NOT NULL,
  day        date NOT NULL,
  page_id    bigint NOT NULL,
  value      text NOT NULL,
  visits     integer NOT NULL DEFAULT 0,
  visitors   integer NOT NULL DEFAULT 0,
  leads      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, entity, day, page_id, value)
);

-- A lead joined to the visit that produced it (its source, its campaign variant), counted once.
CREATE TABLE stat_leads (
  lead_id    bigint PRIMARY KEY,
  account_id bigint NOT NULL,
  page_id    bigint NOT NULL,
  variant_id bigint,
  at         timestamptz NOT NULL,
  joined     boolean NOT NULL
);

-- Campaigns (A/B tests) per page: at most one open (draft or running) per page. `seed` makes each
-- campaign's assignment of visitors to variants its own.
CREATE TABLE campaigns (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  page_id    bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  name       text NOT NULL,
  status     text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'running', 'ended')),
  seed       bigint NOT NULL,
  winner_variant_id bigint,
  started    timestamptz,
  ended      timestamptz,
  created    timestamptz NOT NULL DEFAULT now(),
  updated    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX campaigns_open_idx ON campaigns (page_id) WHERE status <> 'ended';
CREATE INDEX campaigns_page_idx ON campaigns (account_id, page_id, id DESC);

-- A variant is a whole page content. The original variant is the page itself (its draft and its
-- published artefact); the others keep their own draft and, while the campaign runs, their own
-- published artefact (rendered like a page's, served instead of it to their share of visitors).
CREATE TABLE campaign_variants (
  id           bigserial PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  page_id      bigint NOT NULL,
  name         text NOT NULL,
  is_original  boolean NOT NULL DEFAULT false,
  share        integer NOT NULL CHECK (share BETWEEN 0 AND 100),
  position     integer NOT NULL DEFAULT 0,
  globals      jsonb,
  data         jsonb,
  revision     integer NOT NULL DEFAULT 1,
  etag         text,
  html         bytea,
  gzip         bytea,
  br           bytea,
  forms        jsonb,
  published_at timestamptz,
  created      timestamptz NOT NULL DEFAULT now(),
  updated      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_variants_campaign_idx ON campaign_variants (campaign_id, position, id);
