-- Customer accounts (spec surrounding-areas §2 "Accounts and user area", §3 Customer; DESIGN
-- §7): a registered customer (level 20) has an argon2id password hash and signs in once the
-- address is confirmed by the mailed link. One account per address, whatever its case; guests
-- (level 10) may share an address with each other and with an account.
ALTER TABLE customers ADD COLUMN password_hash text;
ALTER TABLE customers ADD COLUMN email_confirmed_at timestamptz;
CREATE UNIQUE INDEX customers_account_email ON customers (lower(email)) WHERE level = 20;

-- The tokens of mailed links (e-mail confirmation, password reset): random, 256 bits, only
-- their sha256 stored (like sessions), single use, expiring.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_customer ON account_tokens (customer_id, purpose);
