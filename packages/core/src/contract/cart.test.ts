import { describe, expect, it } from "vitest";
import { CartAnswer, CartInfo, CartRequest, LocalCartState } from "./cart";
import { CART_ITEM_TYPES, CartItem } from "./cart-item";
import { Email } from "./customer";

const hold = { token: "q3Jx9fLw0VbT2mYcR8nKdA", valid_until: "2025-06-01T12:30:00+02:00" };

describe("given cart lines of every type", () => {
  it.each([
    { type: "Ticket", attributes: { id: 12, date: "2025-06-14", time: "10:30", quantity: 2 } },
    {
      type: "Ticket",
      attributes: {
        id: 12,
        quantity: 2,
        attendees: [
          { name: "Ada", surname: "Lovelace" },
          { name: "Charles", surname: "Babbage", email: "cb@example.org" },
        ],
        sub_ticket_quantities: { "7": 1 },
        shipped_with_merchandise_id: 90,
      },
    },
    {
      type: "Event",
      attributes: {
        id: 301,
        quantities: { "5": 2 },
        seats: [
          { id: 501, price_id: 5 },
          { id: 502, price_id: 5 },
        ],
      },
    },
    {
      type: "Tour",
      attributes: {
        id: 8,
        date: "2025-06-14",
        start_time: "14:00",
        quantities: { "41": 12 },
        surcharges: { "44": 1 },
        equipment: [{ type: "audio_guide", quantity: 12 }],
        language_id: 1,
      },
    },
    { type: "Merchandise", attributes: { id: 60, quantity: 1, shipping_mode: "post" } },
    { type: "Coupon", attributes: { id: 4, quantity: 3, shipping_mode: "email" } },
    { type: "Annual", attributes: { id: 20, quantity: 1 } },
  ])("accepts a $type line", (line) => {
    const parsed = CartItem.parse({ ...line, reservations: [hold], updated_at: hold.valid_until });
    expect(parsed.type).toBe(line.type);
    expect(parsed.reservations).toEqual([hold]);
  });

  it("covers the six item types of the spec", () => {
    expect(CART_ITEM_TYPES).toEqual(["Ticket", "Event", "Tour", "Merchandise", "Coupon", "Annual"]);
  });

  it("fills the defaults of a bare ticket line", () => {
    expect(CartItem.parse({ type: "Ticket", attributes: { id: 12, quantity: 1 } })).toEqual({
      type: "Ticket",
      attributes: { id: 12, quantity: 1, attendees: [] },
      reservations: [],
    });
  });

  it.each([
    [{ type: "Ticket", attributes: { id: 12, quantity: 0 } }, ["attributes", "quantity"]],
    [
      { type: "Ticket", attributes: { id: 12, quantity: 1, date: "2025-06-14T10:00" } },
      ["attributes", "date"],
    ],
    [
      {
        type: "Ticket",
        attributes: { id: 12, quantity: 2, attendees: [{ name: "Ada", surname: "L" }] },
      },
      ["attributes", "attendees"],
    ],
    [
      {
        type: "Ticket",
        attributes: { id: 12, quantity: 1, attendees: [{ name: " ", surname: "L" }] },
      },
      ["attributes", "attendees", 0, "name"],
    ],
    [
      { type: "Event", attributes: { id: 301, quantities: { "5": -2 } } },
      ["attributes", "quantities", "5"],
    ],
    [
      {
        type: "Event",
        attributes: {
          id: 301,
          quantities: { "5": 2 },
          seats: [
            { id: 501, price_id: 5 },
            { id: 501, price_id: 5 },
          ],
        },
      },
      ["attributes", "seats"],
    ],
    [
      { type: "Tour", attributes: { id: 8, date: "2025-06-14", quantities: {} } },
      ["attributes", "start_time"],
    ],
    [
      { type: "Coupon", attributes: { id: 4, quantity: 1, shipping_mode: "pigeon" } },
      ["attributes", "shipping_mode"],
    ],
    [{ type: "Voucher", attributes: { id: 4, quantity: 1 } }, ["type"]],
    [
      { type: "Ticket", attributes: { id: 12, quantity: 1 }, reservations: [{ token: "x" }] },
      ["reservations", 0, "token"],
    ],
  ])("refuses %j at %j", (line, path) => {
    expect(CartItem.safeParse(line).error?.issues[0]?.path).toEqual(path);
  });

  // spec selling-core §5: an attendee's e-mail follows the one rule of the contract (Email).
  it.each([
    ["cb@example.org", true],
    [" cb@example.org ", true],
    ["a@b.de, c@d.de", false],
    ["a@b.de;c@d.de", false],
    ["Ada <a@b.de>", false],
    ["cb@example", false],
    ["cb.example.org", false],
    ["", false],
  ])("checks the attendee e-mail %j as Email does: %j", (email, ok) => {
    const result = CartItem.safeParse({
      type: "Ticket",
      attributes: { id: 12, quantity: 1, attendees: [{ name: "Ada", surname: "L", email }] },
    });
    expect(result.success).toBe(ok);
    expect(result.success).toBe(Email.safeParse(email).success);
    if (!ok) {
      expect(result.error?.issues[0]?.path).toEqual(["attributes", "attendees", 0, "email"]);
    }
  });

  it("refuses a misspelt attribute", () => {
    const result = CartItem.safeParse({
      type: "Ticket",
      attributes: { id: 12, quantitty: 1, quantity: 1 },
    });
    expect(result.error?.issues[0]).toMatchObject({
      code: "unrecognized_keys",
      keys: ["quantitty"],
      path: ["attributes"],
    });
  });
});

describe("POST /cart", () => {
  it("fills the defaults of the request", () => {
    expect(CartRequest.parse({ items: [] })).toEqual({
      items: [],
      coupons: [],
      donations: [],
      shipping: null,
    });
  });

  it.each([
    [{ items: [], donations: [-100] }, ["donations", 0]],
    [{ items: [], coupons: [""] }, ["coupons", 0]],
    [{ items: [], billing_address_id: "5" }, ["billing_address_id"]],
    [{ items: [], total: 100 }, []],
  ])("refuses %j at %j", (body, path) => {
    expect(CartRequest.safeParse(body).error?.issues[0]?.path).toEqual(path);
  });

  it("answers lines pointing back at the request, with totals", () => {
    const answer = CartAnswer.parse(CartAnswer.meta()?.example);
    expect(answer.items[0]?.index).toBe(0);
    expect(answer.totals.subTotalCents).toBe(3290);
  });

  it("refuses a negative line total in the cart info", () => {
    const info = CartInfo.meta()?.example as CartInfo;
    expect(CartInfo.safeParse({ ...info, totalCents: -1 }).error?.issues[0]?.path).toEqual([
      "totalCents",
    ]);
  });
});

describe("the cart kept in the browser", () => {
  it("starts empty with nothing chosen", () => {
    expect(LocalCartState.parse({})).toEqual({
      items: [],
      shippingItems: [],
      coupons: [],
      donations: [],
      orderParams: { customerComment: "", reference: "", paymentModeId: null },
      shippingSelection: null,
      shippingAddressId: null,
      billingAddressId: null,
    });
  });

  it("fills the parts an older stored state lacks and drops keys it no longer knows", () => {
    const state = LocalCartState.parse({ orderParams: { paymentModeId: 7 }, legacyFlag: 1 });
    expect(state.orderParams).toEqual({ customerComment: "", reference: "", paymentModeId: 7 });
    expect(state).not.toHaveProperty("legacyFlag");
  });

  it("refuses a shipping selection other than null, true or false", () => {
    expect(LocalCartState.safeParse({ shippingSelection: "yes" }).error?.issues[0]?.path).toEqual([
      "shippingSelection",
    ]);
  });
});
