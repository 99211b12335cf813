// The issue 33, Deliver 1: what the shop's order page (/order/{id}/{token}) does beyond reading
// the order (GET /orders/{id}): send the confirmation again, to the order's own address only and
// a few times an hour, and rate the visit once (spec surrounding-areas §7 PUT /orders/{id}/rate).
// The order token is the proof, for a guest and a customer alike; a wrong one answers like an
// unknown order. The venue reads the ratings through the staff API (GET /staff/ratings).
import { berlinDate, type Locale, mayRate } from "@shop/core";
import type {
  ConfirmationResent,
  Order,
  OrderRating,
  RateOrderRequest,
  StaffRatingList,
  StaffRatingsQuery,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { ConfirmationMailer } from "./confirmation";
import { insertRating, listRatings } from "./rating-repository";
import { getOrder } from "./service";

export interface OrderPageDeps {
  db: Database;
  clock: Clock;
  confirmations: Pick<ConfirmationMailer, "resend">;
}

/** The order the token proves, or 404 (an unknown id and a wrong token answer alike). */
function orderOf(deps: OrderPageDeps, id: number, token: string, locale: Locale): Promise<Order> {
  return getOrder(deps, id, { token }, locale);
}

/**
 * The order whose confirmation may be sent again: the token's, valid and not canceled (an
 * unpaid order has no documents yet, DESIGN §6). Checked before the resend limit is counted,
 * so a stranger guessing ids spends no order's budget.
 */
export async function resendableOrder(
  deps: OrderPageDeps,
  id: number,
  query: { token: string; locale: Locale },
): Promise<Order> {
  const order = await orderOf(deps, id, query.token, query.locale);
  if (!order.is_valid || order.canceled) {
    throw new ApiError(
      "order_not_valid",
      order.canceled
        ? "The order is canceled: it has no confirmation to send"
        : "The confirmation goes out once the order is paid",
    );
  }
  return order;
}

/** "maria@example.org" → "m***@example.org": enough to recognise, not to collect. */
export function hiddenAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Sends the confirmation again; a failing mail server answers 503, to try again later. */
export async function resendConfirmation(
  deps: OrderPageDeps,
  order: Order,
): Promise<ConfirmationResent> {
  try {
    return { email: hiddenAddress(await deps.confirmations.resend(order.id)) };
  } catch (error) {
    throw Object.assign(
      new ApiError("unavailable", "The mail could not be sent: try again later"),
      {
        cause: error,
      },
    );
  }
}

/** Keeps the visitor's rating of the order's visit: once, and not before the visit. */
export async function rateOrder(
  deps: OrderPageDeps,
  id: number,
  query: { token: string; locale: Locale },
  body: RateOrderRequest,
): Promise<OrderRating> {
  const order = await orderOf(deps, id, query.token, query.locale);
  if (order.rating !== null) throw new ApiError("already_rated", "The order is rated already");
  const now = deps.clock();
  if (!mayRate(order, berlinDate(now))) {
    throw new ApiError("rating_not_open", "A rating is for after the visit of a valid order");
  }
  // Two ratings at once: the table's key keeps the first, the second is refused like a late one.
  const kept = await insertRating(deps.db, { orderId: order.id, ...body, at: now });
  if (!kept) throw new ApiError("already_rated", "The order is rated already");
  return kept;
}

/** The ratings for the venue's staff, newest first, with their count and average. */
export function staffRatings(
  deps: Pick<OrderPageDeps, "db">,
  query: StaffRatingsQuery,
): Promise<StaffRatingList> {
  return listRatings(deps.db, query);
}
