-- Ticket coupons (the issue "venue's pages", Deliver 8; surrounding-areas §2 "Value coupons",
-- §3 "Ticket coupon"): a coupon may be a voucher for admissions of one ticket, with a number
-- of such vouchers on sale. No foreign key to tickets: a catalogue load checks the reference
-- (CATALOGUE.md) and replaces both lists together.
ALTER TABLE coupons ADD COLUMN ticket_id integer CHECK (ticket_id > 0);
-- How many vouchers are on sale; null: no limit.
ALTER TABLE coupons ADD COLUMN stock integer CHECK (stock >= 0);

-- The ticket a sold voucher pays for (copied from its coupon when the code is issued, so a
-- later catalogue never changes what a sold code is worth); null for a value coupon's code.
ALTER TABLE coupon_sales ADD COLUMN voucher_ticket_id integer CHECK (voucher_ticket_id > 0);

-- The vouchers taken of a ticket coupon are counted from its order lines (coupons/service.ts).
CREATE INDEX order_items_coupon ON order_items (product_id) WHERE type = 'coupon';
