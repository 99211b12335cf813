-- Merchandise (issue 31, Deliver 1; surrounding-areas §3 "Merchandise"): the museum shop's
-- goods. Ids come from the catalogue file and share one space with shipping_items (0405), the
-- shipping articles a product names by shipped_with_merchandise_id (the load checks both). An
-- article's stock is a pool of the capacity ledger (0500), `stock:<id>`, held while its pieces
-- are in a cart like any place, so the last poster is never sold twice.

CREATE TABLE merchandise (
  id integer PRIMARY KEY CHECK (id > 0),
  title jsonb NOT NULL,
  sub_title jsonb NOT NULL DEFAULT '{}',
  description jsonb NOT NULL DEFAULT '{}',
  picture jsonb,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  vat_pct numeric NOT NULL,
  tax_included boolean NOT NULL,
  discount integer NOT NULL CHECK (discount BETWEEN 0 AND 100),
  -- The pieces the venue has: the capacity of the article's pool.
  stock integer NOT NULL CHECK (stock >= 0),
  -- The shipping article (a shipping_items id) the goods are posted with.
  shipped_with_merchandise_id integer NOT NULL,
  featured boolean NOT NULL,
  sort_order integer NOT NULL
);

-- A hold of an article's pieces (merchandise-holds.ts writes it in the same insert as its row).
ALTER TABLE holds ADD COLUMN merchandise_id integer REFERENCES merchandise (id) ON DELETE SET NULL;
