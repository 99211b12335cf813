-- The waiting room's rule as the venue's staff change it at run time (issue 32, Deliver 2;
-- PUT /staff/queue): one row, each column null where the catalogue's setting (shop_settings
-- queueEnabled and queue.*) still applies. In the database, not in one instance's memory, so
-- every instance behind the load balancer reads the same rule, and a restart keeps it. A
-- catalogue load deletes the row: its settings are the venue's setup again.

CREATE TABLE queue_rule (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  enabled boolean,
  visitors_inside integer CHECK (visitors_inside > 0),
  admissions_per_minute integer CHECK (admissions_per_minute > 0),
  visit_idle_minutes integer CHECK (visit_idle_minutes > 0),
  updated_at timestamptz NOT NULL
);
