-- Every visitor owns their holds, and an address has a cap of its own (the issue "security
-- review", finding 3). Until now a hold without a session belonged to its client address:
-- everyone behind one address (a school, an office, a museum's Wi-Fi) shared one cap, while
-- an attacker with 20 guest sessions had 20 caps. Now:
--  - the owner is the session's customer, else the visitor of the signed visitor cookie the
--    server hands out on a first hold (src/modules/auth/visitor.ts; new ones are rate-limited
--    per address), else (a client that keeps no cookies) the address as before;
--  - each hold records the address it was taken from (an IPv6 client by its /64,
--    src/http/client-address.ts), and all holds of one address together may hold at most
--    p_address_cap places at once (HOLD_PLACES_PER_ADDRESS; unset: at least 64, a school class
--    of 32 with two places each, and three times the visitor's cap), under a lock of the
--    address taken before the owner's, and both before any pool row, by every taker in that
--    order (take_holds takes all of its addresses and owners first, each kind sorted; a
--    change of a hold takes them after its hold row and before its pools);
--  - on an event date, the holds of one address hold at most p_max_per_address places of the
--    date (HOLD_REGISTRATIONS_PER_ADDRESS times its places per registration), as one visitor
--    holds at most the places per registration.
ALTER TABLE holds ADD COLUMN address text;
-- The live places of one address come from this index; holds without places are left out.
CREATE INDEX holds_address_live ON holds (address, valid_until) INCLUDE (places)
  WHERE places > 0 AND address IS NOT NULL;

DROP FUNCTION take_holds(text[], integer[], date[], time[], integer[], jsonb[], timestamptz[],
                         timestamptz[], text[], integer[], text[], text[], integer[]);
DROP FUNCTION take_event_hold(text, integer, integer, integer, integer, timestamptz,
                              timestamptz, text[], integer[], text, text, integer);
DROP FUNCTION take_hold(text, integer, date, time, integer, jsonb, timestamptz, timestamptz,
                        text[], integer[], text, text, integer);
DROP FUNCTION hold_owner(text, text, timestamptz);

-- Who holds: the live session's customer, else the visitor, else the client address.
CREATE FUNCTION hold_owner(p_session_hash text, p_visitor text, p_address text,
                           p_now timestamptz)
RETURNS text
LANGUAGE sql STABLE
AS $$
  SELECT coalesce(
    (SELECT 'customer:' || s.customer_id FROM sessions s
     WHERE p_session_hash IS NOT NULL AND s.token_hash = p_session_hash
       AND s.ended_at IS NULL AND s.expires_at > p_now),
    'visitor:' || p_visitor,
    'address:' || p_address)
$$;

-- The cap of an address when the server sets none (see above).
CREATE FUNCTION default_address_cap(p_owner_cap integer) RETURNS integer
LANGUAGE sql IMMUTABLE
AS 'SELECT greatest(64, 3 * p_owner_cap)';

-- 0500's take_hold with the visitor and the address cap. Answers its outcomes and
--   'address_cap'    nothing taken: the holds of the client's address would hold more than
--                    p_address_cap places.
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
  p_visitor text,
  p_address text,
  p_cap integer,
  p_address_cap integer
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
  v_address_cap integer;
  v_held integer;
  v_found integer;
  v_short integer;
  v_left integer;
  v_taken integer;
BEGIN
  -- 0300: a hold need not wait for the WAL flush.
  PERFORM set_config('synchronous_commit', 'off', true);
  -- Statements of its own, not a call of hold_owner: plpgsql keeps the plans of its
  -- statements, while a SQL function called from it is planned on every call.
  SELECT 'customer:' || s.customer_id INTO v_owner FROM sessions s
  WHERE p_session_hash IS NOT NULL AND s.token_hash = p_session_hash
    AND s.ended_at IS NULL AND s.expires_at > p_now;
  v_owner := coalesce(v_owner, 'visitor:' || p_visitor, 'address:' || p_address);

  IF v_places > 0 THEN
    v_cap := p_cap;
    IF v_cap IS NULL THEN
      SELECT (settings->>'maxItemsPerList')::integer * 2 INTO v_cap FROM shop_settings WHERE id;
      v_cap := coalesce(v_cap, 20);
    END IF;
    v_address_cap := coalesce(p_address_cap, default_address_cap(v_cap));
    -- The address first, then the owner (take_event_hold and holder_has_room alike).
    PERFORM pg_advisory_xact_lock(4713, hashtext(p_address));
    SELECT coalesce(sum(h.places), 0) INTO v_held FROM (
      SELECT places FROM holds
      WHERE address = p_address AND places > 0 AND valid_until > p_now
      LIMIT v_address_cap
    ) h;
    IF v_held + v_places > v_address_cap THEN
      RETURN 'address_cap';
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

  IF v_keys = 1 THEN
    UPDATE capacity_pools c SET held = c.held + p_places[1]
    WHERE c.key = p_pools[1] AND pool_free(c.capacity, c.sold, c.held, 0) >= p_places[1];
    IF FOUND THEN
      INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                         line_count, valid_until, created_at, updated_at, owner, places, address)
      VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
              1, p_valid_until, p_now, p_now, v_owner, v_places, p_address);
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
                       line_count, valid_until, created_at, updated_at, owner, places, address)
    VALUES (p_token, p_ticket_id, p_day, p_start_time, p_quantity, p_sub_ticket_quantities,
            v_keys, p_valid_until, p_now, p_now, v_owner, v_places, p_address)
    RETURNING token
  )
  INSERT INTO hold_lines (hold_token, pool, quantity, valid_until)
  SELECT h.token, k.pool, k.places, p_valid_until
  FROM h, unnest(p_pools, p_places) AS k(pool, places);
  RETURN 'taken';
END
$$;

-- 0501's batch, with the visitors and the address caps. The addresses' and then the owners'
-- locks are taken first, each kind in sorted order, so two batches, or a batch and a single
-- hold, never wait on each other in a cycle (a batch's holds share one pool row).
CREATE FUNCTION take_holds(
  p_tokens text[],
  p_ticket_ids integer[],
  p_days date[],
  p_start_times time[],
  p_quantities integer[],
  p_sub_ticket_quantities jsonb[],
  p_valid_until timestamptz[],
  p_now timestamptz[],
  p_pools text[],
  p_places integer[],
  p_session_hashes text[],
  p_visitors text[],
  p_addresses text[],
  p_caps integer[],
  p_address_caps integer[]
) RETURNS text[]
LANGUAGE plpgsql
AS $$
DECLARE
  v_outcomes text[] := '{}';
  v_key text;
BEGIN
  FOR v_key IN SELECT DISTINCT a FROM unnest(p_addresses) AS a ORDER BY a LOOP
    PERFORM pg_advisory_xact_lock(4713, hashtext(v_key));
  END LOOP;
  FOR v_key IN
    SELECT DISTINCT hold_owner(p_session_hashes[i], p_visitors[i], p_addresses[i], p_now[i])
    FROM generate_subscripts(p_tokens, 1) AS i ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(4712, hashtext(v_key));
  END LOOP;
  FOR i IN 1 .. coalesce(cardinality(p_tokens), 0) LOOP
    v_outcomes := v_outcomes || take_hold(
      p_tokens[i], p_ticket_ids[i], p_days[i], p_start_times[i], p_quantities[i],
      p_sub_ticket_quantities[i], p_valid_until[i], p_now[i], ARRAY[p_pools[i]],
      ARRAY[p_places[i]], p_session_hashes[i], p_visitors[i], p_addresses[i], p_caps[i],
      p_address_caps[i]);
  END LOOP;
  RETURN v_outcomes;
END
$$;

-- 0516's take_event_hold with the visitor and the address caps (the date's and the shop's):
-- the address's lock before the owner's, as take_hold takes them. A seat held already is answered again to its owner when
-- that owner is a person (a customer or a visitor), never to an address.
CREATE FUNCTION take_event_hold(
  p_token text,
  p_event_date_id integer,
  p_seat_id integer,
  p_quantity integer,
  p_max_per_registration integer,
  p_valid_until timestamptz,
  p_now timestamptz,
  p_pools text[],
  p_places integer[],
  p_session_hash text,
  p_visitor text,
  p_address text,
  p_cap integer,
  p_address_cap integer,
  p_max_per_address integer
) RETURNS text
LANGUAGE plpgsql
AS $$
DECLARE
  v_owner text := hold_owner(p_session_hash, p_visitor, p_address, p_now);
  v_held integer;
  v_outcome text;
  v_own text;
BEGIN
  PERFORM pg_advisory_xact_lock(4713, hashtext(p_address));
  PERFORM pg_advisory_xact_lock(4712, hashtext(v_owner));
  IF p_seat_id IS NOT NULL AND v_owner NOT LIKE 'address:%' THEN
    SELECT token INTO v_own FROM holds
    WHERE event_date_id = p_event_date_id AND seat_id = p_seat_id AND owner = v_owner
      AND valid_until > p_now AND hold_complete(token, line_count)
    LIMIT 1;
    IF v_own IS NOT NULL THEN
      RETURN 'own:' || v_own;
    END IF;
  END IF;
  SELECT coalesce(sum(quantity), 0) INTO v_held FROM holds
  WHERE event_date_id = p_event_date_id AND address = p_address AND valid_until > p_now;
  IF v_held + p_quantity > p_max_per_address THEN
    RETURN 'address_cap';
  END IF;
  SELECT coalesce(sum(quantity), 0) INTO v_held FROM holds
  WHERE event_date_id = p_event_date_id AND owner = v_owner AND valid_until > p_now;
  IF v_held + p_quantity > p_max_per_registration THEN
    RETURN 'max_per_registration:' || v_held;
  END IF;
  v_outcome := take_hold(p_token, NULL, NULL, NULL, p_quantity, '{}', p_valid_until, p_now,
                         p_pools, p_places, p_session_hash, p_visitor, p_address, p_cap,
                         p_address_cap);
  IF v_outcome = 'taken' THEN
    UPDATE holds SET event_date_id = p_event_date_id, seat_id = p_seat_id WHERE token = p_token;
  END IF;
  RETURN v_outcome;
END
$$;
