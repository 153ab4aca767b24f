-- What a published page tells messengers, social networks and search engines beyond its title and
-- description: a share card (its own title and description, falling back to the SEO ones, and an
-- image stored already cropped to 1200×630 JPEG, with a tag of its bytes so the card's address
-- changes when the image does), a «hide from search engines» switch (meta robots, robots.txt,
-- left out of sitemap.xml) and a canonical address ('' = the page's own).
ALTER TABLE pages
  ADD COLUMN share_title       text    NOT NULL DEFAULT '',
  ADD COLUMN share_description text    NOT NULL DEFAULT '',
  ADD COLUMN share_image       bytea,
  ADD COLUMN share_image_tag   text,
  ADD COLUMN noindex           boolean NOT NULL DEFAULT false,
  ADD COLUMN canonical_url     text    NOT NULL DEFAULT '';
