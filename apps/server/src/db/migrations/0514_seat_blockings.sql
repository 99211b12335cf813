-- Holds of event places (the issue "events", Deliver 4; surrounding-areas §4 "Event seats",
-- §7 blockings): a hold is of a ticket, or of an event date — one seat of a seated date (a
-- "blocking": the seat's pool and a place of the date's pool), or places of a general-admission
-- date. Ticket holds keep ticket_id; event holds name their date and, when seated, their seat.
ALTER TABLE holds ALTER COLUMN ticket_id DROP NOT NULL;
ALTER TABLE holds ADD COLUMN event_date_id integer REFERENCES event_dates (id);
ALTER TABLE holds ADD COLUMN seat_id integer REFERENCES seats (id);
-- A hold names a ticket or an event date, never both: take_hold writes ticket holds, and
-- take_event_hold below writes its row's date and seat in the same statement (a CHECK could not
-- wait for that second write, so the two functions are the guarantee).
CREATE INDEX holds_by_event_date ON holds (event_date_id, owner) WHERE event_date_id IS NOT NULL;

-- Who holds (0407's rule, in one place for the event holds): the live session's customer, else
-- the client address.
CREATE FUNCTION hold_owner(p_session_hash text, p_address text, p_now timestamptz)
RETURNS text
LANGUAGE sql STABLE
AS $$
  SELECT coalesce(
    (SELECT 'customer:' || s.customer_id FROM sessions s
     WHERE p_session_hash IS NOT NULL AND s.token_hash = p_session_hash
       AND s.ended_at IS NULL AND s.expires_at > p_now),
    'address:' || p_address)
$$;

-- Taking a hold of event places in one round trip: under the owner's lock (the one take_hold
-- takes, so its cap and this count see the same holds), the places the owner holds on the date
-- plus these may not pass the date's max per registration; then every pool or none, as
-- take_hold. The hold row is written with its date and seat. Answers take_hold's outcomes and
--   'max_per_registration:N'  nothing taken: the owner holds N places of the date already;
--   'own:TOKEN'               nothing taken: the owner holds this seat already (hold TOKEN),
--                             so a double click answers the same blocking, not "taken".
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
  IF p_seat_id IS NOT NULL THEN
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
