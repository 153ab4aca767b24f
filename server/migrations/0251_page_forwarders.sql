-- A page's lead forwarder («Пересылка заявок», api/forwarder.ts): every lead of the page sent to the
-- owner's own script as an HTML form would send it. One row per page that was ever set up.
CREATE TABLE page_forwarders (
  page_id    bigint PRIMARY KEY REFERENCES pages (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  enabled    boolean NOT NULL DEFAULT false,
  url        text NOT NULL DEFAULT '',
  method     text NOT NULL DEFAULT 'POST',
  updated    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT page_forwarders_method CHECK (method IN ('POST', 'GET'))
);

-- Its deliveries (the log the owner reads): one per lead (a `lead.forward` job retries it), and one
-- per «Отправить тест». The last attempt's answer is kept; the job queue keeps the retries.
CREATE TABLE page_forward_deliveries (
  id               bigserial PRIMARY KEY,
  account_id       bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  page_id          bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  lead_id          bigint REFERENCES leads (id) ON DELETE SET NULL,
  test             boolean NOT NULL DEFAULT false,
  method           text NOT NULL,
  state            text NOT NULL DEFAULT 'pending',
  attempts         integer NOT NULL DEFAULT 0,
  -- bumped by «Повторить»: the retry's job has its own dedupe key
  resends          integer NOT NULL DEFAULT 0,
  response_status  integer,
  response_excerpt text,
  last_error       text,
  duration_ms      integer,
  created          timestamptz NOT NULL DEFAULT now(),
  updated          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT page_forward_deliveries_state CHECK (state IN ('pending', 'retrying', 'delivered', 'failed')),
  CONSTRAINT page_forward_deliveries_method CHECK (method IN ('POST', 'GET'))
);
CREATE UNIQUE INDEX page_forward_deliveries_lead_uniq ON page_forward_deliveries (page_id, lead_id) WHERE NOT test AND lead_id IS NOT NULL;
CREATE INDEX page_forward_deliveries_log_idx ON page_forward_deliveries (page_id, created DESC, id DESC);
