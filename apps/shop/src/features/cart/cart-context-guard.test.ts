// spec selling-core §3 "Local cart state": the hand-written guard reads back what the contract
// schema (LocalCartState) accepts and drops what it refuses. The schema is used here, in the
// test only, as the judge; the shop itself carries no zod.
import { LocalCartState } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { readLocalCart } from "./cart-context";

const TOKEN = "q3Jx9fLw0VbT2mYcR8nKdA";
const ticket = {
  type: "Ticket",
  attributes: { id: 12, date: "2030-06-14", time: "10:30", quantity: 2 },
  reservations: [{ token: TOKEN, valid_until: "2030-06-01T10:30:00.000Z" }],
  updated_at: "2030-06-01T10:00:00.000Z",
};

const kept: Array<[string, unknown]> = [
  ["an empty object (every field takes its default)", {}],
  ["a ticket line with its hold", { items: [ticket] }],
  [
    "a personalised ticket line",
    {
      items: [
        {
          ...ticket,
          attributes: {
            ...ticket.attributes,
            attendees: [
              { name: "Ada", surname: "Lovelace" },
              { name: "Alan", surname: "Turing", email: "alan@example.org" },
            ],
          },
        },
      ],
    },
  ],
  [
    "every other line kind and field",
    {
      items: [
        { type: "Event", attributes: { id: 301, quantities: { "5": 2 } } },
        {
          type: "Tour",
          attributes: { id: 8, date: "2030-06-14", start_time: "14:00", quantities: { "41": 12 } },
        },
        { type: "Merchandise", attributes: { id: 4, quantity: 1, shipping_mode: "post" } },
      ],
      shippingItems: [{ id: 90, title: "Post", description: "", price_cents: 390 }],
      coupons: ["SPRING"],
      donations: [100],
      orderParams: { customerComment: "", reference: "7b", paymentModeId: 2 },
      shippingSelection: true,
      shippingAddressId: 3,
      billingAddressId: 4,
    },
  ],
  ["an older state with unknown extra keys", { items: [ticket], favourite: "x" }],
];

const dropped: Array<[string, unknown]> = [
  ["a string", "cart"],
  ["an array", [ticket]],
  ["items that are not a list", { items: { 0: ticket } }],
  ["an unknown line kind", { items: [{ ...ticket, type: "Voucher" }] }],
  [
    "a quantity of 0",
    { items: [{ ...ticket, attributes: { ...ticket.attributes, quantity: 0 } }] },
  ],
  [
    "a quantity that is not a number",
    { items: [{ ...ticket, attributes: { ...ticket.attributes, quantity: "2" } }] },
  ],
  [
    "a date in another format",
    { items: [{ ...ticket, attributes: { id: 12, date: "14.06.2030", quantity: 1 } }] },
  ],
  ["a hold without valid_until", { items: [{ ...ticket, reservations: [{ token: TOKEN }] }] }],
  [
    "a hold with a short token",
    {
      items: [
        { ...ticket, reservations: [{ token: "abc", valid_until: "2030-06-01T10:30:00.000Z" }] },
      ],
    },
  ],
  [
    "fewer attendees than tickets",
    {
      items: [
        {
          ...ticket,
          attributes: { ...ticket.attributes, attendees: [{ name: "Ada", surname: "Lovelace" }] },
        },
      ],
    },
  ],
  [
    "an attendee without a surname",
    {
      items: [
        {
          ...ticket,
          attributes: {
            ...ticket.attributes,
            quantity: 1,
            attendees: [{ name: "Ada", surname: " " }],
          },
        },
      ],
    },
  ],
  ["a negative donation", { donations: [-100] }],
  ["an empty coupon code", { coupons: [""] }],
  ["a shipping choice that is not a flag", { shippingSelection: "yes" }],
];

describe("readLocalCart", () => {
  it.each(kept)("keeps %s, as the contract schema reads it", (_, value) => {
    const expected = LocalCartState.parse(value);
    expect(readLocalCart(value)).toEqual(expected);
  });

  it.each(dropped)("drops %s, which the contract schema refuses too", (_, value) => {
    expect(LocalCartState.safeParse(value).success).toBe(false);
    expect(readLocalCart(value)).toBeNull();
  });

  it("reads nothing stored as no cart", () => {
    expect(readLocalCart(undefined)).toBeNull();
  });
});
