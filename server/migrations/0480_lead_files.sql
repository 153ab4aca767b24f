-- File answers of leads: the bytes live in the media store under a private key (lead-files/...,
-- no name ending, so the public /media-files/ route never serves one); this row links them to the
-- lead and says what the visitor sent. Read only through GET /leads/:leadId/files/:fileId, by the
-- account's users who may see the lead. Deleting the lead deletes the row; the bytes are collected
-- by lead_file_garbage (server/leads/lead-files.ts collectLeadFileGarbage).
CREATE TABLE lead_files (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  lead_id     bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- The form field's name (the lead's answer under it is the file's name).
  field       text NOT NULL,
  name        text NOT NULL,
  mime        text NOT NULL,
  size        integer NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_files_lead ON lead_files (lead_id);

-- Keys of files whose lead is gone: their bytes are deleted from the store later.
CREATE TABLE lead_file_garbage (storage_key text PRIMARY KEY);

CREATE FUNCTION lead_files_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_file_garbage (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  RETURN OLD;
END $$;
CREATE TRIGGER lead_files_collect AFTER DELETE ON lead_files FOR EACH ROW EXECUTE FUNCTION lead_files_collect();
