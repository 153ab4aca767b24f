-- Which payment integration took an order payment, so the order shows the seller's own name for it
-- («CloudPayments магазина»), not the provider adapter's name. A deleted integration leaves the
-- payment without one (the payment itself is kept). Payments made before this have none.
ALTER TABLE order_payments ADD COLUMN integration_id bigint REFERENCES integrations (id) ON DELETE SET NULL;
