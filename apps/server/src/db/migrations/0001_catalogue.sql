-- The catalogue core (spec selling-core §3). Ids come from the venue's catalogue file and
-- stay stable across reloads, so they are plain integers, not generated.
-- Texts shown to visitors are jsonb maps of locale to text: {"de": "…", "en": "…"}; the API
-- answers the text of the requested locale and falls back to German.

CREATE TABLE museums (
  id integer PRIMARY KEY CHECK (id > 0),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  content jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE exhibitions (
  id integer PRIMARY KEY CHECK (id > 0),
  museum_id integer NOT NULL REFERENCES museums (id),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  content jsonb NOT NULL DEFAULT '{}',
  starts_on date,
  ends_on date,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on <= ends_on)
);
CREATE INDEX exhibitions_museum ON exhibitions (museum_id);

CREATE TABLE tickets (
  id integer PRIMARY KEY CHECK (id > 0),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  ticket_type text NOT NULL CHECK (ticket_type IN ('normal', 'time_slot', 'annual')),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  vat_pct numeric(5, 2) NOT NULL DEFAULT 0 CHECK (vat_pct >= 0 AND vat_pct <= 100),
  tax_included boolean NOT NULL DEFAULT true,
  discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
  -- Minutes between slot starts; time-slot tickets offer start times only when above 0.
  entry_duration integer NOT NULL DEFAULT 0 CHECK (entry_duration >= 0),
  -- Minutes after the start of the day (Europe/Berlin).
  first_entry integer CHECK (first_entry BETWEEN 0 AND 1440),
  last_entry integer CHECK (last_entry BETWEEN 0 AND 1440),
  free_timing boolean NOT NULL DEFAULT false,
  bookable boolean NOT NULL DEFAULT true,
  booked_out boolean NOT NULL DEFAULT false,
  min_persons integer NOT NULL DEFAULT 1 CHECK (min_persons >= 0),
  max_persons integer NOT NULL DEFAULT 10 CHECK (max_persons >= 0),
  -- Price in cents keyed by date (normal) or by start time (time_slot).
  dynamic_prices jsonb NOT NULL DEFAULT '{}',
  is_mantle boolean NOT NULL DEFAULT false,
  -- [{ id, title: {locale: text}, description: {…}, min_persons, max_persons }]
  sub_tickets jsonb NOT NULL DEFAULT '[]',
  -- Whether each unit needs attendee data (name, surname) before checkout.
  attendees boolean NOT NULL DEFAULT false,
  shipped_with_merchandise_id integer,
  photo_mandatory text NOT NULL DEFAULT 'none'
    CHECK (photo_mandatory IN ('mandatory', 'optional', 'none')),
  -- Text attributes per locale, including reduction_reason.
  content jsonb NOT NULL DEFAULT '{}',
  -- The ticket's validity; null ends are open.
  valid_from date,
  valid_to date,
  price_target_audience_id integer,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (min_persons <= max_persons),
  CHECK (first_entry IS NULL OR last_entry IS NULL OR first_entry <= last_entry),
  CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
);

CREATE TABLE ticket_museums (
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  museum_id integer NOT NULL REFERENCES museums (id) ON DELETE CASCADE,
  PRIMARY KEY (ticket_id, museum_id)
);
CREATE INDEX ticket_museums_museum ON ticket_museums (museum_id);

CREATE TABLE ticket_exhibitions (
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  exhibition_id integer NOT NULL REFERENCES exhibitions (id) ON DELETE CASCADE,
  PRIMARY KEY (ticket_id, exhibition_id)
);
CREATE INDEX ticket_exhibitions_exhibition ON ticket_exhibitions (exhibition_id);

-- spec selling-core §3 "Ticket group": the defaults are day (order 1) and timeSlot (order 2).
CREATE TABLE ticket_groups (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL UNIQUE,
  title jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  types text[] NOT NULL DEFAULT '{}',
  list_ids integer[] NOT NULL DEFAULT '{}',
  with_content_attributes boolean NOT NULL DEFAULT false,
  icon_class text
);

CREATE TABLE ticket_group_tickets (
  group_id integer NOT NULL REFERENCES ticket_groups (id) ON DELETE CASCADE,
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, ticket_id)
);

-- DESIGN §4: a quota is a pool of places for a day, or for each time slot of a day.
CREATE TABLE quotas (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('day', 'slot')),
  -- Places per day (kind day) or per slot (kind slot); copied into each counter row.
  capacity integer NOT NULL CHECK (capacity >= 0)
);

-- A ticket draws on every quota listed here; several tickets can share a quota.
CREATE TABLE ticket_quotas (
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  quota_id integer NOT NULL REFERENCES quotas (id),
  PRIMARY KEY (ticket_id, quota_id)
);
CREATE INDEX ticket_quotas_quota ON ticket_quotas (quota_id);
