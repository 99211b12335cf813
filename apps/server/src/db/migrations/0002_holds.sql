-- Capacity (DESIGN §4). One counter row per quota and day, and for slot quotas per start
-- time: the unit of locking, so sales of different slots never wait for each other.
-- Day quotas use the start time 00:00, which keeps the key free of NULLs; a quota is either
-- a day or a slot quota, so its keys never mix the two meanings.
CREATE TABLE quota_counters (
  quota_id integer NOT NULL REFERENCES quotas (id),
  day date NOT NULL,
  start_time time NOT NULL,
  capacity integer NOT NULL,
  sold integer NOT NULL DEFAULT 0,
  -- Sum of the quantities of this counter's hold lines, expired ones included until they
  -- are released (lazily by the next taking transaction, or by the sweeper).
  held integer NOT NULL DEFAULT 0,
  PRIMARY KEY (quota_id, day, start_time),
  CONSTRAINT quota_counters_within_capacity
    CHECK (sold >= 0 AND held >= 0 AND sold + held <= capacity)
);

-- A hold (spec: reservation with token and valid_until).
CREATE TABLE holds (
  token text PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets (id),
  -- Null for tickets without a date (free timing, annual).
  day date,
  -- Null unless the ticket is a time-slot ticket.
  start_time time,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- Mantle tickets: sub ticket id → quantity per mantle unit.
  sub_ticket_quantities jsonb NOT NULL DEFAULT '{}',
  -- How many lines the hold was written with: a hold missing one had a line released as
  -- expired, and so has expired, whatever its own clock says.
  line_count integer NOT NULL DEFAULT 0,
  valid_until timestamptz NOT NULL,
  -- The session or customer that made the hold, once sessions exist.
  owner text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX holds_valid_until ON holds (valid_until);

-- The places one hold takes from one counter; all lines of a hold are taken together.
CREATE TABLE hold_lines (
  hold_token text NOT NULL REFERENCES holds (token) ON DELETE CASCADE,
  quota_id integer NOT NULL,
  day date NOT NULL,
  start_time time NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- A copy of holds.valid_until, so the expired lines of a counter come from one index.
  valid_until timestamptz NOT NULL,
  PRIMARY KEY (hold_token, quota_id),
  FOREIGN KEY (quota_id, day, start_time) REFERENCES quota_counters (quota_id, day, start_time)
);
CREATE INDEX hold_lines_counter_expiry
  ON hold_lines (quota_id, day, start_time, valid_until) INCLUDE (quantity);
CREATE INDEX hold_lines_expiry ON hold_lines (valid_until);
