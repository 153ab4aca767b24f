-- What a visitor agreed to when a form asked for consent to the processing of personal data
-- (152-FZ): the text exactly as shown (the link's words included), its version (a hash of that
-- text, engine/consent.ts consentVersion) and the time consent was given. NULL on leads whose
-- form asked none, and on leads stored before forms could ask.
-- Runs on PostgreSQL 15 and on PGlite.
ALTER TABLE leads ADD COLUMN consent_text text;
ALTER TABLE leads ADD COLUMN consent_version text;
ALTER TABLE leads ADD COLUMN consent_at timestamptz;
