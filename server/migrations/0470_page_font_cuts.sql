-- Font files cut at publish time to exactly the characters a published page shows (one per family
-- and script file of the family). Keyed by what determines the bytes (family, script file, glyph
-- set and the cutter's settings), so republishing the same text finds the cut instead of cutting
-- again; served by `file`, a name carrying the hash of the bytes, with immutable caching. Not an
-- account's data: the same glyph set on two accounts' pages is one file.
CREATE TABLE page_font_cuts (
  key text PRIMARY KEY,
  file text NOT NULL,
  unicode_range text NOT NULL,
  data bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_font_cuts_file ON page_font_cuts (file);
