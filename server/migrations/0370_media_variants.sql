-- Resized copies of an uploaded image (WebP and AVIF at a few widths, never upscaled), so a phone
-- downloads a picture the size of its screen, not the original. Each entry:
-- {"w": width, "h": height, "webp": url, "avif": url, "key": storage key without extension}.
-- An image uploaded before it gets its copies from the media.variants job.
ALTER TABLE media_items ADD COLUMN variants jsonb NOT NULL DEFAULT '[]'::jsonb;
