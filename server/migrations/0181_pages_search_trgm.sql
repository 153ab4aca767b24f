-- The pages list's search (api/routes/pages.ts list, /pages/short) finds the term anywhere in the
-- name, title, code or address, case-insensitively. As four ILIKEs it read every live page of the
-- account and lower-cased four texts a row (180 ms for 5,000 pages, the planner walking the list's
-- index because it cannot tell how rare a term is). Here the four fields are kept lower-cased in one
-- column, a newline between them (services/pages-list.ts searches it with LIKE lower(term), which is
-- what ILIKE does in a multi-byte database, and never with a term holding a newline, so a match
-- never spans two fields), with a trigram index: the candidates come from the index and only they
-- are compared. pg_trgm is created by migration 0110 (PGlite loads it in server/db/client.ts).
ALTER TABLE pages ADD COLUMN search text NOT NULL
  GENERATED ALWAYS AS (lower(name || E'\n' || title || E'\n' || code || E'\n' || uri)) STORED;
CREATE INDEX pages_search_trgm_idx ON pages USING gin (search gin_trgm_ops) WHERE deleted_at IS NULL;
