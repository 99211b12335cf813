-- A confirmation link confirms only for the person who chose the account's password (DESIGN
-- §7; the pre-account takeover): the browser that registered, or changed the address, carries
-- a random cookie whose sha256 the link keeps here; without it the link asks for the
-- account's password. Links made without a browser (a sign-in of an unconfirmed account) keep
-- none.
ALTER TABLE account_tokens ADD COLUMN browser_hash text;

-- Devices that signed in to an account (the security review's item 4): a sign-in budget
-- spent by someone else's wrong guesses does not hold back the owner's own devices. The
-- device cookie carries a random 256-bit value; only its sha256 is kept, per account.
CREATE TABLE known_devices (
  device_hash text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  first_seen_at timestamptz NOT NULL,
  PRIMARY KEY (device_hash, customer_id)
);
