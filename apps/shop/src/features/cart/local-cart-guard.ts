// spec selling-core §3 "Local cart state": the stored cart is read back through this small
// guard instead of the zod schema (LocalCartState), so the entry chunk carries no zod (bundle
// budget). It follows the schema: a missing field takes its default, and anything damaged —
// a wrong type, an unknown line kind, a quantity out of range — drops the whole state, since a
// half-read cart would hold lines the visitor never chose.
import { CART_ITEM_TYPES } from "@shop/core/constants";
import type {
  CartItem,
  CartItemType,
  LocalCartState,
  OrderParams,
  ReservationRef,
  ShippingItem,
} from "@shop/core/contract";

class Damaged extends Error {
  constructor() {
    super("Not a cart state or line this shop keeps (spec selling-core §3)");
  }
}

function fail(): never {
  throw new Damaged();
}

function unknownKind(_kind: never): never {
  throw new Damaged();
}

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : fail();
}

function array(value: unknown, fallback: unknown[] = []): unknown[] {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value : fail();
}

function id(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : fail();
}

function count(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fail();
}

function lineQuantity(value: unknown): number {
  const quantity = count(value);
  return quantity >= 1 && quantity <= 1000 ? quantity : fail();
}

function string(value: unknown): string {
  return typeof value === "string" ? value : fail();
}

function matching(value: unknown, pattern: RegExp): string {
  const text = string(value);
  return pattern.test(text) ? text : fail();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
const ID_KEY = /^[1-9]\d*$/;

function instant(value: unknown): string {
  const text = string(value);
  return Number.isNaN(Date.parse(text)) ? fail() : text;
}

function optional<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value);
}

function quantityMap(value: unknown): Record<string, number> {
  const map: Record<string, number> = {};
  for (const [key, quantity] of Object.entries(object(value))) {
    map[matching(key, ID_KEY)] = count(quantity);
  }
  return map;
}

/** Copies the defined entries only, so an absent optional field stays absent. */
function defined<T extends Json>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

function reservation(value: unknown): ReservationRef {
  const ref = object(value);
  return { token: matching(ref.token, TOKEN), valid_until: instant(ref.valid_until) };
}

function attendee(value: unknown) {
  const person = object(value);
  const name = string(person.name).trim();
  const surname = string(person.surname).trim();
  if (name === "" || surname === "") fail();
  return defined({ name, surname, email: optional(person.email, string) });
}

function ticketAttributes(value: unknown) {
  const a = object(value);
  const quantity = lineQuantity(a.quantity);
  const attendees = array(a.attendees).map(attendee);
  // spec selling-core §5: one attendee per ticket, or none yet.
  if (attendees.length !== 0 && attendees.length !== quantity) fail();
  return defined({
    id: id(a.id),
    date: optional(a.date, (v) => matching(v, DATE)),
    time: optional(a.time, (v) => matching(v, TIME)),
    quantity,
    attendees,
    shipped_with_merchandise_id:
      a.shipped_with_merchandise_id === null ? null : optional(a.shipped_with_merchandise_id, id),
    sub_ticket_quantities: optional(a.sub_ticket_quantities, quantityMap),
  });
}

function productAttributes(value: unknown) {
  const a = object(value);
  const mode = optional(a.shipping_mode, string);
  if (mode !== undefined && mode !== "post" && mode !== "email") fail();
  return defined({
    id: id(a.id),
    quantity: lineQuantity(a.quantity),
    shipping_mode: mode as "post" | "email" | undefined,
    shipped_with_merchandise_id:
      a.shipped_with_merchandise_id === null ? null : optional(a.shipped_with_merchandise_id, id),
  });
}

function tourAttributes(value: unknown) {
  const a = object(value);
  return defined({
    id: id(a.id),
    date: matching(a.date, DATE),
    start_time: matching(a.start_time, TIME),
    quantities: quantityMap(a.quantities),
    surcharges: a.surcharges === undefined ? {} : quantityMap(a.surcharges),
    equipment: array(a.equipment).map((entry) => {
      const e = object(entry);
      return { type: string(e.type), quantity: count(e.quantity) };
    }),
    language_id: optional(a.language_id, id),
    age_group_id: optional(a.age_group_id, id),
    grade_id: optional(a.grade_id, id),
  });
}

function attributesOf(type: CartItemType, value: unknown) {
  switch (type) {
    case "Ticket":
      return ticketAttributes(value);
    case "Event": {
      const a = object(value);
      return {
        id: id(a.id),
        quantities: quantityMap(a.quantities),
        seats: array(a.seats).map((entry) => {
          const seat = object(entry);
          return { id: id(seat.id), price_id: id(seat.price_id) };
        }),
      };
    }
    case "Tour":
      return tourAttributes(value);
    case "Merchandise":
    case "Coupon":
    case "Annual":
      return productAttributes(value);
    default:
      // a kind the contract adds later must be taught to this guard, not silently dropped
      return unknownKind(type);
  }
}

/** One stored line, with the defaults of the contract filled in; throws when damaged. */
export function readCartItem(value: unknown): CartItem {
  const item = object(value);
  const type = CART_ITEM_TYPES.find((known) => known === item.type) ?? fail();
  return defined({
    type,
    attributes: attributesOf(type, item.attributes),
    reservations: array(item.reservations).map(reservation),
    updated_at: optional(item.updated_at, instant),
  }) as CartItem;
}

function shippingItem(value: unknown): ShippingItem {
  const s = object(value);
  return {
    id: id(s.id),
    title: string(s.title),
    description: string(s.description),
    price_cents: count(s.price_cents),
  };
}

function orderParams(value: unknown): OrderParams {
  const o = value === undefined ? {} : object(value);
  return {
    customerComment: o.customerComment === undefined ? "" : string(o.customerComment),
    reference: o.reference === undefined ? "" : string(o.reference),
    paymentModeId: o.paymentModeId == null ? null : id(o.paymentModeId),
  };
}

function coupon(value: unknown): string {
  const code = string(value).trim();
  return code.length >= 1 && code.length <= 64 ? code : fail();
}

function nullable<T>(value: unknown, read: (value: unknown) => T): T | null {
  return value == null ? null : read(value);
}

/** The stored cart with defaults filled in, or null when it is not a cart this shop wrote. */
export function readLocalCart(value: unknown): LocalCartState | null {
  if (value === undefined) return null;
  try {
    const state = object(value);
    return {
      items: array(state.items).map(readCartItem),
      shippingItems: array(state.shippingItems).map(shippingItem),
      coupons: array(state.coupons).map(coupon),
      donations: array(state.donations).map(count),
      orderParams: orderParams(state.orderParams),
      shippingSelection: nullable(state.shippingSelection, (v) =>
        typeof v === "boolean" ? v : fail(),
      ),
      shippingAddressId: nullable(state.shippingAddressId, id),
      billingAddressId: nullable(state.billingAddressId, id),
    };
  } catch (error) {
    if (error instanceof Damaged) return null;
    throw error;
  }
}
