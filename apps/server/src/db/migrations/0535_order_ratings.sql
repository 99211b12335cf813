-- The visitors' ratings of their visits (issue 33, Deliver 1; spec surrounding-areas §7 PUT
-- /orders/{id}/rate): one per order — the primary key makes a second one (two clicks at
-- once) fail instead of being kept twice. The venue reads them through GET /staff/ratings.

CREATE TABLE order_ratings (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);

CREATE INDEX order_ratings_newest ON order_ratings (created_at DESC, order_id DESC);
