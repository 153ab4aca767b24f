-- An uploaded clip's poster frame (taken with ffmpeg at upload, stored as a JPEG with resized WebP
-- and AVIF copies like any image) and its length in seconds. Width and height are the clip's own.
ALTER TABLE media_items ADD COLUMN poster text;
ALTER TABLE media_items ADD COLUMN poster_key text;
ALTER TABLE media_items ADD COLUMN poster_variants jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE media_items ADD COLUMN duration real;
CREATE INDEX media_items_poster_idx ON media_items (poster) WHERE poster IS NOT NULL;
