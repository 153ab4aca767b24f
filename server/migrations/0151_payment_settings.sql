-- Which of the account's payment integrations (catalogue kind 'payment': entries 18, 19, 21) takes
-- the payments of its orders on the public payment page. No row, or a deleted integration: orders
-- cannot be paid online yet («не подключено»).
CREATE TABLE payment_settings (
  account_id     bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  integration_id bigint REFERENCES integrations (id) ON DELETE SET NULL,
  updated        timestamptz NOT NULL DEFAULT now()
);
