// spec selling-core §3, §9: the price a ticket line shows — the server's once it is in — and
// the struck-through price before the ticket's discount only while it is higher.
import { describe, expect, it } from "vitest";
import { type PricedTicketLine, shownTicketPrice } from "./cart-pricing";

const local: PricedTicketLine = {
  vatLine: { price_cents: 1200, quantity: 2, vat_pct: 7, tax_included: true },
  totalCents: 2400,
  originalTotalCents: 3000,
};

describe("shownTicketPrice", () => {
  it.each([
    ["the ticket's own before the server answered", undefined, 2400, 3000],
    ["the server's, with the discount struck through", 2400, 2400, 3000],
    ["the server's lower audience price, still below the list price", 2000, 2000, 3000],
    ["the server's, without a strike-through when it is not lower", 3000, 3000, undefined],
  ])("is %s", (_, server, total, original) => {
    expect(shownTicketPrice(local, server)).toEqual({
      totalCents: total,
      originalTotalCents: original,
    });
  });

  it("strikes nothing through for a ticket without a discount", () => {
    expect(shownTicketPrice({ ...local, originalTotalCents: undefined }, 2400)).toEqual({
      totalCents: 2400,
      originalTotalCents: undefined,
    });
  });
});
