-- Every attempt of a lead forwarder's delivery (0251 kept only the last one and a count): when a
-- lead's delivery failed twice and then went through, the owner sees why it was late. Bounded: the
-- code keeps the last 20 attempts of a delivery (api/routes/forwarder.ts ATTEMPTS_KEPT); the
-- deliveries themselves are kept as before. `n` is the attempt's number within its delivery, so a
-- trimmed list still says "attempt 21 of 25".
CREATE TABLE page_forward_attempts (
  id               bigserial PRIMARY KEY,
  delivery_id      bigint NOT NULL REFERENCES page_forward_deliveries (id) ON DELETE CASCADE,
  n                integer NOT NULL,
  at               timestamptz NOT NULL DEFAULT now(),
  response_status  integer,
  response_excerpt text,
  error            text,
  duration_ms      integer
);
CREATE INDEX page_forward_attempts_delivery_idx ON page_forward_attempts (delivery_id, id DESC);

-- The deliveries made before: their last attempt is all that is known.
INSERT INTO page_forward_attempts (delivery_id, n, at, response_status, response_excerpt, error, duration_ms)
SELECT id, attempts, updated, response_status, response_excerpt, last_error, duration_ms
  FROM page_forward_deliveries WHERE attempts > 0;
