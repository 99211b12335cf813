-- The waiting list of sold-out event dates (issue 34, Deliver 3): an entry waits for a ticket's
-- time slot (ticket_id) or for an event date (event_date_id), never both. An event date's entry
-- keeps the date's day and start time in the venue's time zone, so the entries of started
-- dates leave as those of started slots do. Its places are set aside in the date's pool only: a
-- seated date's seats stay free in their own pools, but without a place of the date nobody can
-- take them; an offer holds the free seats first in the plan's order (waiting-list/service.ts).
-- A seated date's offer is one hold per seat, all owned by the entry ('waiting:<id>');
-- hold_token names the first of them.
ALTER TABLE waiting_list_entries ALTER COLUMN ticket_id DROP NOT NULL;
ALTER TABLE waiting_list_entries ADD COLUMN event_date_id integer;
ALTER TABLE waiting_list_entries ADD CONSTRAINT waiting_list_one_kind
  CHECK ((ticket_id IS NULL) <> (event_date_id IS NULL));
-- A second sign-up of the same address for the same date is the first one (merged).
CREATE UNIQUE INDEX waiting_list_one_per_address_and_date
  ON waiting_list_entries (event_date_id, email) WHERE event_date_id IS NOT NULL;
-- Every hold of the offer (hold_token is the first): its link claims them all.
ALTER TABLE waiting_list_entries ADD COLUMN hold_tokens text[];
UPDATE waiting_list_entries SET hold_tokens = ARRAY[hold_token] WHERE hold_token IS NOT NULL;
ALTER TABLE waiting_list_entries ADD CONSTRAINT waiting_list_offer_holds
  CHECK ((hold_token IS NULL) = (hold_tokens IS NULL) AND hold_tokens[1] = hold_token);
