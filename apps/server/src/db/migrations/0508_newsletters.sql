-- Newsletter groups (spec surrounding-areas §3 Customer "newsletter choices", §7; the issue
-- "accounts", Deliver 5): the groups a venue offers come from the catalogue; a subscription
-- records the consent — when, and the checkbox text the customer read, in its language — and
-- when it was withdrawn. A withdrawn subscription stays as the record of that consent.
CREATE TABLE newsletter_groups (
  id integer PRIMARY KEY,
  name jsonb NOT NULL,
  checkbox_text jsonb NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES newsletter_groups (id) ON DELETE CASCADE,
  consented_at timestamptz NOT NULL,
  consent_text text NOT NULL,
  consent_locale text NOT NULL,
  withdrawn_at timestamptz
);
-- one live subscription per customer and group
CREATE UNIQUE INDEX newsletter_subscriptions_live
  ON newsletter_subscriptions (customer_id, group_id) WHERE withdrawn_at IS NULL;
