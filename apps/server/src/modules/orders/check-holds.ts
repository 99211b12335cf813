// spec selling-core §3: every ticket line of an order carries the reservations (holds) the
// cart took for it. Holds are bearer tokens: knowing a token (128 random bits, only ever
// answered to the client that took the hold) is what proves the hold is the buyer's. The
// order must name each hold once, and the holds must match the line exactly (ticket, day,
// start time, sub tickets) and add up to its quantity. A hold binds to one order only
// (order_holds), so the same holds never pay for two orders.
import type { CartItem } from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import type { LiveHold } from "../reservations/service";

const invalid = (field: string, message: string) => fieldError("validation", field, message);

function sameSubTickets(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? 0) !== (b[key] ?? 0)) return false;
  return true;
}

function visitOf(item: CartItem): {
  id: number;
  day: string | null;
  time: string | null;
  subs: Record<string, number>;
} {
  if (item.type === "Ticket") {
    const a = item.attributes;
    return {
      id: a.id,
      day: a.date ?? null,
      time: a.time ?? null,
      subs: a.sub_ticket_quantities ?? {},
    };
  }
  return { id: item.attributes.id, day: null, time: null, subs: {} };
}

/** Checks the holds the items name against the holds as read under their row locks. */
export function checkHolds(
  items: readonly CartItem[],
  holds: Map<string, LiveHold>,
  now: Date,
): string[] {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (item.type === "Ticket" && item.reservations.length === 0) {
      throw invalid(
        `items.${i}.reservations`,
        "A ticket line needs the reservations of its places",
      );
    }
    if (item.reservations.length === 0) return;
    const visit = visitOf(item);
    let held = 0;
    item.reservations.forEach((ref, r) => {
      const field = `items.${i}.reservations.${r}.token`;
      if (seen.has(ref.token)) throw invalid(field, "The reservation is named twice");
      seen.add(ref.token);
      const hold = holds.get(ref.token);
      if (!hold?.complete || hold.valid_until.getTime() <= now.getTime()) {
        throw new ApiError("hold_expired", "The reservation has expired", {
          [field]: ["The reservation has expired"],
        });
      }
      if (
        hold.ticket_id !== visit.id ||
        hold.day !== visit.day ||
        hold.start_time !== visit.time ||
        !sameSubTickets(hold.sub_ticket_quantities, visit.subs)
      ) {
        throw invalid(field, "The reservation is for another ticket, day or time");
      }
      held += hold.quantity;
    });
    const quantity = "quantity" in item.attributes ? item.attributes.quantity : 0;
    if (held !== quantity) {
      throw invalid(`items.${i}.attributes.quantity`, `The reservations hold ${held} places`);
    }
  });
  return [...seen].sort();
}
