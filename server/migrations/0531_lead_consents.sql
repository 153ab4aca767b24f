-- Each consent box a lead's form carried, in the form's order (a form may ask for several: personal
-- data, required; marketing mail, optional): [{name, text, version, required, given, at}] as
-- engine/consent.ts takeConsents makes it, the text exactly as shown and whether the visitor ticked
-- it. NULL on leads stored before: their one consent stays in consent_text/version/at (0490), read
-- as a one-box list (server/leads/consent.ts), so older leads read as before.
-- Runs on PostgreSQL 15 and on PGlite.
ALTER TABLE leads ADD COLUMN consents jsonb;
