-- DESIGN §4: an order left unpaid expires and gives back its places and voucher value.
-- The orders still waiting for their money, oldest first, for the sweep that expires them.
CREATE INDEX orders_outstanding ON orders (created_at) WHERE payment_status = 10 AND NOT canceled;
