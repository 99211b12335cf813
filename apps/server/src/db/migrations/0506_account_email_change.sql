-- A customer changes the e-mail address of the account (the issue "accounts", Deliver 1:
-- profile): the new address is kept with the link mailed to it, and becomes the account's
-- only when that link is opened (DESIGN §7: an address is the customer's once it is confirmed).
ALTER TABLE account_tokens ADD COLUMN new_email text;
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('confirm', 'reset', 'email'));
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_new_email
  CHECK ((purpose = 'email') = (new_email IS NOT NULL));
