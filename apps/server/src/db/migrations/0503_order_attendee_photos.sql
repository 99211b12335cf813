-- The photo of an attendee of an order's ticket line (spec selling-core §5; the issue "annual
-- tickets", Deliver 2): picked at /tickets/personalization, uploaded by the checkout once the
-- order is placed, re-encoded without metadata (modules/annual/photos.ts) and kept in the
-- database with the order, never in a folder the web server serves.
CREATE TABLE order_attendee_photos (
  order_item_id integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  -- 0-based: the attendee's place among the line's attendees.
  attendee integer NOT NULL CHECK (attendee >= 0),
  jpeg bytea NOT NULL,
  preview bytea NOT NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (order_item_id, attendee)
);
