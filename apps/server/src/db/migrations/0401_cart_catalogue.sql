-- What POST /cart prices besides tickets (spec selling-core §3): value coupons on sale, sold
-- coupon codes that pay part of a cart, and the shipping items added when tickets are sent.
-- The catalogue file does not carry them yet; these are the minimal tables the cart needs.

-- spec selling-core §3 "Coupon": a value coupon that can be bought.
CREATE TABLE coupons (
  id integer PRIMARY KEY CHECK (id > 0),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  value_cents integer NOT NULL CHECK (value_cents >= 0),
  -- A value voucher is a means of payment: no VAT when it is sold (cart-totals.ts).
  vat_pct numeric(5, 2) NOT NULL DEFAULT 0 CHECK (vat_pct >= 0 AND vat_pct <= 100),
  tax_included boolean NOT NULL DEFAULT true,
  shipped_with_merchandise_id integer,
  sort_order integer NOT NULL DEFAULT 0
);

-- spec selling-core §3 "Coupon sale": a sold code with the value left on it.
CREATE TABLE coupon_sales (
  code text PRIMARY KEY,
  value_cents integer NOT NULL CHECK (value_cents >= 0),
  -- What is left; an order debits it when placed and gets it back when its payment fails.
  remaining_cents integer NOT NULL CHECK (remaining_cents >= 0),
  is_valid boolean NOT NULL DEFAULT true,
  valid_until timestamptz,
  CHECK (remaining_cents <= value_cents)
);

-- spec selling-core §3 "Cart totals" shippingItems (title, description, price_cents).
CREATE TABLE shipping_items (
  id integer PRIMARY KEY CHECK (id > 0),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  vat_pct numeric(5, 2) NOT NULL DEFAULT 19 CHECK (vat_pct >= 0 AND vat_pct <= 100),
  tax_included boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
