-- An article's stock lives in one place, the capacity of its pool `stock:<id>` (0532, the
-- capacity ledger of 0500): the column merchandise.stock was a copy of it that nothing read.
ALTER TABLE merchandise DROP COLUMN stock;
