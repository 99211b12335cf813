-- VIP access codes (spec surrounding-areas §2 "VIP", §6; the issue "accounts", Deliver 4):
-- defined in the catalogue, each for a price target audience and a number of uses; only the
-- sha256 of a code is stored. A redemption moves the customer into the code's audience and is
-- counted, so a code is never used more often than the venue allowed.
CREATE TABLE vip_codes (
  code_hash text PRIMARY KEY,
  price_target_audience_id integer NOT NULL,
  max_uses integer NOT NULL CHECK (max_uses > 0),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0)
);

CREATE TABLE vip_redemptions (
  id serial PRIMARY KEY,
  code_hash text NOT NULL REFERENCES vip_codes (code_hash) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  redeemed_at timestamptz NOT NULL
);
