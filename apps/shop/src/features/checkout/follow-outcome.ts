// spec selling-core §4 step 2: where the visitor goes with an order's payment — a result page,
// the provider's page (a redirect, the iframe or a posted form) or the failure page. One place
// for the order placed at the checkout (use-place-order.ts) and for one paid later from the
// account's order list (features/account/use-order-actions.ts, the issue 27).
import type { NavigateFunction } from "react-router";
import { leaveShop } from "./leave-shop";
import { type OrderOutcome, orderQuery } from "./order-outcome";

export function followOutcome(outcome: OrderOutcome, navigate: NavigateFunction): void {
  switch (outcome.kind) {
    case "success":
      navigate(`/checkout/success?${orderQuery(outcome.order)}`);
      return;
    case "redirect":
      leaveShop.redirect(outcome.url);
      return; // stays pending: the page is leaving
    case "iframe":
      navigate("/checkout/payment", { state: { url: outcome.url, order: outcome.order } });
      return;
    case "form":
      leaveShop.postForm(outcome.url, outcome.params);
      return;
    case "failure":
      navigate(`/checkout/failure?reason=${outcome.reason}`);
      return;
    default:
      outcome satisfies never;
  }
}
