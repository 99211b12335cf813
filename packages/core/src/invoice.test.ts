import { describe, expect, it } from "vitest";
import { invoiceLineAmounts, invoiceNumberText, invoiceTotals } from "./invoice";

describe("invoice numbers", () => {
  it("prints each range with its own prefix, six digits", () => {
    expect(invoiceNumberText("invoice", 42)).toBe("RE-000042");
    expect(invoiceNumberText("cancellation", 7)).toBe("ST-000007");
    expect(invoiceNumberText("invoice", 1_234_567)).toBe("RE-1234567");
  });
});

describe("invoice amounts", () => {
  it("takes a line's VAT out of its gross, rounded once for the line", () => {
    // 37.50 € at 7 %: 2.4533 € → 2.45 €; three rounded unit VATs (0.82 €) would make 2.46 €.
    expect(invoiceLineAmounts({ gross_cents: 3750, vat_pct: 7 })).toEqual({
      net_cents: 3505,
      vat_cents: 245,
      gross_cents: 3750,
    });
  });

  it("negates a cancelled line's amounts exactly", () => {
    expect(invoiceLineAmounts({ gross_cents: -3750, vat_pct: 7 })).toEqual({
      net_cents: -3505,
      vat_cents: -245,
      gross_cents: -3750,
    });
  });

  it("sums per rate, ascending, 7.7 and 7.70 one rate; due adds donations, less vouchers", () => {
    const totals = invoiceTotals({
      lines: [
        {
          title: "a",
          quantity: 1,
          service_date: "2030-06-02",
          vat_pct: 19,
          gross_cents: 2380,
          item_ids: [1],
        },
        {
          title: "b",
          quantity: 3,
          service_date: "2030-06-02",
          vat_pct: 7,
          gross_cents: 3750,
          item_ids: [2],
        },
        {
          title: "c",
          quantity: 1,
          service_date: "2030-06-02",
          vat_pct: 7.7,
          gross_cents: 1077,
          item_ids: [3],
        },
        {
          title: "d",
          quantity: 1,
          service_date: "2030-06-02",
          vat_pct: 7.7,
          gross_cents: 1077,
          item_ids: [4],
        },
      ],
      donation_cents: 100,
      voucher_cents: 500,
    });
    expect(totals.rates).toEqual([
      { vat_pct: 7, net_cents: 3505, vat_cents: 245, gross_cents: 3750 },
      { vat_pct: 7.7, net_cents: 2000, vat_cents: 154, gross_cents: 2154 },
      { vat_pct: 19, net_cents: 2000, vat_cents: 380, gross_cents: 2380 },
    ]);
    expect(totals.lines).toEqual({ net_cents: 7505, vat_cents: 779, gross_cents: 8284 });
    expect(totals.due_cents).toBe(8284 + 100 - 500);
  });
});
