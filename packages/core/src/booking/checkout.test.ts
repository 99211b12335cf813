import { describe, expect, it } from "vitest";
import {
  checkOrderTotal,
  checkPaymentMode,
  exceedsMaxOrderTotal,
  holdsGoods,
  mayUsePaymentMode,
  orderHoldsGoods,
  paymentModesFor,
  shippingAsked,
  ships,
} from "./checkout";

const FLAGGED = { has_collective_invoice_payment: true };
const PLAIN = { has_collective_invoice_payment: false };

describe("ships (spec selling-core §4)", () => {
  it.each([
    ["none", null, { ok: true, value: false }],
    ["none", false, { ok: true, value: false }],
    [
      "none",
      true,
      { ok: false, code: "validation", field: "shipping", message: "This shop does not ship" },
    ],
    ["optional", null, { ok: true, value: false }],
    ["optional", false, { ok: true, value: false }],
    ["optional", true, { ok: true, value: true }],
    ["mandatory", null, { ok: true, value: true }],
    ["mandatory", false, { ok: true, value: true }],
  ] as const)("setting %s, choice %s", (setting, selection, expected) => {
    expect(ships(setting, selection)).toEqual(expected);
  });

  // Issue 31, Deliver 4: goods are always posted, whatever the setting or the choice.
  it.each([
    ["optional", null],
    ["optional", false],
    ["optional", true],
    ["mandatory", false],
    ["none", null],
  ] as const)("with goods: setting %s, choice %s ships", (setting, selection) => {
    expect(ships(setting, selection, true)).toEqual({ ok: true, value: true });
  });
});

describe("goods and the shipping question (issue 31, Deliver 4)", () => {
  it("finds goods among a cart's lines and an order's items, each by its own type", () => {
    expect(holdsGoods([{ type: "Ticket" }, { type: "Merchandise" }])).toBe(true);
    expect(holdsGoods([{ type: "Ticket" }, { type: "Coupon" }])).toBe(false);
    expect(orderHoldsGoods([{ type: "ticket" }, { type: "merchandise" }])).toBe(true);
    expect(orderHoldsGoods([{ type: "ticket" }, { type: "coupon" }])).toBe(false);
  });

  it.each([
    // setting, goods in the cart, asked
    ["optional", false, true],
    ["optional", true, false],
    ["mandatory", false, false],
    ["none", false, false],
  ] as const)("with %s shipping and goods %s, the cart asks: %s", (setting, goods, asked) => {
    expect(shippingAsked(setting, goods)).toBe(asked);
  });
});

describe("payment modes (spec selling-core §6)", () => {
  it.each([
    ["credit_card", undefined, true],
    ["credit_card", PLAIN, true],
    ["paypal", PLAIN, true],
    ["collective_invoice", undefined, false],
    ["collective_invoice", PLAIN, false],
    ["collective_invoice", FLAGGED, true],
  ] as const)("%s for billing %o: allowed %s", (key, billing, allowed) => {
    expect(mayUsePaymentMode(key, billing)).toBe(allowed);
    if (billing) {
      expect(checkPaymentMode(key, billing)).toEqual(
        allowed
          ? { ok: true, value: key }
          : {
              ok: false,
              code: "validation",
              field: "payment_mode_id",
              message: "This address may not pay by collective invoice",
            },
      );
    }
  });

  it("keeps the shop's order and leaves out what the address may not use", () => {
    const modes = [{ key: "credit_card" }, { key: "collective_invoice" }, { key: "paypal" }];
    expect(paymentModesFor(modes, PLAIN).map((m) => m.key)).toEqual(["credit_card", "paypal"]);
    expect(paymentModesFor(modes, FLAGGED)).toEqual(modes);
  });
});

describe("the order maximum (spec selling-core §8 max total exceeded)", () => {
  it.each([
    [99_999, 100_000, false],
    [100_000, 100_000, false],
    [100_001, 100_000, true],
    [0, 0, false],
    [1, 0, true],
    [10_000_000, null, false],
  ] as const)("a total of %i with the maximum %s: exceeded %s", (total, max, exceeded) => {
    expect(exceedsMaxOrderTotal(total, max)).toBe(exceeded);
    expect(checkOrderTotal(total, max)).toEqual(
      exceeded
        ? {
            ok: false,
            code: "max_total_exceeded",
            field: "total",
            message: `Orders may total at most €${max === 0 ? "0.00" : "1,000.00"}`,
          }
        : { ok: true, value: total },
    );
  });
});
