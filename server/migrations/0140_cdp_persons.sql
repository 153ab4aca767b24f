-- The customer-data area, part 1: persons (contacts deduplicated by email and phone),
-- their history, the leads each one sent, pipelines with stages (a kanban of persons), processes
-- with steps, custom fields, the person's documents, and the single-use marks of SSO tokens.
-- Runs on PostgreSQL 15 and on PGlite (pg_trgm is loaded by migration 0110).

-- A person of the account. `email_key` / `phone_key` are the normalised contact (api/cdp.ts
-- normalizeEmail / normalizePhone): a lead with the same email or phone updates this person
-- instead of creating another, and no two persons of an account share one.
-- record_type: SPEC §3 values 1, 10, 100, 300 (api/cdp.ts RECORD_TYPES names them).
CREATE TABLE persons (
  id           bigserial PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name         text NOT NULL DEFAULT '',
  email        text,
  email_key    text,
  phone        text,
  phone_key    text,
  record_type  smallint NOT NULL DEFAULT 1 CHECK (record_type IN (1, 10, 100, 300)),
  active       boolean NOT NULL DEFAULT true,
  banned       boolean NOT NULL DEFAULT false,
  suspended    boolean NOT NULL DEFAULT false,
  -- Values of the account's custom fields of model 'person' (cdp_fields), by key.
  fields       jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Where the person came from: the first lead's page, form, UTM tags and referrer.
  source       jsonb NOT NULL DEFAULT '{}'::jsonb,
  leads_count  integer NOT NULL DEFAULT 0,
  last_lead_at timestamptz,
  -- Lower-cased name, email and phone digits: what the persons list searches (trigram index).
  search       text NOT NULL DEFAULT '',
  created      timestamptz NOT NULL DEFAULT now(),
  updated      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX persons_email_key ON persons (account_id, email_key) WHERE email_key IS NOT NULL;
CREATE UNIQUE INDEX persons_phone_key ON persons (account_id, phone_key) WHERE phone_key IS NOT NULL;
-- The list's sorts, each led by the tenant scope and ended by id (stable pages).
CREATE INDEX persons_account_created_idx ON persons (account_id, created DESC, id DESC);
CREATE INDEX persons_account_name_idx ON persons (account_id, name, id);
CREATE INDEX persons_account_updated_idx ON persons (account_id, updated DESC, id DESC);
CREATE INDEX persons_search_trgm_idx ON persons USING gin (search gin_trgm_ops);

-- The person's history: created, each lead, edits, stage moves, tasks, orders, signups. Append-only
-- in practice (nothing updates it); the card reads it newest first.
CREATE TABLE person_events (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  person_id  bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  type       text NOT NULL,
  data       jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Who did it (NULL: the system, e.g. a lead; or a user since deleted).
  user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX person_events_person_idx ON person_events (person_id, id DESC);

-- Which person each lead became. The lead id is the key: the matching job runs at least once, and
-- a second run finds the lead already linked and does nothing.
CREATE TABLE person_leads (
  lead_id    bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  person_id  bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX person_leads_person_idx ON person_leads (person_id, lead_id DESC);

-- Pipelines and their stages. `is_default`: the pipeline new persons enter (its first stage); an
-- account has at most one.
CREATE TABLE pipelines (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title      text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort       integer NOT NULL DEFAULT 0,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pipelines_account_idx ON pipelines (account_id, sort, id);
CREATE UNIQUE INDEX pipelines_default_idx ON pipelines (account_id) WHERE is_default;

CREATE TABLE pipeline_stages (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  pipeline_id bigint NOT NULL REFERENCES pipelines (id) ON DELETE CASCADE,
  title       text NOT NULL,
  color       text NOT NULL DEFAULT 'blue',
  sort        integer NOT NULL DEFAULT 0
);
CREATE INDEX pipeline_stages_pipeline_idx ON pipeline_stages (pipeline_id, sort, id);

-- Where a person stands in a pipeline: one stage per pipeline. The board reads a stage's persons
-- most recently moved first, and counts each stage, from one index.
CREATE TABLE person_stages (
  person_id   bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  pipeline_id bigint NOT NULL REFERENCES pipelines (id) ON DELETE CASCADE,
  stage_id    bigint NOT NULL REFERENCES pipeline_stages (id) ON DELETE CASCADE,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  moved_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (person_id, pipeline_id)
);
CREATE INDEX person_stages_board_idx ON person_stages (pipeline_id, stage_id, moved_at DESC, person_id DESC);

-- Processes (a sales or service procedure) and their ordered steps.
CREATE TABLE processes (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  created     timestamptz NOT NULL DEFAULT now(),
  updated     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processes_account_created_idx ON processes (account_id, created DESC, id DESC);
CREATE INDEX processes_account_title_idx ON processes (account_id, title, id);

CREATE TABLE process_steps (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  process_id  bigint NOT NULL REFERENCES processes (id) ON DELETE CASCADE,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX process_steps_process_idx ON process_steps (process_id, sort, id);

-- Custom fields of a model (GET /cdp/fields; the person card shows the person's).
CREATE TABLE cdp_fields (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  model      text NOT NULL,
  key        text NOT NULL,
  title      text NOT NULL,
  type       text NOT NULL,
  options    jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort       integer NOT NULL DEFAULT 0,
  created    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, model, key)
);

-- A person's documents (SPEC §3 content item types folder, document, file, link). A file's bytes
-- are in the media store under `storage_key` and are served only through an authorised route.
CREATE TABLE person_documents (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  person_id   bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  parent_id   bigint REFERENCES person_documents (id) ON DELETE CASCADE,
  type        text NOT NULL CHECK (type IN ('folder', 'document', 'file', 'link')),
  title       text NOT NULL,
  body        text NOT NULL DEFAULT '',
  url         text,
  storage_key text,
  mime        text,
  size        bigint,
  created     timestamptz NOT NULL DEFAULT now(),
  updated     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX person_documents_person_idx ON person_documents (person_id, parent_id, type, title, id);

-- Store keys of files whose rows are gone (a deleted document, folder or person): a job deletes
-- the bytes after the commit, so the store never holds a file nobody can reach for long.
CREATE TABLE person_document_garbage (
  storage_key text PRIMARY KEY,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION person_documents_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.storage_key IS NOT NULL THEN
    INSERT INTO person_document_garbage (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER person_documents_deleted AFTER DELETE ON person_documents
  FOR EACH ROW EXECUTE FUNCTION person_documents_collect();

-- SSO tokens are stateless (signed, 60 s); each is accepted once: its id is written here on use.
CREATE TABLE sso_token_uses (
  jti     text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_token_uses_expires_idx ON sso_token_uses (expires);
