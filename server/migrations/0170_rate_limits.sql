-- Limits of the login, sign-up, recovery and code routes (server/http/rate-limit-store.ts): one row
-- per IP and route with its fixed window, so every server process counts against the same limit.
-- UNLOGGED like lead_limits: after a crash the windows start afresh, which only forgives a few tries.
CREATE UNLOGGED TABLE rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count        integer NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
