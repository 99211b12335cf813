-- What the order documents and the confirmation e-mail need (spec selling-core §7).

-- The language the order was placed in: its documents and its confirmation speak it.
ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'de'
  CHECK (locale IN ('de', 'en', 'es', 'fr'));
-- Set when the confirmation is sent (claimed just before, cleared again if sending fails),
-- so a replayed webhook never sends a second one.
ALTER TABLE orders ADD COLUMN confirmation_sent_at timestamptz;

-- The visit day of a dated line (Europe/Berlin); the ticket code and the PDF print it.
ALTER TABLE order_items ADD COLUMN day date;

-- A coupon line sold in an order issues one code worth the line's value; the coupon PDF
-- prints it. Codes made by staff or the demo have no order item.
ALTER TABLE coupon_sales ADD COLUMN order_item_id integer UNIQUE
  REFERENCES order_items (id) ON DELETE CASCADE;
