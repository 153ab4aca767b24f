-- The pages list's other sorts and its status filter read from indexes too: sorted by
-- name (the screen's name: the internal one, else the title, lower-cased — the expression of
-- server/services/pages-list.ts sortKey) or by status (published, stopped, not published), or
-- filtered by status newest first, a page deep in the list was a sort of every live page of the
-- account (5,000 pages: 5–60 ms of database time per answer). The list reads a page's ids first
-- and only then its rows: the expressions' columns are INCLUDEd so those ids come from the index
-- alone (an index-only scan needs every column an expression reads): page 300 by name 8 → 0.6 ms.
CREATE INDEX pages_list_name_idx ON pages (account_id, lower(coalesce(nullif(name, ''), title)), id) INCLUDE (name, title) WHERE deleted_at IS NULL;
CREATE INDEX pages_list_status_idx ON pages (account_id, (CASE status WHEN 'published' THEN 0 WHEN 'stoped' THEN 1 ELSE 2 END), id) INCLUDE (status) WHERE deleted_at IS NULL;
CREATE INDEX pages_list_status_filter_idx ON pages (account_id, status, updated DESC, id DESC) WHERE deleted_at IS NULL;
