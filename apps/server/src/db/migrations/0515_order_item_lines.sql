-- The cart line each order item was ordered from (its index in POST /orders' items). An event
-- line keeps an order item per seat or admission (the issue "events"), so an item's position
-- no longer follows the cart's lines; the attendee photos, sent per cart line
-- (/orders/{id}/items/{position}/…), find their item by this.
ALTER TABLE order_items ADD COLUMN line integer;
UPDATE order_items SET line = position;
ALTER TABLE order_items ALTER COLUMN line SET NOT NULL;
