-- Page contents (the draft, its history entries and the published copy) are stored as compressed
-- JSON bytes instead of jsonb (see server/services/content-codec.ts for the measurements). The app
-- writes brotli (codec 'br'). Existing rows are converted here to their JSON text as UTF-8 bytes
-- (codec 'json'; PostgreSQL compresses them in TOAST as it did the jsonb) and are rewritten with
-- brotli the next time the app writes them. `globals` (a few ids) stays jsonb.

ALTER TABLE page_contents ADD COLUMN content bytea, ADD COLUMN codec text NOT NULL DEFAULT 'br';
UPDATE page_contents SET content = convert_to(data::text, 'UTF8'), codec = 'json';
ALTER TABLE page_contents ALTER COLUMN content SET NOT NULL, DROP COLUMN data,
  ADD CONSTRAINT page_contents_codec_check CHECK (codec IN ('br', 'json'));

ALTER TABLE page_history ADD COLUMN content bytea, ADD COLUMN codec text NOT NULL DEFAULT 'br';
UPDATE page_history SET content = convert_to(data::text, 'UTF8'), codec = 'json';
ALTER TABLE page_history ALTER COLUMN content SET NOT NULL, DROP COLUMN data,
  ADD CONSTRAINT page_history_codec_check CHECK (codec IN ('br', 'json'));

ALTER TABLE page_artefacts ADD COLUMN content bytea, ADD COLUMN codec text NOT NULL DEFAULT 'br';
UPDATE page_artefacts SET content = convert_to(data::text, 'UTF8'), codec = 'json';
ALTER TABLE page_artefacts ALTER COLUMN content SET NOT NULL, DROP COLUMN data,
  ADD CONSTRAINT page_artefacts_codec_check CHECK (codec IN ('br', 'json'));
