-- A customer domain serves published pages only once it is verified (its A records point
-- at SERVER_IP, or it was registered through the service). verified_at records when that was first
-- proven; NULL means not yet connected. Runs on PostgreSQL 15 and on PGlite.
ALTER TABLE domains ADD COLUMN verified_at timestamptz;
-- Domains whose last DNS check passed were proven then.
UPDATE domains SET verified_at = checked_at WHERE dns_ok AND checked_at IS NOT NULL;
