-- DESIGN §5: state-changing calls a user may repeat accept an Idempotency-Key; a replay
-- answers the first answer. One row per key, method and path: inserted before the first
-- request runs (so a concurrent duplicate finds it and does not run), completed with the
-- answer once it is sent.
CREATE TABLE idempotency_keys (
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  -- sha256 of the parsed query and body: the same key with another request is refused.
  request_hash text NOT NULL,
  -- Null while the first request runs.
  status integer,
  content_type text,
  body text,
  -- When the running request took the key; a key still running a minute later belongs to
  -- a request that will not finish (a crashed instance) and may be taken over.
  locked_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (key, method, path)
)
-- Every row is updated once, right after its insert, with the answer: room left on each
-- page lets that update stay on the page without new index entries (a HOT update).
WITH (fillfactor = 60);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
