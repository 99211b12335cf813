// spec selling-core §3 "Cart item": the one identity of a cart line — its kind and what it is
// for (a ticket line: ticket, day, time and sub tickets; an event line: its date; a tour line:
// tour, day and start; a product line: its product) — never its place among the lines, which
// an expired or removed line before it shifts. The cart keeps one line per identity: the hold
// events (./cart-holds.ts) grow a line rather than add a second one beside it.
import type { CartItem } from "@shop/core/contract";
import { isTicketItem, lineKey } from "./ticket-lines";

export type LineId =
  | { kind: "ticket"; ticketId: number; line: string }
  | { kind: "event"; dateId: number }
  | { kind: "tour"; tourId: number; date: string; startTime: string }
  | { kind: "annual" | "coupon" | "merchandise"; productId: number };

export function lineIdOf(item: CartItem): LineId {
  if (isTicketItem(item)) {
    return { kind: "ticket", ticketId: item.attributes.id, line: lineKey(item.attributes) };
  }
  switch (item.type) {
    case "Event":
      return { kind: "event", dateId: item.attributes.id };
    case "Tour": {
      const { id, date, start_time } = item.attributes;
      return { kind: "tour", tourId: id, date, startTime: start_time };
    }
    case "Annual":
      return { kind: "annual", productId: item.attributes.id };
    case "Coupon":
      return { kind: "coupon", productId: item.attributes.id };
    case "Merchandise":
      return { kind: "merchandise", productId: item.attributes.id };
  }
}

/** The identity as a string (React keys, stored snapshots, the events' `key`). */
export function keyOf(id: LineId): string {
  switch (id.kind) {
    case "ticket":
      return `Ticket|${id.line}`;
    case "event":
      return `Event|${id.dateId}`;
    case "tour":
      return `Tour|${id.tourId}|${id.date}|${id.startTime}`;
    case "annual":
      return `Annual|${id.productId}`;
    case "coupon":
      return `Coupon|${id.productId}`;
    case "merchandise":
      return `Merchandise|${id.productId}`;
  }
}

/** The key of a line: `keyOf(lineIdOf(item))`. */
export function itemKey(item: CartItem): string {
  return keyOf(lineIdOf(item));
}

/** The line of `key`, if the cart has it. */
export function lineOf(items: readonly CartItem[], key: string): CartItem | undefined {
  return items.find((item) => itemKey(item) === key);
}

/** The lines with the line of `key` replaced by `next` (dropped when `next` is undefined). */
export function replaced(
  items: readonly CartItem[],
  key: string,
  next: CartItem | undefined,
): CartItem[] {
  return items.flatMap((item) => (itemKey(item) !== key ? [item] : next ? [next] : []));
}

/** The lines with `next` in place of the line of its identity, or added after them. */
export function withLine(items: readonly CartItem[], next: CartItem): CartItem[] {
  const key = itemKey(next);
  return lineOf(items, key) ? replaced(items, key, next) : [...items, next];
}
