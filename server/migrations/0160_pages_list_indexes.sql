-- The pages list is paged by the server (api/routes/pages.ts list): its first page, newest change
-- first, within the account (and the project the screen shows) is read from these indexes instead
-- of sorting every live page of the account.
CREATE INDEX pages_list_project_idx ON pages (account_id, project_id, updated DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX pages_list_idx ON pages (account_id, updated DESC, id DESC) WHERE deleted_at IS NULL;
