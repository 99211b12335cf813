// Where the documents of an order are (spec selling-core §7), and its page: links, not calls.
import type { OrderItemType } from "@shop/core/contract";

// spec selling-core §7: GET /orders/{id}/{kind}/{itemId}.pdf with locale and token.
const DOCUMENT_PATHS: Partial<Record<OrderItemType, string>> = {
  ticket: "tickets",
  event: "events",
  tour: "tours",
  coupon: "coupons",
};

/**
 * The PDF of an order line: of a ticket, event, tour or value coupon, once the order is valid
 * (paid); annual tickets are personalised, not downloaded (surrounding-areas §2 "Order panel").
 * undefined when the line has none.
 */
export function documentUrl(
  order: { id: number; is_valid: boolean },
  item: { id: number; type: OrderItemType; attributes: { ticket_type?: string | undefined } },
  token: string,
  locale: string,
): string | undefined {
  const kind = DOCUMENT_PATHS[item.type];
  if (!order.is_valid || !kind || item.attributes.ticket_type === "annual") return undefined;
  const query = new URLSearchParams({ token, locale });
  return `/api/v1/orders/${order.id}/${kind}/${item.id}.pdf?${query}`;
}

/** The issue 33: the shop's page of an order, its token the proof (/order/{id}/{token}). */
export function orderPagePath(order: { id: number; token: string }): string {
  return `/order/${order.id}/${encodeURIComponent(order.token)}`;
}
