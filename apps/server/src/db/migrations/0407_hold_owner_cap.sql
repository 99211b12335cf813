-- Fair holds (DESIGN §4: one client cannot hold more than a capped number of places at
-- once) and a cheaper hot path.
--
-- A hold now records who took it (`owner`: the signed-in customer, else the client
-- address) and how many places it takes (`places`: its quantity times the
-- places per unit, 0 for tickets without a day, which draw on no counter). take_hold refuses
-- a hold that would bring its owner's live places above the cap.

ALTER TABLE holds ADD COLUMN places integer NOT NULL DEFAULT 0 CHECK (places >= 0);
-- The live places of one owner come from this index; holds without places are left out.
CREATE INDEX holds_owner_live ON holds (owner, valid_until) INCLUDE (places) WHERE places > 0;

-- Who a hold belongs to (take_hold): the customer of a live session (its cookie's sha256),
-- else the client address. Keyed by customer, not session, so a new session does not reset
-- the count.

-- The shop's cap when the server sets none: twice its maximum items per list (the most one
-- list lets a visitor choose), 20 when the shop has no settings yet.
CREATE FUNCTION default_owner_cap() RETURNS integer
LANGUAGE sql STABLE
AS $$
  SELECT coalesce(
    (SELECT (settings->>'maxItemsPerList')::integer * 2 FROM shop_settings WHERE id), 20)
$$;

DROP FUNCTION take_hold(text, integer, date, time, integer, jsonb, timestamptz, timestamptz,
                        integer[], date[], time[], integer[]);

-- Answers 'taken', 'sold_out' (nothing taken: a counter lacked places) or 'client_cap'
-- (nothing taken: the owner would hold more than p_cap places). p_cap null: the shop's
-- default (as default_owner_cap). The steps of 0300 follow unchanged after two new ones:
--  1. the owner's live places, under a transaction lock per owner, so concurrent holds of
--     one client cannot all pass the check before one of them is written;
--  2. one counter (the common case): a single conditional UPDATE takes the places if they
--     are free while the counter's expired lines still count as held. It locks the row, and
--     taking free places is always safe; when they are not free (or the row is missing) the
--     full path below releases expired lines and decides.
CREATE FUNCTION take_hold(
  p_token text,
  p_ticket_id integer,
  p_day date,
  p_start_time time,
  p_quantity integer,
  p_sub_ticket_quantities jsonb,
  p_valid_until timestamptz,
  p_now timestamptz,
  p_quota_ids integer[],
  p_days date[],
  p_start_times time[],
  p_places integer[],
  p_session_hash text,
  p_address text,
  p_cap integer
) RETURNS text
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_keys integer := coalesce(cardinality(p_quota_ids), 0);
  -- Every line of a hold takes the same places (quantity × places per unit).
  v_places integer := coalesce(p_places[1], 0);
  v_owner text;
  v_cap integer;
  v_held integer;
  v_short integer;
  v_missing integer;
  v_taken integer;
BEGIN
  -- 0300: a hold need not wait for the WAL flush.
  PERFORM set_config('synchronous_commit', 'off', true);
  -- Statements of its own, not calls of SQL functions (default_owner_cap): plpgsql keeps the
  -- plans of its statements, while a SQL function called from it is planned on every call.
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
    -- Two-key advisory locks: a key space apart from the one-key migration lock.
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

  IF v_keys = 1 THEN
    UPDATE quota_counters c SET held = c.held + v_places
    WHERE c.quota_id = p_quota_ids[1] AND c.day = p_days[1] AND c.start_time = p_start_times[1]
      AND c.capacity - c.sold - c.held >= v_places;
    IF FOUND THEN
      INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                         line_count, valid_until, created_at, updated_at, owner, places)
      VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
              1, p_valid_until, p_now, p_now, v_owner, v_places);
      INSERT INTO hold_lines (hold_token, quota_id, day, start_time, quantity, valid_until)
      VALUES (p_token, p_quota_ids[1], p_days[1], p_start_times[1], v_places, p_valid_until);
      RETURN 'taken';
    END IF;
  END IF;

  IF v_keys > 0 THEN
    SELECT count(*) FILTER (WHERE coalesce(c.capacity, q.capacity) - coalesce(c.sold, 0)
                                  - coalesce(c.held, 0) + k.expired < k.places),
           count(*) FILTER (WHERE c.quota_id IS NULL)
    INTO v_short, v_missing
    FROM (
      SELECT k.*, (SELECT coalesce(sum(l.quantity), 0)::integer FROM hold_lines l
                  WHERE l.quota_id = k.quota_id AND l.day = k.day AND l.start_time = k.start_time
                    AND l.valid_until <= p_now) AS expired
      FROM unnest(p_quota_ids, p_days, p_start_times, p_places) AS k(quota_id, day, start_time, places)
    ) k
    JOIN quotas q ON q.id = k.quota_id
    LEFT JOIN quota_counters c USING (quota_id, day, start_time);
    IF v_short > 0 THEN
      RETURN 'sold_out';
    END IF;

    IF v_missing > 0 THEN
      INSERT INTO quota_counters (quota_id, day, start_time, capacity)
      SELECT k.quota_id, k.day, k.start_time, q.capacity
      FROM unnest(p_quota_ids, p_days, p_start_times) AS k(quota_id, day, start_time)
      JOIN quotas q ON q.id = k.quota_id
      WHERE NOT EXISTS (SELECT 1 FROM quota_counters c
                        WHERE c.quota_id = k.quota_id AND c.day = k.day
                          AND c.start_time = k.start_time)
      ORDER BY k.quota_id, k.day, k.start_time
      ON CONFLICT DO NOTHING;
    END IF;

    PERFORM 1 FROM quota_counters c
    JOIN unnest(p_quota_ids, p_days, p_start_times) AS k(quota_id, day, start_time)
      USING (quota_id, day, start_time)
    ORDER BY c.quota_id, c.day, c.start_time
    FOR UPDATE OF c;

    WITH k AS (
      SELECT k.*, (SELECT coalesce(sum(l.quantity), 0)::integer FROM hold_lines l
                    WHERE l.quota_id = k.quota_id AND l.day = k.day AND l.start_time = k.start_time
                      AND l.valid_until <= p_now) AS expired
      FROM unnest(p_quota_ids, p_days, p_start_times, p_places) AS k(quota_id, day, start_time, places)
    ), enough AS (
      SELECT count(*) = v_keys AND bool_and(c.capacity - c.sold - c.held + k.expired >= k.places) AS ok
      FROM k JOIN quota_counters c USING (quota_id, day, start_time)
    ), released AS (
      DELETE FROM hold_lines l USING k
      WHERE l.quota_id = k.quota_id AND l.day = k.day AND l.start_time = k.start_time
        AND l.valid_until <= p_now AND (SELECT ok FROM enough)
    )
    UPDATE quota_counters c SET held = c.held - k.expired + k.places
    FROM k
    WHERE c.quota_id = k.quota_id AND c.day = k.day AND c.start_time = k.start_time
      AND (SELECT ok FROM enough);
    GET DIAGNOSTICS v_taken = ROW_COUNT;
    IF v_taken = 0 THEN
      RETURN 'sold_out';
    END IF;
    IF v_taken <> v_keys THEN
      RAISE EXCEPTION 'take_hold: % of % counters changed', v_taken, v_keys;
    END IF;
  END IF;

  WITH h AS (
    INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                       line_count, valid_until, created_at, updated_at, owner, places)
    VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
            v_keys, p_valid_until, p_now, p_now, v_owner, v_places)
    RETURNING token
  )
  INSERT INTO hold_lines (hold_token, quota_id, day, start_time, quantity, valid_until)
  SELECT h.token, k.quota_id, k.day, k.start_time, k.places, p_valid_until
  FROM h, unnest(p_quota_ids, p_days, p_start_times, p_places) AS k(quota_id, day, start_time, places);
  RETURN 'taken';
END
$$;
