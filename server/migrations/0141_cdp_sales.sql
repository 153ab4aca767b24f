-- The customer-data area, part 2: tasks, products (offers/packages), orders with their
-- items, comments, status history and payments, webinars and signups (registrations).

-- Tasks (SPEC §3 statuses todo, in_progress, waiting, done, cancelled; priorities low, normal,
-- high). A task may be about a person. `reminded_due_at`: the due time the reminder mail was sent
-- for, so the reminder job (run_at = due_at) mails once per due time, however often it runs.
CREATE TABLE tasks (
  id              bigserial PRIMARY KEY,
  account_id      bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  person_id       bigint REFERENCES persons (id) ON DELETE CASCADE,
  title           text NOT NULL,
  description     text NOT NULL DEFAULT '',
  status          text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'in_progress', 'waiting', 'done', 'cancelled')),
  priority        text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
  due_at          timestamptz,
  assignee_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  created_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  completed_at    timestamptz,
  reminded_due_at timestamptz,
  created         timestamptz NOT NULL DEFAULT now(),
  updated         timestamptz NOT NULL DEFAULT now()
);
-- "My tasks" (open first by due date) and the person card's tasks.
CREATE INDEX tasks_assignee_due_idx ON tasks (account_id, assignee_id, due_at, id);
CREATE INDEX tasks_account_due_idx ON tasks (account_id, due_at, id);
CREATE INDEX tasks_account_created_idx ON tasks (account_id, created DESC, id DESC);
CREATE INDEX tasks_person_idx ON tasks (person_id, id);

-- Products: offers and packages (SPEC §3 types and statuses). Prices are whole rubles (SPEC §9).
CREATE TABLE products (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  type        text NOT NULL DEFAULT 'other' CHECK (type IN ('other', 'education', 'consultation', 'service', 'digital', 'physical', 'subscription')),
  status      text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'archived')),
  price       bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
  created     timestamptz NOT NULL DEFAULT now(),
  updated     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_account_created_idx ON products (account_id, created DESC, id DESC);
CREATE INDEX products_account_title_idx ON products (account_id, title, id);
CREATE INDEX products_account_price_idx ON products (account_id, price, id);

-- Orders. Status keys are the leads' (SPEC §4 "Lead and order statuses"). The customer's name,
-- email and phone are kept on the order, so an order outlives its person. `hash` is the public
-- order page's address (/order/{hash}): 16 characters of SPEC §9's short-id alphabet.
CREATE TABLE orders (
  id             bigserial PRIMARY KEY,
  account_id     bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  person_id      bigint REFERENCES persons (id) ON DELETE SET NULL,
  hash           text NOT NULL UNIQUE,
  status         smallint NOT NULL DEFAULT 1,
  total          bigint NOT NULL CHECK (total >= 0),
  customer_name  text NOT NULL DEFAULT '',
  customer_email text,
  customer_phone text,
  fields         jsonb NOT NULL DEFAULT '{}'::jsonb,
  paid_at        timestamptz,
  search         text NOT NULL DEFAULT '',
  created        timestamptz NOT NULL DEFAULT now(),
  updated        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_account_created_idx ON orders (account_id, created DESC, id DESC);
CREATE INDEX orders_account_status_idx ON orders (account_id, status, id);
CREATE INDEX orders_account_total_idx ON orders (account_id, total, id);
CREATE INDEX orders_person_idx ON orders (person_id, id DESC);
CREATE INDEX orders_search_trgm_idx ON orders USING gin (search gin_trgm_ops);

-- What was ordered, as it was when ordered (title and price are copied: editing or deleting the
-- product later changes no order).
CREATE TABLE order_items (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id   bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  title      text NOT NULL,
  price      bigint NOT NULL CHECK (price >= 0),
  quantity   integer NOT NULL CHECK (quantity > 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id, id);

CREATE TABLE order_comments (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id   bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  text       text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_comments_order_idx ON order_comments (order_id, id);

-- Every status change of an order (who — NULL for the payment itself —, from, to, when).
CREATE TABLE order_status_changes (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id    bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status_from smallint NOT NULL,
  status_to   smallint NOT NULL,
  user_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_changes_order_idx ON order_status_changes (order_id, id);

-- Attempts to pay an order on the public payment page, through the account's payment provider.
-- One row per attempt key (the page sends one per click), so a double click charges once.
CREATE TABLE order_payments (
  id                  bigserial PRIMARY KEY,
  account_id          bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id            bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  idempotency_key     text NOT NULL,
  provider            text NOT NULL,
  amount              bigint NOT NULL,
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure             text,
  provider_payment_id text,
  card_brand          text,
  card_last4          text,
  created             timestamptz NOT NULL DEFAULT now(),
  updated             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, idempotency_key)
);
-- At most one successful payment per order.
CREATE UNIQUE INDEX order_payments_succeeded_idx ON order_payments (order_id) WHERE status = 'succeeded';

-- Webinars. Their state (upcoming, live, ended) follows from the start and duration (api/cdp.ts).
CREATE TABLE webinars (
  id           bigserial PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  starts_at    timestamptz NOT NULL,
  duration_min integer NOT NULL DEFAULT 60 CHECK (duration_min > 0),
  room_url     text,
  created      timestamptz NOT NULL DEFAULT now(),
  updated      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webinars_account_starts_idx ON webinars (account_id, starts_at DESC, id DESC);
CREATE INDEX webinars_account_title_idx ON webinars (account_id, title, id);

-- Signups (registrations): a person registered for a webinar, a product, or something else named
-- by its title. The title is kept, so a signup outlives what it was for.
CREATE TABLE signups (
  id         bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  person_id  bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  webinar_id bigint REFERENCES webinars (id) ON DELETE SET NULL,
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  title      text NOT NULL,
  comment    text NOT NULL DEFAULT '',
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signups_account_created_idx ON signups (account_id, created DESC, id DESC);
CREATE INDEX signups_person_idx ON signups (person_id, id DESC);
CREATE INDEX signups_webinar_idx ON signups (webinar_id, created DESC, id DESC);
-- A person is registered for a webinar once.
CREATE UNIQUE INDEX signups_webinar_person_idx ON signups (webinar_id, person_id) WHERE webinar_id IS NOT NULL;
