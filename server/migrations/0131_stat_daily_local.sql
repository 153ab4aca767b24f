-- Daily rollups by the local day of a time zone the reports use (a user's zone, SPEC §9 "in the
-- user's time zone"): by-day charts and the table over a quarter read ~90 rows a page here instead
-- of summing ~2,200 hourly rows, and a zone with a non-whole-hour offset (Asia/Kolkata) gets exact
-- local days, which hourly rows cannot give. The fold job (server/stats/fold.ts) adds every batch
-- to each zone registered for the batch's accounts; a zone is registered (and filled from the
-- hourly rows folded before it) the first time a report needs it (server/stats/zones.ts).

-- The zones kept per account. A zone is never unregistered: its rows stay correct by construction.
CREATE TABLE stat_zones (
  account_id bigint NOT NULL,
  zone       text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, zone)
);

CREATE TABLE stat_daily_local (
  account_id  bigint NOT NULL,
  zone        text NOT NULL,
  day         date NOT NULL,
  page_id     bigint NOT NULL,
  variant_id  bigint NOT NULL DEFAULT 0,
  visits      integer NOT NULL DEFAULT 0,
  visitors    integer NOT NULL DEFAULT 0,
  leads       integer NOT NULL DEFAULT 0,
  beacons     integer NOT NULL DEFAULT 0,
  bounces     integer NOT NULL DEFAULT 0,
  duration_ms bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, zone, day, page_id, variant_id)
);
CREATE INDEX stat_daily_local_page_idx ON stat_daily_local (page_id, zone, day);

CREATE TABLE stat_sources_daily_local (
  account_id bigint NOT NULL,
  zone       text NOT NULL,
  entity     text NOT NULL,
  day        date NOT NULL,
  page_id    bigint NOT NULL,
  value      text NOT NULL,
  visits     integer NOT NULL DEFAULT 0,
  visitors   integer NOT NULL DEFAULT 0,
  leads      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, zone, entity, day, page_id, value)
);
