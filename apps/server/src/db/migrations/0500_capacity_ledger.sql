-- The capacity ledger (DESIGN §4, src/modules/capacity): every thing that can run out is a
-- pool, keyed by what it counts. quota_counters becomes capacity_pools; hold lines and the
-- lines an order was placed with name their pool by its key.
--
-- A pool's key (src/modules/capacity/pool.ts, poolKey) is its kind, the id of what it counts
-- and, for things counted per day or per start time, the day and start time:
--   quota:12:2026-11-25:00:00   a day quota on a day (day quotas use the start time 00:00)
--   quota:13:2026-11-25:10:30   a slot quota at one start time
--   event_date:7                an event date's places
--   seat:41                     one numbered seat of an event date (a pool of one)
--   tour:3:2026-11-25:14:00     a tour start time's participants
--   equipment:5:2026-11-25:14:00  a piece of tour equipment at a start time
--   stock:9                     a merchandise item's stock
-- Keys sort in the C collation: the one lock order of every transaction that takes pools.
-- kind, ref, day and start_time repeat the key's parts for reads by range (calendars).

CREATE TABLE capacity_pools (
  key text COLLATE "C" PRIMARY KEY,
  kind text NOT NULL
    CHECK (kind IN ('quota', 'event_date', 'seat', 'tour', 'equipment', 'stock')),
  ref integer NOT NULL,
  day date,
  start_time time,
  capacity integer NOT NULL,
  sold integer NOT NULL DEFAULT 0,
  -- Sum of the places of this pool's hold lines, expired ones included until they are
  -- released (lazily by the next transaction taking places here, or by the sweeper).
  held integer NOT NULL DEFAULT 0,
  -- Places the catalogue file says were sold elsewhere (quotas only; part of `sold`).
  presold integer NOT NULL DEFAULT 0,
  CONSTRAINT capacity_pools_within_capacity
    CHECK (sold >= 0 AND held >= 0 AND presold >= 0 AND sold + held <= capacity)
);
CREATE INDEX capacity_pools_by_ref ON capacity_pools (kind, ref, day, start_time);

-- The one definition of free places: capacity − sold − held, where `expired` is the places of
-- the pool's hold lines that expired but were not released yet (they no longer count).
-- Inlined by the planner wherever it is called.
CREATE FUNCTION pool_free(p_capacity integer, p_sold integer, p_held integer, p_expired integer)
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS 'SELECT p_capacity - p_sold - p_held + p_expired';

-- The capacity a pool starts with when the first hold asks for it: a quota's pools copy the
-- quota's capacity (days with an override are created by the catalogue load). Other kinds are
-- defined by their module before they are sold (null here: a pool nobody defined has no
-- places).
CREATE FUNCTION pool_default_capacity(p_kind text, p_ref integer) RETURNS integer
LANGUAGE sql STABLE
AS $$
  SELECT CASE p_kind WHEN 'quota' THEN (SELECT capacity FROM quotas WHERE id = p_ref) END
$$;

INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold, held, presold)
SELECT 'quota:' || quota_id || ':' || to_char(day, 'YYYY-MM-DD') || ':'
         || to_char(start_time, 'HH24:MI'),
       'quota', quota_id, day, start_time, capacity, sold, held, presold
FROM quota_counters;

ALTER TABLE hold_lines ADD COLUMN pool text COLLATE "C";
UPDATE hold_lines SET pool = 'quota:' || quota_id || ':' || to_char(day, 'YYYY-MM-DD') || ':'
                             || to_char(start_time, 'HH24:MI');
ALTER TABLE hold_lines DROP CONSTRAINT hold_lines_pkey;
DROP INDEX hold_lines_counter_expiry;
ALTER TABLE hold_lines DROP COLUMN quota_id, DROP COLUMN day, DROP COLUMN start_time;
ALTER TABLE hold_lines ALTER COLUMN pool SET NOT NULL;
ALTER TABLE hold_lines ADD PRIMARY KEY (hold_token, pool);
ALTER TABLE hold_lines ADD FOREIGN KEY (pool) REFERENCES capacity_pools (key);
CREATE INDEX hold_lines_pool_expiry ON hold_lines (pool, valid_until) INCLUDE (quantity);

ALTER TABLE order_hold_lines ADD COLUMN pool text COLLATE "C";
UPDATE order_hold_lines SET pool = 'quota:' || quota_id || ':' || to_char(day, 'YYYY-MM-DD')
                                   || ':' || to_char(start_time, 'HH24:MI');
ALTER TABLE order_hold_lines DROP CONSTRAINT order_hold_lines_pkey;
ALTER TABLE order_hold_lines DROP COLUMN quota_id, DROP COLUMN day, DROP COLUMN start_time;
ALTER TABLE order_hold_lines ALTER COLUMN pool SET NOT NULL;
ALTER TABLE order_hold_lines ADD PRIMARY KEY (order_id, hold_token, pool);

DROP TABLE quota_counters;

-- Whether a hold still has all its lines: one released as expired (by any request's clock)
-- means the hold expired. The ledger's, so that readers of holds need not read its lines.
CREATE FUNCTION hold_complete(p_token text, p_line_count integer) RETURNS boolean
LANGUAGE sql STABLE
AS $$
  SELECT (SELECT count(*) FROM hold_lines l WHERE l.hold_token = p_token) >= p_line_count
$$;

DROP FUNCTION take_hold(text, integer, date, time, integer, jsonb, timestamptz, timestamptz,
                        integer[], date[], time[], integer[], text, text, integer);

-- Taking a new hold in one round trip (0300, 0407): the owner's cap, then every pool of the
-- hold or none. Pools are given as parallel arrays (key, places), one entry per distinct pool,
-- in key order. Answers
--   'taken'          the hold and its lines are written;
--   'client_cap'     nothing taken: the owner would hold more than p_cap places;
--   'missing'        nothing taken: a pool has no row yet (the ledger creates it and asks
--                    again: creating needs the pool's kind, which only the caller knows);
--   'sold_out:N'     nothing taken: a pool lacked places; N is the fewest places left in
--                    any of the hold's pools (what a visitor could still take).
CREATE FUNCTION take_hold(
  p_token text,
  p_ticket_id integer,
  p_day date,
  p_start_time time,
  p_quantity integer,
  p_sub_ticket_quantities jsonb,
  p_valid_until timestamptz,
  p_now timestamptz,
  p_pools text[],
  p_places integer[],
  p_session_hash text,
  p_address text,
  p_cap integer
) RETURNS text
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_keys integer := coalesce(cardinality(p_pools), 0);
  -- What the hold counts against its owner's cap: the most it takes from one pool.
  v_places integer := coalesce((SELECT max(p) FROM unnest(p_places) AS p), 0);
  v_owner text;
  v_cap integer;
  v_held integer;
  v_found integer;
  v_short integer;
  v_left integer;
  v_taken integer;
BEGIN
  -- 0300: a hold need not wait for the WAL flush.
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT 'customer:' || s.customer_id INTO v_owner FROM sessions s
  WHERE p_session_hash IS NOT NULL AND s.token_hash = p_session_hash
    AND s.ended_at IS NULL AND s.expires_at > p_now;
  v_owner := coalesce(v_owner, 'address:' || p_address);

  IF v_places > 0 THEN
    v_cap := p_cap;
    IF v_cap IS NULL THEN
      SELECT (settings->>'maxItemsPerList')::integer * 2 INTO v_cap FROM shop_settings WHERE id;
      v_cap := coalesce(v_cap, 20);
    END IF;
    PERFORM pg_advisory_xact_lock(4712, hashtext(v_owner));
    SELECT coalesce(sum(h.places), 0) INTO v_held FROM (
      SELECT places FROM holds
      WHERE owner = v_owner AND places > 0 AND valid_until > p_now
      LIMIT v_cap
    ) h;
    IF v_held + v_places > v_cap THEN
      RETURN 'client_cap';
    END IF;
  END IF;

  -- One pool (the common case): a single conditional UPDATE takes the places if they are
  -- free while the pool's expired lines still count as held. Otherwise the full path below
  -- releases expired lines and decides.
  IF v_keys = 1 THEN
    UPDATE capacity_pools c SET held = c.held + p_places[1]
    WHERE c.key = p_pools[1] AND pool_free(c.capacity, c.sold, c.held, 0) >= p_places[1];
    IF FOUND THEN
      INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                         line_count, valid_until, created_at, updated_at, owner, places)
      VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
              1, p_valid_until, p_now, p_now, v_owner, v_places);
      INSERT INTO hold_lines (hold_token, pool, quantity, valid_until)
      VALUES (p_token, p_pools[1], p_places[1], p_valid_until);
      RETURN 'taken';
    END IF;
  END IF;

  IF v_keys > 0 THEN
    -- Locked in key order (C collation): two transactions never wait on each other in a cycle.
    PERFORM 1 FROM capacity_pools c WHERE c.key = ANY(p_pools) ORDER BY c.key FOR UPDATE;
    GET DIAGNOSTICS v_found = ROW_COUNT;
    IF v_found < v_keys THEN
      RETURN 'missing';
    END IF;

    WITH k AS (
      SELECT k.pool, k.places, (SELECT coalesce(sum(l.quantity), 0)::integer FROM hold_lines l
                                WHERE l.pool = k.pool AND l.valid_until <= p_now) AS expired
      FROM unnest(p_pools, p_places) AS k(pool, places)
    )
    SELECT count(*) FILTER (WHERE pool_free(c.capacity, c.sold, c.held, k.expired) < k.places),
           min(greatest(pool_free(c.capacity, c.sold, c.held, k.expired), 0))
    INTO v_short, v_left
    FROM k JOIN capacity_pools c ON c.key = k.pool;
    IF v_short > 0 THEN
      RETURN 'sold_out:' || v_left;
    END IF;

    WITH k AS (
      SELECT k.pool, k.places, (SELECT coalesce(sum(l.quantity), 0)::integer FROM hold_lines l
                                WHERE l.pool = k.pool AND l.valid_until <= p_now) AS expired
      FROM unnest(p_pools, p_places) AS k(pool, places)
    ), released AS (
      DELETE FROM hold_lines l USING k
      WHERE l.pool = k.pool AND l.valid_until <= p_now
    )
    UPDATE capacity_pools c SET held = c.held - k.expired + k.places
    FROM k WHERE c.key = k.pool;
    GET DIAGNOSTICS v_taken = ROW_COUNT;
    IF v_taken <> v_keys THEN
      RAISE EXCEPTION 'take_hold: % of % pools changed', v_taken, v_keys;
    END IF;
  END IF;

  WITH h AS (
    INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                       line_count, valid_until, created_at, updated_at, owner, places)
    VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
            v_keys, p_valid_until, p_now, p_now, v_owner, v_places)
    RETURNING token
  )
  INSERT INTO hold_lines (hold_token, pool, quantity, valid_until)
  SELECT h.token, k.pool, k.places, p_valid_until
  FROM h, unnest(p_pools, p_places) AS k(pool, places);
  RETURN 'taken';
END
$$;
