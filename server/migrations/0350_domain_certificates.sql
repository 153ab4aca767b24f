-- HTTPS for customer domains (Caddy on-demand TLS, server/tls/): what the app knows of each domain's
-- certificate. 'none' — never asked for; 'requested' — Caddy asked the app (the ask endpoint) or
-- the app started the issue itself after the DNS check, not seen yet; 'issued' — a TLS handshake
-- to Caddy for the name returned a certificate covering it (its validity kept); 'failed' — the
-- checks gave up, with the reason.
ALTER TABLE domains
  ADD COLUMN cert_state text NOT NULL DEFAULT 'none' CHECK (cert_state IN ('none', 'requested', 'issued', 'failed')),
  ADD COLUMN cert_requested_at timestamptz,
  ADD COLUMN cert_checked_at timestamptz,
  ADD COLUMN cert_not_before timestamptz,
  ADD COLUMN cert_not_after timestamptz,
  ADD COLUMN cert_error text;
