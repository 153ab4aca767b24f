-- The domains list is paged by the server (api/routes/domains.ts list): within the account it is
-- sorted by name (the default) or by when a domain was added; these indexes serve both orders.
CREATE INDEX domains_list_name_idx ON domains (account_id, name, id);
CREATE INDEX domains_list_created_idx ON domains (account_id, created DESC, id DESC);
