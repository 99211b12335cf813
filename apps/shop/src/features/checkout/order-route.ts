// spec selling-core §4 step 3: a known payment status decides the result page (30 success,
// 40 failure, an order canceled meanwhile tells to reorder); anything else is still pending.
// A canceled order whose payment failed expired unpaid (DESIGN §4): nothing was charged,
// which its text says; one canceled after its money came is refunded.
import { PAYMENT_STATUS } from "@shop/core";
import type { Order } from "@shop/core/contract";
import { orderQuery, type PlacedOrder } from "./order-outcome";

/**
 * How the payment page said its payment ended (the return URL's `outcome`): a card declined,
 * or a payment the visitor broke off (3-D Secure cancelled, a wallet or bank page's cancel).
 * It only picks the text of a failure the order's status already shows: typed into a link it
 * can change no result.
 */
export type PaymentHint = "declined" | "aborted";

const HINT_OF_OUTCOME: Partial<Record<string, PaymentHint>> = {
  // apps/server payments/demo/outcomes.ts planOf: the return hints of a failed payment
  failed: "declined",
  threeds_cancelled: "aborted",
  cancelled: "aborted",
};

/** The hint of a return URL's `outcome`, when it names how a payment failed. */
export function readPaymentHint(outcome: string | null): PaymentHint | undefined {
  return outcome === null || !Object.hasOwn(HINT_OF_OUTCOME, outcome)
    ? undefined
    : HINT_OF_OUTCOME[outcome];
}

/** The result page of an order, or undefined while its payment is open. */
export function resultPathOf(
  order: Pick<Order, "payment_status" | "canceled">,
  placed: PlacedOrder,
  hint?: PaymentHint,
) {
  if (order.canceled) {
    return order.payment_status === PAYMENT_STATUS.failed
      ? "/checkout/failure?reason=expired"
      : "/checkout/failure?reason=canceled";
  }
  if (order.payment_status === PAYMENT_STATUS.completed) {
    return `/checkout/success?${orderQuery(placed)}`;
  }
  if (order.payment_status === PAYMENT_STATUS.failed) {
    return `/checkout/failure?reason=${hint ?? "payment"}`;
  }
  return undefined;
}
