// surrounding-areas §2, §3 "Ticket coupon": a ticket coupon's stock is sold once. The cart
// marks lines asking more than is left; placing the order counts again, race-safe.
import type { Queryable } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { PricedCart } from "../cart/service";
import { lockVouchersLeft } from "../coupons/service";

/**
 * The order takes no more vouchers than are left; sold_out on its first line of a coupon
 * otherwise. The cart counted them already, but two orders may race for the last one: this
 * counts again with the coupons locked (lockVouchersLeft), inside the transaction that
 * inserts the order's lines, so the second order waits for the first to commit and then
 * counts its lines as taken. Call it before the order's own lines are inserted.
 */
export async function takeVouchers(tx: Queryable, priced: PricedCart): Promise<void> {
  const asked = new Map<number, { units: number; index: number }>();
  for (const line of priced.lines) {
    for (const order of line.orders) {
      if (order.type !== "coupon") continue;
      const seen = asked.get(order.productId);
      asked.set(order.productId, {
        units: (seen?.units ?? 0) + order.quantity,
        index: seen?.index ?? line.index,
      });
    }
  }
  const left = await lockVouchersLeft(tx, [...asked.keys()]);
  for (const [id, { units, index }] of asked) {
    const available = left.get(id);
    if (available !== undefined && units > available) {
      throw new ApiError("sold_out", "A line cannot be bought as it stands", {
        [`items.${index}`]: ["sold_out"],
      });
    }
  }
}
