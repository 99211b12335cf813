// spec selling-core §3: every ticket, event, tour and merchandise line of an order carries the
// reservations (holds; an event's are its blockings, a tour's its tour hold, an article's the
// hold of its pieces) the cart took for it. Holds are
// bearer tokens: knowing a token (128 random bits, only ever answered to the client that took
// the hold) is what proves the hold is the buyer's. The order must name each hold once, and the
// holds must match the line exactly (ticket, day, start time, sub tickets; event date and seats;
// a tour's whole booking) and add up to its quantity. A hold binds to one order only (order_holds), so the same holds never
// pay for two orders.
import type { CartItem, TourItemAttributes } from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import { isLive, type LiveHold } from "../reservations/service";

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

/**
 * An event line's holds (its blockings) are of its date: a seated line's one per seat, its
 * seats exactly; a general-admission line's of no seat, its places in all.
 */
function checkEventHolds(
  item: CartItem & { type: "Event" },
  holds: readonly { hold: LiveHold; field: string }[],
  at: string,
): void {
  const a = item.attributes;
  const seats = new Set(a.seats.map((seat) => seat.id));
  for (const { hold, field } of holds) {
    if (hold.event_date_id !== a.id || (hold.seat_id !== null && !seats.has(hold.seat_id))) {
      throw invalid(field, "The reservation is for another date or seat");
    }
    if (seats.size > 0 && hold.seat_id === null) {
      throw invalid(field, "The reservation is for places without a seat");
    }
  }
  if (seats.size > 0) {
    const held = new Set(holds.map(({ hold }) => hold.seat_id));
    if (held.size !== holds.length || held.size !== seats.size) {
      throw invalid(`${at}.attributes.seats`, "Each seat needs its own reservation");
    }
    return;
  }
  const places = Object.values(a.quantities).reduce((sum, n) => sum + n, 0);
  const held = holds.reduce((sum, { hold }) => sum + hold.quantity, 0);
  if (held !== places) {
    throw invalid(`${at}.attributes.quantities`, `The reservations hold ${held} places`);
  }
}

/** The booking of a tour line or hold, with nothing of zero: two equal bookings read equal. */
function bookingOf(booking: Omit<TourItemAttributes, "id">): string {
  const counted = (quantities: Record<string, number>) =>
    Object.entries(quantities)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => Number(a) - Number(b));
  return JSON.stringify([
    booking.date,
    booking.start_time,
    counted(booking.quantities),
    counted(booking.surcharges ?? {}),
    (booking.equipment ?? [])
      .filter((item) => item.quantity > 0)
      .map((item) => [item.type, item.quantity])
      .sort(),
    booking.language_id ?? null,
    booking.age_group_id ?? null,
    booking.grade_id ?? null,
  ]);
}

/**
 * A tour line has one hold (POST /tours/{id}/reservations) of its tour that took exactly its
 * booking: start, participants per price, surcharges, equipment and options (issue 30).
 */
function checkTourHolds(
  item: CartItem & { type: "Tour" },
  holds: readonly { hold: LiveHold; field: string }[],
  at: string,
): void {
  const [first, ...more] = holds;
  if (!first || more.length > 0) {
    throw invalid(`${at}.reservations`, "A tour line has one reservation");
  }
  const { hold, field } = first;
  const { id, ...booking } = item.attributes;
  if (
    hold.tour_id !== id ||
    hold.tour_booking === null ||
    bookingOf(hold.tour_booking) !== bookingOf(booking)
  ) {
    throw invalid(field, "The reservation is for another tour, start or booking");
  }
}

/** A merchandise line has one hold of its article, of exactly its pieces (issue 31). */
function checkMerchandiseHolds(
  item: CartItem & { type: "Merchandise" },
  holds: readonly { hold: LiveHold; field: string }[],
  at: string,
): void {
  const [first, ...more] = holds;
  if (!first || more.length > 0) {
    throw invalid(`${at}.reservations`, "A merchandise line has one reservation");
  }
  if (first.hold.merchandise_id !== item.attributes.id) {
    throw invalid(first.field, "The reservation is for another article");
  }
  if (first.hold.quantity !== item.attributes.quantity) {
    throw invalid(
      `${at}.attributes.quantity`,
      `The reservation holds ${first.hold.quantity} pieces`,
    );
  }
}

/** Checks the holds the items name against the holds as read under their row locks. */
export function checkHolds(
  items: readonly CartItem[],
  holds: Map<string, LiveHold>,
  now: Date,
): string[] {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (
      (item.type === "Ticket" ||
        item.type === "Event" ||
        item.type === "Tour" ||
        item.type === "Merchandise") &&
      item.reservations.length === 0
    ) {
      throw invalid(`items.${i}.reservations`, "The line needs the reservations of its places");
    }
    if (item.reservations.length === 0) return;
    const found = item.reservations.map((ref, r) => {
      const field = `items.${i}.reservations.${r}.token`;
      if (seen.has(ref.token)) throw invalid(field, "The reservation is named twice");
      seen.add(ref.token);
      const hold = holds.get(ref.token);
      if (!isLive(hold, now)) {
        throw new ApiError("hold_expired", "The reservation has expired", {
          [field]: ["The reservation has expired"],
        });
      }
      return { hold, field };
    });
    if (item.type === "Event") {
      checkEventHolds(item, found, `items.${i}`);
      return;
    }
    if (item.type === "Tour") {
      checkTourHolds(item, found, `items.${i}`);
      return;
    }
    if (item.type === "Merchandise") {
      checkMerchandiseHolds(item as CartItem & { type: "Merchandise" }, found, `items.${i}`);
      return;
    }
    const visit = visitOf(item);
    let held = 0;
    found.forEach(({ hold, field }) => {
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
