-- Each lead keeps the contact it was sent with, worked out once at intake by one rule
-- (engine/contact.ts leadContact): the name, the email, the phone as typed and the same phone in
-- E.164 (libphonenumber-js, read in the account's country). The inbox, the export, the person
-- match, mails, webhooks and CRM payloads read these columns instead of guessing again.
-- Runs on PostgreSQL 15 and on PGlite.

-- The account's country (ISO 3166 alpha-2): the region a phone typed without its country code is
-- read in. NULL reads as Russia.
ALTER TABLE accounts ADD COLUMN country text;

ALTER TABLE leads ADD COLUMN contact_name text;
ALTER TABLE leads ADD COLUMN contact_email text;
ALTER TABLE leads ADD COLUMN contact_phone text;
ALTER TABLE leads ADD COLUMN contact_phone_e164 text;
-- The version of the rule that filled the contact (engine/contact.ts CONTACT_RULE_VERSION); 0 for
-- leads stored before it. The rule needs each form's field kinds and libphonenumber's metadata, so
-- it is not SQL: the `leads.contact.fill` job (server/leads/contact.ts), enqueued at start, fills
-- those leads in batches — their title and search text too — and readers fill one they meet first.
ALTER TABLE leads ADD COLUMN contact_rule smallint NOT NULL DEFAULT 0;

-- Only the leads still to fill: empty once the job has run.
CREATE INDEX leads_contact_fill_idx ON leads (id) WHERE contact_rule < 1;
