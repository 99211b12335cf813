-- Guided tours (issue 30, Deliver 1; surrounding-areas §3 "Tour"). Ids come from the catalogue
-- file. A tour's start time is a day and a wall-clock time; its participants are a pool of the
-- capacity ledger (0500), `tour:<tour id>:<day>:<time>`, and each piece of equipment is a pool
-- at each start time of its tour, `equipment:<equipment id>:<day>:<time>`: a tour is never
-- overbooked, and an audio guide never lent twice at once.

CREATE TABLE tour_categories (
  id integer PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  filtername text NOT NULL,
  sort_order integer NOT NULL,
  -- Checked at commit: a reload may swap two categories' filter names.
  CONSTRAINT tour_categories_filtername UNIQUE (filtername) DEFERRABLE INITIALLY DEFERRED
);

-- The options a tour names by id: the languages it is held in, the age groups and grades it
-- is for.
CREATE TABLE tour_languages (
  id integer PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE tour_age_groups (
  id integer PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE tour_grades (
  id integer PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE tours (
  id integer PRIMARY KEY CHECK (id > 0),
  museum_id integer REFERENCES museums (id),
  category_id integer REFERENCES tour_categories (id),
  title jsonb NOT NULL,
  sub_title jsonb NOT NULL DEFAULT '{}',
  description jsonb NOT NULL DEFAULT '{}',
  picture jsonb,
  bookable boolean NOT NULL,
  featured boolean NOT NULL,
  -- Ids of tour_languages, tour_age_groups and tour_grades (the load checks them).
  language_ids integer[] NOT NULL,
  age_group_ids integer[] NOT NULL,
  grade_ids integer[] NOT NULL,
  -- [{ id, title, price_cents, price_target_audience_id }]
  prices jsonb NOT NULL,
  -- [{ id, title, description, price_cents, optional, group, count_participants }]
  surcharges jsonb NOT NULL,
  -- [{ id, type, title, quantity, max }]
  equipment jsonb NOT NULL,
  vat_pct numeric NOT NULL,
  tax_included boolean NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE tour_exhibitions (
  tour_id integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  exhibition_id integer NOT NULL REFERENCES exhibitions (id) ON DELETE CASCADE,
  PRIMARY KEY (tour_id, exhibition_id)
);

CREATE TABLE tour_start_times (
  tour_id integer NOT NULL REFERENCES tours (id),
  -- The Berlin day and wall-clock start, and the instant they name (computed by the load).
  day date NOT NULL,
  start_time time NOT NULL,
  starts_at timestamptz NOT NULL,
  participants_min integer NOT NULL CHECK (participants_min >= 0),
  participants_max integer NOT NULL CHECK (participants_max > 0),
  bookable boolean NOT NULL,
  PRIMARY KEY (tour_id, day, start_time)
);
CREATE INDEX tour_start_times_by_start ON tour_start_times (starts_at);
