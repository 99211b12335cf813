// spec selling-core §4 "Checkout flow" step 2 and §8: where the visitor goes after POST /orders.
// Pure, so every branch of the flow is table-tested without a browser.
import type { OrderResponse } from "@shop/core/contract";
import { ApiRequestError } from "../../lib/api-client";

/** An order the checkout follows: the id and the token that unlocks it. */
export interface PlacedOrder {
  id: number;
  token: string;
}

/** Why the failure page shows; each has its own text (spec selling-core §8). */
export const FAILURE_REASONS = [
  "purchase",
  "payment",
  // the payment page's hint of a failed payment (order-route.ts PaymentHint)
  "declined",
  "aborted",
  "pending",
  "canceled",
  "expired",
  "unknown",
  "max_total_exceeded",
  "sold_out",
  "hold_expired",
  "conflict",
  "validation",
  "unauthorized",
  "rate_limit",
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export type OrderOutcome =
  | { kind: "success"; order: PlacedOrder }
  | { kind: "redirect"; url: string; order: PlacedOrder }
  | { kind: "iframe"; url: string; order: PlacedOrder }
  | { kind: "form"; url: string; params: Record<string, string>; order: PlacedOrder }
  | { kind: "failure"; reason: FailureReason; order?: PlacedOrder };

/** The next step for the answer of POST /orders. */
export function outcomeOfOrder(answer: OrderResponse): OrderOutcome {
  const { meta } = answer;
  const order = { id: answer.order.id, token: answer.order.token };
  if (meta.status === "success") return { kind: "success", order };
  if (meta.status === "fail") return { kind: "failure", reason: "purchase", order };
  if (meta.payment_url) {
    return meta.shop_behavior === "iframe"
      ? { kind: "iframe", url: meta.payment_url, order }
      : { kind: "redirect", url: meta.payment_url, order };
  }
  if (meta.payment_data) {
    return { kind: "form", url: meta.payment_data.url, params: meta.payment_data.params, order };
  }
  // spec §4 step 2: no way to pay is a failure; §8 names its text: the payment is pending.
  // The order exists, so the failure page tells of the e-mail to come, not the kept cart.
  return { kind: "failure", reason: "pending", order };
}

const REASON_OF_CODE: Partial<Record<string, FailureReason>> = {
  max_total_exceeded: "max_total_exceeded",
  payment_failed: "payment",
  order_canceled: "canceled",
  sold_out: "sold_out",
  hold_expired: "hold_expired",
  conflict: "conflict",
  validation: "validation",
  unauthorized: "unauthorized",
  rate_limit: "rate_limit",
};

/** spec §8: HTTP 500 (or no answer) is the unknown error; others keep their error's key. */
export function reasonOfError(error: unknown): FailureReason {
  if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
    return "unknown";
  }
  return (error.code && REASON_OF_CODE[error.code]) || "purchase";
}

/**
 * The server does not know the order (404): a dead or mistyped payment-return link, or an
 * order gone meanwhile. Asking again cannot help, so the result pages stop and say so.
 */
export function isUnknownOrder(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The reason named in a failure URL; anything else reads as the plain failure. */
export function readReason(value: string | null): FailureReason {
  return FAILURE_REASONS.find((reason) => reason === value) ?? "purchase";
}

/** `?order_id=…&token=…` of a result page. */
export function orderQuery(order: PlacedOrder): string {
  return new URLSearchParams({ order_id: String(order.id), token: order.token }).toString();
}

/** The order of a result page's URL, when both parts are there and the id is a number. */
export function readOrderQuery(search: URLSearchParams): PlacedOrder | undefined {
  const id = Number(search.get("order_id"));
  const token = search.get("token");
  return Number.isInteger(id) && id > 0 && token ? { id, token } : undefined;
}
