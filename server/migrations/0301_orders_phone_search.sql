-- An order's search text carries its customer's phone digits (api/cdp.ts personSearchText), so the
-- orders list finds a customer's phone however it is typed (the query is turned into the same
-- digits). Orders made before get their person's phone key added. PostgreSQL 15 and PGlite.
UPDATE orders o SET search = left(o.search || ' ' || p.phone_key, 5000)
  FROM persons p
  WHERE p.id = o.person_id AND p.phone_key IS NOT NULL AND position(p.phone_key IN o.search) = 0;
