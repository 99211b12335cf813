-- A seat held already is answered again ('own:TOKEN', 0514) only to the session's customer who
-- holds it. Without a session the owner is the client address, which every visitor behind it
-- (a museum's Wi-Fi, a school) shares: answering them the holder's token would let them buy or
-- release another visitor's seat. For them the seat is taken; a double click sends an
-- Idempotency-Key instead (the issue "events", the review of its seat holds).
CREATE OR REPLACE FUNCTION take_event_hold(
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
  p_address text,
  p_cap integer
) RETURNS text
LANGUAGE plpgsql
AS $$
DECLARE
  v_owner text := hold_owner(p_session_hash, p_address, p_now);
  v_held integer;
  v_outcome text;
  v_own text;
BEGIN
  PERFORM pg_advisory_xact_lock(4712, hashtext(v_owner));
  IF p_seat_id IS NOT NULL AND v_owner LIKE 'customer:%' THEN
    SELECT token INTO v_own FROM holds
    WHERE event_date_id = p_event_date_id AND seat_id = p_seat_id AND owner = v_owner
      AND valid_until > p_now AND hold_complete(token, line_count)
    LIMIT 1;
    IF v_own IS NOT NULL THEN
      RETURN 'own:' || v_own;
    END IF;
  END IF;
  SELECT coalesce(sum(quantity), 0) INTO v_held FROM holds
  WHERE event_date_id = p_event_date_id AND owner = v_owner AND valid_until > p_now;
  IF v_held + p_quantity > p_max_per_registration THEN
    RETURN 'max_per_registration:' || v_held;
  END IF;
  v_outcome := take_hold(p_token, NULL, NULL, NULL, p_quantity, '{}', p_valid_until, p_now,
                         p_pools, p_places, p_session_hash, p_address, p_cap);
  IF v_outcome = 'taken' THEN
    UPDATE holds SET event_date_id = p_event_date_id, seat_id = p_seat_id WHERE token = p_token;
  END IF;
  RETURN v_outcome;
END
$$;
