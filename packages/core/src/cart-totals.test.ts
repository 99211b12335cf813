import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotals, DONATION_CENTS, lineTotalCents } from "./cart-totals";
import type { VatLine } from "./vat";

const ticket: VatLine = { price_cents: 1250, quantity: 3, vat_pct: 19, tax_included: true };
const catalogue: VatLine = { price_cents: 1000, quantity: 2, vat_pct: 7, tax_included: false };
const postage: VatLine = { price_cents: 490, quantity: 1, vat_pct: 19, tax_included: true };

const vatLine = fc.record({
  price_cents: fc.nat({ max: 1_000_000 }),
  quantity: fc.nat({ max: 100 }),
  vat_pct: fc.constantFrom(0, 7, 7.7, 10.5, 19, 21),
  tax_included: fc.boolean(),
});

describe("DONATION_CENTS", () => {
  it("is one euro, as the spec fixes it", () => {
    expect(DONATION_CENTS).toBe(100);
  });
});

describe("lineTotalCents", () => {
  it.each([
    [ticket, 3750],
    [catalogue, 2140], // 2000 net + 140 VAT
    [{ price_cents: 0, quantity: 5, vat_pct: 19, tax_included: true }, 0],
    [{ price_cents: 1250, quantity: 0, vat_pct: 19, tax_included: true }, 0],
  ])("gives the gross of %j: %i cents", (line, expected) => {
    expect(lineTotalCents(line)).toBe(expected);
  });
});

describe("cartTotals", () => {
  describe("given tickets, a net-priced item, shipping and two donations", () => {
    const totals = cartTotals({
      lines: [ticket, catalogue],
      shippingLines: [postage],
      donations: [DONATION_CENTS, DONATION_CENTS],
    });

    it("adds lines, shipping and donations into the subtotal", () => {
      expect(totals.subTotalCents).toBe(3750 + 2140 + 490 + 200);
    });

    it("leaves shipping out of the subtotal without shipping, but keeps donations", () => {
      expect(totals.subTotalCentsWithoutShipping).toBe(3750 + 2140 + 200);
    });

    it("lists the donations and gives them no VAT", () => {
      expect(totals.donations).toEqual([100, 100]);
      expect(totals.vats).toEqual([
        { vat_pct: 7, price_cents: 140 },
        { vat_pct: 19, price_cents: 599 },
      ]);
    });

    it("reports the VAT of shipping apart", () => {
      expect(totals.shippingVats).toEqual([{ vat_pct: 19, price_cents: 78 }]);
    });
  });

  it("gives an empty cart zero totals and no VAT", () => {
    expect(cartTotals({ lines: [], shippingLines: [], donations: [] })).toEqual({
      subTotalCents: 0,
      subTotalCentsWithoutShipping: 0,
      donations: [],
      vats: [],
      shippingVats: [],
    });
  });

  describe("given a coupon", () => {
    it("takes its value off both totals", () => {
      const totals = cartTotals({
        lines: [ticket],
        shippingLines: [postage],
        donations: [],
        couponCents: 1000,
      });
      expect(totals.subTotalCents).toBe(3750 + 490 - 1000);
      expect(totals.subTotalCentsWithoutShipping).toBe(3750 - 1000);
    });

    it("never brings a total below 0, and leaves the VAT lists alone", () => {
      const totals = cartTotals({
        lines: [ticket],
        shippingLines: [postage],
        donations: [],
        couponCents: 4000,
      });
      expect(totals.subTotalCents).toBe(240);
      expect(totals.subTotalCentsWithoutShipping).toBe(0);
      expect(totals.vats).toEqual([{ vat_pct: 19, price_cents: 599 }]);
    });
  });

  it.each([[{ donations: [-100] }], [{ donations: [1.5] }], [{ donations: [], couponCents: -1 }]])(
    "refuses amounts that are not cents: %j",
    (extra) => {
      expect(() => cartTotals({ lines: [ticket], shippingLines: [], ...extra })).toThrow(
        RangeError,
      );
    },
  );

  it("makes the subtotal the gross of lines and shipping plus donations", () => {
    fc.assert(
      fc.property(
        fc.array(vatLine, { maxLength: 10 }),
        fc.array(vatLine, { maxLength: 3 }),
        fc.array(fc.constant(DONATION_CENTS), { maxLength: 3 }),
        (lines, shippingLines, donations) => {
          const totals = cartTotals({ lines, shippingLines, donations });
          const gross = (ls: VatLine[]) => ls.reduce((s, l) => s + lineTotalCents(l), 0);
          const donated = donations.reduce((s, d) => s + d, 0);
          expect(totals.subTotalCents).toBe(gross(lines) + gross(shippingLines) + donated);
          expect(totals.subTotalCentsWithoutShipping).toBe(gross(lines) + donated);
        },
      ),
    );
  });

  it("keeps every total between 0 and the total without coupon", () => {
    fc.assert(
      fc.property(
        fc.array(vatLine, { maxLength: 10 }),
        fc.array(vatLine, { maxLength: 3 }),
        fc.nat({ max: 10_000_000 }),
        (lines, shippingLines, couponCents) => {
          const full = cartTotals({ lines, shippingLines, donations: [] });
          const paid = cartTotals({ lines, shippingLines, donations: [], couponCents });
          expect(paid.subTotalCents).toBe(Math.max(0, full.subTotalCents - couponCents));
          expect(paid.subTotalCentsWithoutShipping).toBeGreaterThanOrEqual(0);
          expect(paid.subTotalCentsWithoutShipping).toBeLessThanOrEqual(paid.subTotalCents);
        },
      ),
    );
  });
});
