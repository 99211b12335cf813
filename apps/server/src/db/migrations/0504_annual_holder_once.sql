-- spec selling-core §4 (the issue "annual tickets"): one person holds one card of an order.
-- The service checks it first to name the field; this index holds it under concurrent
-- requests too, and finds a holder's card without reading every slot.
CREATE UNIQUE INDEX annual_personalizations_holder ON annual_personalizations (holder_id)
  WHERE holder_id IS NOT NULL;
CREATE INDEX annual_personalizations_address ON annual_personalizations (address_id)
  WHERE address_id IS NOT NULL;
