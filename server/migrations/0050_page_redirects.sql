-- Old addresses of published pages: when a page's test subdomain, path or domain changes, a visitor
-- of the old address is sent to the current one with 301 (nothing a visitor bookmarked breaks). One
-- row per old address (a site + path); the page that left it last owns it, and a page that takes
-- the address later wins (its row is removed, and the page is served there before any redirect).
CREATE TABLE page_redirects (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  page_id    bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  -- the site of the old address: a test subdomain code, or a connected domain
  code       text,
  domain_id  bigint REFERENCES domains (id) ON DELETE CASCADE,
  uri        text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  CHECK ((code IS NULL) <> (domain_id IS NULL))
);
CREATE UNIQUE INDEX page_redirects_code_uri ON page_redirects (code, uri) WHERE code IS NOT NULL;
CREATE UNIQUE INDEX page_redirects_domain_uri ON page_redirects (domain_id, uri) WHERE domain_id IS NOT NULL;
CREATE INDEX page_redirects_page ON page_redirects (page_id);
