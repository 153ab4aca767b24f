-- The trash's search (api/routes/trash.ts list) finds the term in a trashed page's name, title, code
-- or address. Migration 0181's trigram index covers only live pages (WHERE deleted_at IS NULL), so
-- the trash searched with four ILIKEs over every trashed page of the account. This partial index is
-- the same trigram index for the trashed rows: routes/trash.ts searches the generated `search`
-- column with services/pages-list.ts's pagesSearch, exactly as the pages list does.
CREATE INDEX pages_trash_search_trgm_idx ON pages USING gin (search gin_trgm_ops) WHERE deleted_at IS NOT NULL;
