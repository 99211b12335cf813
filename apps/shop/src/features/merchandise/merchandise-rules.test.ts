import type { CartItem } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { merchandisePrice, merchandiseSelectionError, piecesInCart } from "./merchandise-rules";

describe("merchandiseSelectionError", () => {
  it.each([
    [0, 5, "none"],
    [1, 5, undefined],
    [5, 5, undefined],
    [6, 5, "tooMany"],
    [1, 0, "tooMany"],
  ] as const)("%i of at most %i → %s", (quantity, max, error) => {
    expect(merchandiseSelectionError(quantity, max)).toBe(error);
  });
});

describe("merchandisePrice", () => {
  it("takes the discount off a piece, then splits the line's VAT once", () => {
    const price = merchandisePrice(
      { price_cents: 2990, discount: 10, vat_pct: 7, tax_included: true },
      3,
    );
    // 29,90 € − 10 % = 26,91 €; 3 × 26,91 € = 80,73 € holding 5,28 € VAT at 7 %
    expect(price).toMatchObject({ listCents: 2990, unitCents: 2691, totalCents: 8073 });
    expect(price.line).toEqual({ gross_cents: 8073, net_cents: 7545, vat_cents: 528, vat_pct: 7 });
  });

  it("adds the VAT to a net price's total, as the cart charges it", () => {
    const price = merchandisePrice(
      { price_cents: 1000, discount: 0, vat_pct: 19, tax_included: false },
      2,
    );
    // 2 × 10,00 € net + 19 % = 23,80 €
    expect(price.totalCents).toBe(2380);
    expect(price.line.vat_cents).toBe(380);
  });
});

describe("piecesInCart", () => {
  it("counts the article's merchandise lines only", () => {
    const items = [
      { type: "Merchandise", attributes: { id: 60, quantity: 2 }, reservations: [] },
      { type: "Coupon", attributes: { id: 60, quantity: 5 }, reservations: [] },
      { type: "Merchandise", attributes: { id: 61, quantity: 1 }, reservations: [] },
    ] as unknown as CartItem[];
    expect(piecesInCart(items, 60)).toBe(2);
    expect(piecesInCart(items, 62)).toBe(0);
  });
});
