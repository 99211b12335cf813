-- Resellers named in the catalogue by the e-mail address of their account (the issue
-- "accounts", Deliver 3; spec selling-core §6: resellers pay by collective invoice, mode 6):
-- every address of a confirmed level-20 account with such an address may pay so, besides the
-- addresses the staff API flags one by one. Replaced as a whole at each catalogue load.
CREATE TABLE resellers (
  email text PRIMARY KEY CHECK (email = lower(email)),
  note text
);
