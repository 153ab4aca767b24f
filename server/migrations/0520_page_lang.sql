-- The language a page is published in: the document's lang attribute and og:locale, the words the
-- page script shows (menu button, form messages and field errors, the consent box's and thank-you
-- text's defaults), the glyphs its font cuts hold, and the form answer pages of its leads. Pages that
-- existed before the setting were all published in Russian, so they keep it.
ALTER TABLE pages
  ADD COLUMN lang text NOT NULL DEFAULT 'ru' CONSTRAINT pages_lang_check CHECK (lang IN ('ru', 'en'));
