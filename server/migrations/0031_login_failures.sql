-- Failed logins per account (email), so guessing one account's password is limited however
-- many addresses the guesses come from. Rows older than the window are pruned on the next failure.
-- Runs on PostgreSQL 15 and on PGlite.
CREATE TABLE login_failures (
  id      bigserial PRIMARY KEY,
  email   text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_idx ON login_failures (email, created);
