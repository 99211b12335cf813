-- The venue's static pages (the issue "venue's pages", Deliver 3; surrounding-areas §2
-- "Static pages", /page/{id}): title and HTML text per locale, sanitised when the catalogue is
-- loaded. Replaced as a whole at each catalogue load.
CREATE TABLE pages (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$'),
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  sort_order integer NOT NULL
);
