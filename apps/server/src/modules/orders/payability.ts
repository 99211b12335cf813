// The order side of "may this order still be paid?" (modules/payments/provider.ts
// CheckPayable): a provider asks at the moment it would take the money, so a payment page
// left open past its order's life takes nothing (DESIGN §4: an order left unpaid expires).
// An order whose time is up but which the sweeper has not reached yet is expired here and
// now, so the visitor sent back to the shop finds it failed, not still pending.
import { PAYMENT_STATUS } from "@shop/core";
import type { OrderPayability } from "../payments/provider";
import { expireOrder, unpaidOrderLifetimeMs } from "./expiry";
import { lockOrderPayment } from "./repository";
import type { OrderDeps } from "./service";

export async function orderPayability(
  deps: Pick<
    OrderDeps,
    "db" | "clock" | "ledger" | "readCache" | "holdMinutes" | "unpaidOrderGraceMinutes"
  >,
  orderId: number,
): Promise<OrderPayability> {
  const now = deps.clock();
  const lifetimeMs = unpaidOrderLifetimeMs({
    holdMinutes: deps.holdMinutes,
    graceMinutes: deps.unpaidOrderGraceMinutes,
  });
  const placedBy = new Date(now.getTime() - lifetimeMs);
  const { answer, expired } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderPayment(tx, orderId, placedBy);
    const closed = { answer: "closed" as const, expired: false };
    if (!order || order.canceled) return closed;
    switch (order.payment_status) {
      case PAYMENT_STATUS.outstanding:
        if (!order.overdue) return { answer: "outstanding" as const, expired: false };
        return {
          answer: "closed" as const,
          expired: await expireOrder(tx, deps.ledger, orderId, now),
        };
      case PAYMENT_STATUS.authorized:
      case PAYMENT_STATUS.completed:
        return { answer: "settled" as const, expired: false };
      case PAYMENT_STATUS.failed:
      case PAYMENT_STATUS.unknown:
        return closed;
      default:
        return order.payment_status satisfies never;
    }
  });
  // src/http/read-cache.ts: the expired order's places are free again.
  if (expired) deps.readCache?.invalidate();
  return answer;
}
