-- When the font cuts' clean-up (server/pages/font-cut-sweep.ts) first found a cut that no stored
-- page document refers to: it is deleted once it has stayed unreferenced for the grace period (a
-- browser or a CDN may still hold a page's old HTML that asks for it). NULL while something refers
-- to it; publishing clears it when it reuses the cut.
-- Runs on PostgreSQL 15 and on PGlite.
ALTER TABLE page_font_cuts ADD COLUMN unused_since timestamptz;
CREATE INDEX page_font_cuts_unused ON page_font_cuts (unused_since) WHERE unused_since IS NOT NULL;
