// spec selling-core §3 "Cart item": what the shop keeps per line and sends with POST /cart and
// POST /orders. One variant per type, told apart by `type`; attributes are strict so a typo
// in a key fails loudly instead of being dropped.
import { z } from "zod";
import { CART_ITEM_TYPES } from "../constants";
import { Count, Id, IdKey, IsoDate, IsoDateTime, singleLineText, Time } from "./common";
import { Email } from "./customer";
import { ReservationRef } from "./reservation";

// From @shop/core/constants (no zod); exported here for the contract's callers.
export { CART_ITEM_TYPES };

/** The kind of a cart item. */
export const CartItemType = z
  .enum(CART_ITEM_TYPES)
  .meta({ description: "Kind of cart item", example: "Ticket" });
export type CartItemType = z.infer<typeof CartItemType>;

/** How a coupon or merchandise is delivered. */
export const ShippingMode = z
  .enum(["post", "email"])
  .meta({ description: "Delivery by post or by e-mail", example: "email" });
export type ShippingMode = z.infer<typeof ShippingMode>;

// spec selling-core §5: name and surname are required per attendee, e-mail in the one-pager;
// the e-mail is checked by the one rule of the contract (Email: exactly one address).
/** One attendee of a personalised ticket. */
export const Attendee = z
  .strictObject({
    name: singleLineText({ trim: true, min: 1, max: 100 }),
    surname: singleLineText({ trim: true, min: 1, max: 100 }),
    email: Email.optional(),
  })
  .meta({
    id: "Attendee",
    description: "Name of one visitor",
    example: { name: "Ada", surname: "Lovelace" },
  });
export type Attendee = z.infer<typeof Attendee>;

/** Rented equipment of a tour line. */
export const EquipmentQuantity = z
  .strictObject({
    type: singleLineText({ min: 1, max: 50 }),
    quantity: Count,
  })
  .meta({
    id: "EquipmentQuantity",
    description: "Equipment to rent",
    example: { type: "audio_guide", quantity: 2 },
  });
export type EquipmentQuantity = z.infer<typeof EquipmentQuantity>;

/** Quantities keyed by price (scale price, surcharge or sub ticket) id. */
export const QuantityMap = z
  .record(IdKey, Count)
  .meta({ description: "Quantity per id", example: { "31": 2, "32": 1 } });
export type QuantityMap = z.infer<typeof QuantityMap>;

const LineQuantity = z.int().min(1).max(1000);

/** Attributes of a ticket line. */
export const TicketItemAttributes = z
  .strictObject({
    id: Id,
    /** The visit day; absent for free-timing tickets. */
    date: IsoDate.optional(),
    /** The start time of a time-slot ticket. */
    time: Time.optional(),
    quantity: LineQuantity,
    attendees: z.array(Attendee).default([]),
    shipped_with_merchandise_id: Id.nullable().optional(),
    sub_ticket_quantities: QuantityMap.optional(),
  })
  // spec selling-core §5: attendee entries are created per ticket quantity.
  .refine((line) => line.attendees.length === 0 || line.attendees.length === line.quantity, {
    path: ["attendees"],
    message: "One attendee per ticket",
  })
  .meta({
    id: "TicketItemAttributes",
    description: "Ticket, day, start time and quantity",
    example: { id: 12, date: "2025-06-14", time: "10:30", quantity: 2 },
  });
export type TicketItemAttributes = z.infer<typeof TicketItemAttributes>;

/** A chosen seat of a seated event date and the scale price it is bought at. */
export const EventSeatChoice = z.strictObject({ id: Id, price_id: Id }).meta({
  id: "EventSeatChoice",
  description: "A seat and its scale price",
  example: { id: 501, price_id: 5 },
});
export type EventSeatChoice = z.infer<typeof EventSeatChoice>;

// surrounding-areas §5: an owner holds at most the date's max per registration; no date
// allows more than this many places on one line.
const MAX_EVENT_SEATS = 100;

/**
 * Attributes of an event-date line: places per scale price (general admission), or the chosen
 * seats, each with its scale price (seated; `quantities` then counts the seats per price). Its
 * places are held by blockings (POST …/blockings), named in `reservations`.
 */
export const EventItemAttributes = z
  .strictObject({
    id: Id,
    quantities: QuantityMap,
    seats: z.array(EventSeatChoice).max(MAX_EVENT_SEATS).default([]),
  })
  .refine((line) => new Set(line.seats.map((seat) => seat.id)).size === line.seats.length, {
    path: ["seats"],
    message: "A seat is chosen twice",
  })
  .meta({
    id: "EventItemAttributes",
    description: "Event date, places per scale price and chosen seats",
    example: { id: 301, quantities: { "5": 2 }, seats: [] },
  });
export type EventItemAttributes = z.infer<typeof EventItemAttributes>;

/** Attributes of a tour line. */
export const TourItemAttributes = z
  .strictObject({
    id: Id,
    date: IsoDate,
    start_time: Time,
    quantities: QuantityMap,
    surcharges: QuantityMap.default({}),
    equipment: z.array(EquipmentQuantity).default([]),
    language_id: Id.optional(),
    age_group_id: Id.optional(),
    grade_id: Id.optional(),
  })
  .meta({
    id: "TourItemAttributes",
    description: "Tour, start and participants",
    example: { id: 8, date: "2025-06-14", start_time: "14:00", quantities: { "41": 12 } },
  });
export type TourItemAttributes = z.infer<typeof TourItemAttributes>;

/** Attributes of a merchandise, coupon or annual-ticket line. */
export const ProductItemAttributes = z
  .strictObject({
    id: Id,
    quantity: LineQuantity,
    shipping_mode: ShippingMode.optional(),
    shipped_with_merchandise_id: Id.nullable().optional(),
  })
  .meta({
    id: "ProductItemAttributes",
    description: "Product and quantity",
    example: { id: 4, quantity: 1, shipping_mode: "post" },
  });
export type ProductItemAttributes = z.infer<typeof ProductItemAttributes>;

// Kept with every line (spec selling-core §3): its holds and when it was last changed, which
// drives the auto-delete of an old cart (§4).
const lineState = {
  reservations: z.array(ReservationRef).default([]),
  updated_at: IsoDateTime.optional(),
};

/** A cart line, one variant per item type. */
export const CartItem = z
  .discriminatedUnion("type", [
    z.strictObject({ type: z.literal("Ticket"), attributes: TicketItemAttributes, ...lineState }),
    z.strictObject({ type: z.literal("Event"), attributes: EventItemAttributes, ...lineState }),
    z.strictObject({ type: z.literal("Tour"), attributes: TourItemAttributes, ...lineState }),
    z.strictObject({
      type: z.literal(["Merchandise", "Coupon", "Annual"]),
      attributes: ProductItemAttributes,
      ...lineState,
    }),
  ])
  .meta({
    id: "CartItem",
    description: "A line of the cart as the shop keeps and sends it",
    example: {
      type: "Ticket",
      attributes: { id: 12, date: "2025-06-14", time: "10:30", quantity: 2 },
      reservations: [{ token: "q3Jx9fLw0VbT2mYcR8nKdA", valid_until: "2025-06-01T12:30:00+02:00" }],
      updated_at: "2025-06-01T12:00:00+02:00",
    },
  });
export type CartItem = z.infer<typeof CartItem>;
export type CartItemInput = z.input<typeof CartItem>;
