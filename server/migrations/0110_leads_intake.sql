-- Leads: the context every lead keeps, idempotent intake, the status history, the
-- per-sender limit shared by every instance, each published form's rules, and the indexes of
-- the leads inbox (list, count by status, search over 100,000 leads well under 50 ms).
-- Runs on PostgreSQL 15 and on PGlite (which loads pg_trgm itself, see server/db/client.ts).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The client in one line (name, else email, else phone: engine/forms.ts leadTitle), the fields'
-- labels in form order [{name, label}], the visit's UTM tags {utm_source: …}, the form widget's
-- id, the idempotency key the page script sends once per submission, and the lower-cased text
-- the inbox searches (values, form name, client).
ALTER TABLE leads ADD COLUMN title text NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN labels jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE leads ADD COLUMN utm jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE leads ADD COLUMN form_id bigint;
ALTER TABLE leads ADD COLUMN idem_key text;
ALTER TABLE leads ADD COLUMN search text NOT NULL DEFAULT '';

UPDATE leads SET
  title = left(COALESCE(NULLIF(btrim(fields->>'name'), ''), NULLIF(btrim(fields->>'email'), ''), NULLIF(btrim(fields->>'phone'), ''), ''), 200),
  search = lower(form || ' ' || COALESCE((SELECT string_agg(value, ' ') FROM jsonb_each_text(fields)), ''));

-- A retried submission (same page, same key) is stored once.
CREATE UNIQUE INDEX leads_idem_key ON leads (page_id, idem_key) WHERE idem_key IS NOT NULL;

-- The inbox (list, count by status, search over 100,000 leads well under 50 ms): newest first
-- per account and per project (the current project's screen), counts and status sort per status,
-- a page's leads (leads/{pageId}), by client, and the search. Sorts end with id (stable pages).
DROP INDEX leads_account_idx;
DROP INDEX leads_page_idx;
-- Every query is scoped by account_id, so every index starts with it: counts are index-only scans.
CREATE INDEX leads_account_created_idx ON leads (account_id, created DESC, id DESC);
CREATE INDEX leads_account_status_idx ON leads (account_id, status, id);
CREATE INDEX leads_project_created_idx ON leads (account_id, project_id, created DESC, id DESC);
CREATE INDEX leads_project_status_idx ON leads (account_id, project_id, status, id);
CREATE INDEX leads_page_created_idx ON leads (account_id, page_id, created DESC, id DESC);
CREATE INDEX leads_account_title_idx ON leads (account_id, title, id);
CREATE INDEX leads_search_trgm_idx ON leads USING gin (search gin_trgm_ops);

-- A lead belongs to its page's project: when a page moves (settings, a transfer, its project
-- deleted), its leads follow, so per-project rights and the project filter stay true.
CREATE FUNCTION leads_follow_page_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET project_id = NEW.project_id WHERE page_id = NEW.id AND account_id = OLD.account_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER pages_project_to_leads AFTER UPDATE OF project_id ON pages
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id) EXECUTE FUNCTION leads_follow_page_project();

-- Every status change of a lead: who, from what, to what, when (the lead's detail shows it).
CREATE TABLE lead_status_changes (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  lead_id     bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  status_from smallint NOT NULL,
  status_to   smallint NOT NULL,
  -- NULL once the user is deleted: the change stays in the history
  user_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_status_changes_lead_idx ON lead_status_changes (lead_id, id);

-- The per-sender lead limit, one fixed window per key (sender IP + site), shared by all instances.
-- UNLOGGED: a count needs no durability (a crash forgets the windows, which only lets a sender
-- start afresh), and its commits then never wait for the WAL to reach the disk, so the row of one
-- busy sender is held for microseconds, not for an fsync.
CREATE UNLOGGED TABLE lead_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count        integer NOT NULL
);
CREATE INDEX lead_limits_window_idx ON lead_limits (window_start);

-- The forms of a published artefact as engine/forms.ts formsOf gives them ({lang, forms}), written
-- at publish; NULL for artefacts published before this migration (derived on their first lead).
ALTER TABLE page_artefacts ADD COLUMN forms jsonb;
