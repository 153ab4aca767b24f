-- Lists served by the one list contract (api/list.ts) sort by an indexed column plus id, so a page
-- of a long list is read from the index instead of sorting the account's every row.
CREATE INDEX pages_trash_idx ON pages (account_id, deleted_at DESC, id DESC) WHERE deleted_at IS NOT NULL;
