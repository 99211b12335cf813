-- Taking a new hold in one round trip (DESIGN §4): the steps of the transaction it replaces
-- on the hot path, in the same order and under the same locks, but inside the server, so a
-- counter row stays locked for a few statements instead of several round trips to the
-- application. A plpgsql function runs each statement on a fresh snapshot (READ
-- COMMITTED), so the statements after the lock see every line committed before it.
--
-- The counters are given as parallel arrays (quota id, day, start time, places), one entry
-- per distinct counter. Answers true when the hold and its lines are written; false when a
-- counter lacked places, and then nothing was taken (all or none).
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
  p_places integer[]
) RETURNS boolean
LANGUAGE plpgsql
-- Plans of the statements below are kept per connection. Left to choose, PostgreSQL plans
-- them anew on every call (it cannot cost the unnest() of a parameter generically) — most
-- of the function's time; the generic plans are the same index lookups.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_keys integer := coalesce(cardinality(p_quota_ids), 0);
  v_short integer;
  v_missing integer;
  v_taken integer;
BEGIN
  -- A hold is a 30-minute claim, not money: its commit need not wait for the WAL flush.
  -- Otherwise every hold on one slot waits for the disk while the counter row stays locked,
  -- one flush after the other. A crash can lose the holds of its last moments but never
  -- break sold + held <= capacity: the WAL is replayed in order, so a lost hold takes every
  -- later change of its counter with it. Orders and payments keep synchronous commits.
  PERFORM set_config('synchronous_commit', 'off', true);

  IF v_keys > 0 THEN
    -- Sold out at this instant? Refused before queueing for the lock. Places seen free
    -- here are taken, or not, under the lock below. Lines expired at p_now no longer
    -- count, released or not.
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
      RETURN false;
    END IF;

    IF v_missing > 0 THEN
      -- Counter rows from their quota's capacity. Existing keys are filtered out first: a
      -- conflicting insert would wait for whoever holds that row's lock.
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

    -- The locks, by quota id, day and start time: PostgreSQL locks rows in the order the
    -- ORDER BY delivers them, so two holds never wait on each other in a cycle.
    PERFORM 1 FROM quota_counters c
    JOIN unnest(p_quota_ids, p_days, p_start_times) AS k(quota_id, day, start_time)
      USING (quota_id, day, start_time)
    ORDER BY c.quota_id, c.day, c.start_time
    FOR UPDATE OF c;

    -- Under the locks, on a snapshot taken after them: if every counter has the places once
    -- its expired lines are given back, release those lines and take the places; if one
    -- lacks them, change nothing (all or none). Only holders of a counter's lock delete its
    -- lines, so the lines summed here are exactly the lines deleted.
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
      RETURN false;
    END IF;
    IF v_taken <> v_keys THEN
      RAISE EXCEPTION 'take_hold: % of % counters changed', v_taken, v_keys;
    END IF;
  END IF;

  WITH h AS (
    INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                       line_count, valid_until, created_at, updated_at)
    VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
            v_keys, p_valid_until, p_now, p_now)
    RETURNING token
  )
  INSERT INTO hold_lines (hold_token, quota_id, day, start_time, quantity, valid_until)
  SELECT h.token, k.quota_id, k.day, k.start_time, k.places, p_valid_until
  FROM h, unnest(p_quota_ids, p_days, p_start_times, p_places) AS k(quota_id, day, start_time, places);
  RETURN true;
END
$$;

-- What the hot path needs of a ticket to check a hold request (the fields of HoldableTicket
-- in src/modules/tickets/repository.ts, as one jsonb object; null for an unknown id). A
-- function so that its plan is kept per connection instead of planned on every hold.
CREATE FUNCTION holdable_ticket(p_ticket_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'id', t.id, 'ticket_type', t.ticket_type, 'free_timing', t.free_timing,
      'bookable', t.bookable, 'booked_out', t.booked_out, 'min_persons', t.min_persons,
      'max_persons', t.max_persons, 'entry_duration', t.entry_duration,
      'first_entry', t.first_entry, 'last_entry', t.last_entry,
      'valid_from', t.valid_from, 'valid_to', t.valid_to, 'is_mantle', t.is_mantle,
      'sub_tickets', coalesce((
        SELECT jsonb_agg(jsonb_build_object('id', (s->>'id')::int,
                                            'min_persons', (s->>'min_persons')::int,
                                            'max_persons', (s->>'max_persons')::int))
        FROM jsonb_array_elements(t.sub_tickets) s), '[]'),
      'quotas', coalesce((
        SELECT jsonb_agg(jsonb_build_object('id', q.id, 'kind', q.kind) ORDER BY q.id)
        FROM ticket_quotas tq JOIN quotas q ON q.id = tq.quota_id
        WHERE tq.ticket_id = t.id), '[]'))
    FROM tickets t WHERE t.id = p_ticket_id
  );
END
$$;
