-- Several new holds in one round trip and one transaction (the issue "speed", Deliver 5):
-- while a take on a pool is in flight, the server queues the next new holds on that pool and
-- sends them together when it answers (src/modules/capacity/take-batches.ts), so a rush on one
-- slot commits many holds per transaction instead of one. Each element is taken exactly as
-- take_hold takes it alone (0500), one after the other in the order given, each seeing the
-- ones before: its owner's cap, its pool's places, its row and line. Only holds on a single
-- pool come here (their pool and places are scalars). Answers take_hold's outcome per
-- element, in order. Any error fails them all (nothing is kept) and the caller takes each on
-- its own.
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
  p_addresses text[],
  p_caps integer[]
) RETURNS text[]
LANGUAGE plpgsql
AS $$
DECLARE
  v_outcomes text[] := '{}';
BEGIN
  FOR i IN 1 .. coalesce(cardinality(p_tokens), 0) LOOP
    v_outcomes := v_outcomes || take_hold(
      p_tokens[i], p_ticket_ids[i], p_days[i], p_start_times[i], p_quantities[i],
      p_sub_ticket_quantities[i], p_valid_until[i], p_now[i], ARRAY[p_pools[i]],
      ARRAY[p_places[i]], p_session_hashes[i], p_addresses[i], p_caps[i]);
  END LOOP;
  RETURN v_outcomes;
END
$$;
