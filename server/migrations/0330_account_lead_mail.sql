-- Lead mail without any setting: every lead of the account's pages is mailed to the owner's
-- confirmed address unless the owner switches it off on the contacts screen. Before, a lead was
-- mailed only to a form's «Email для заявок» or to contacts attached to its page, so a new account
-- heard of no lead at all. Existing accounts get it on too: the owner asked for nothing else.
ALTER TABLE accounts ADD COLUMN lead_mail_owner boolean NOT NULL DEFAULT true;
