-- spec selling-core §4 shipping: the postage an order was charged, as it was charged, so the
-- order answers its rows even after the catalogue's shipping items change:
-- [{"title": {"de": "…", "en": "…"}, "price_cents": 390}], the title per locale as the
-- catalogue keeps it (answered in the asked locale), the price with VAT. Empty when nothing
-- was shipped, and for orders placed before.
ALTER TABLE orders ADD COLUMN shipping_items jsonb NOT NULL DEFAULT '[]';
