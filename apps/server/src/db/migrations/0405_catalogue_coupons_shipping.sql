-- The catalogue file carries value coupons and shipping items now (CATALOGUE.md): a load
-- replaces the rows of coupons and shipping_items; sold codes (coupon_sales) stay.
-- spec selling-core §2 shop.checkout.success: what a buyer of the coupon should know after
-- buying it, per locale (tickets keep theirs in content.after_sale_information).
ALTER TABLE coupons ADD COLUMN after_sale_information jsonb NOT NULL DEFAULT '{}';
