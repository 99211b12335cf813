-- Issue 27 item 1: a day is sold only until its house's last entry (@shop/core house-hours.ts).
-- The hold's check reads the opening hours of the ticket's museums with the ticket, as
-- `houses` (one object per museum, { regular, exceptions }), so that a hold for a day that is
-- over, or on which its houses are closed, is refused as the calendar no longer offers it.
CREATE OR REPLACE FUNCTION holdable_ticket(p_ticket_id integer) RETURNS jsonb
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
        WHERE tq.ticket_id = t.id), '[]'),
      'houses', coalesce((
        SELECT jsonb_agg(jsonb_build_object('regular', m.opening_hours -> 'regular',
                                            'exceptions', m.opening_hours -> 'exceptions')
                         ORDER BY m.id)
        FROM ticket_museums x JOIN museums m ON m.id = x.museum_id
        WHERE x.ticket_id = t.id), '[]'))
    FROM tickets t WHERE t.id = p_ticket_id
  );
END
$$;
