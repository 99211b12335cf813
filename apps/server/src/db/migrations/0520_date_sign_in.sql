-- A venue may ask visitors to sign in before they choose seats of one date (the issue
-- "security review", Deliver 3: a sought-after date held by no anonymous visitor), besides the
-- shop-wide setting reservationRequiresLogin (surrounding-areas §6).
ALTER TABLE event_dates ADD COLUMN requires_sign_in boolean NOT NULL DEFAULT false;
