-- Holds of a tour's participants and equipment (issue 30, Deliver 4): a hold names a ticket, an
-- event date or a tour (tour-holds.ts writes its tour in the same insert as its row). Its lines
-- are the start time's participants pool and one line per piece of equipment (0530); the
-- booking (participants per price, surcharges, equipment, language, age group, grade) is kept
-- with it, as the cart prices and the order books what was held.
ALTER TABLE holds ADD COLUMN tour_id integer REFERENCES tours (id) ON DELETE SET NULL;
ALTER TABLE holds ADD COLUMN tour_booking jsonb;
