// spec selling-core §4 "Shipping selection" (issue 27): the question how the order arrives and
// its "please choose" name what the cart holds: vouchers only, tickets only, or both.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { line, minutes, priceAnswer, pricedLine, storageWith } from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

const COUPON = { type: "Coupon", attributes: { id: 5, quantity: 2 }, updated_at: minutes(-2) };
const LETTER = { id: 90, title: "Letter", description: "By post", price_cents: 390 };

function optionalShipping(lines: ReturnType<typeof pricedLine>[]) {
  stubApi({
    "GET /api/v1/tickets/40": () =>
      json(ticketFixture(40, false, { title: "Annual pass", ticket_type: "annual" })),
    "GET /api/v1/shop": () =>
      json(shopAnswer({ storageKeyPrefix: "museum", shipping: "optional" })),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "POST /api/v1/cart": () => json(priceAnswer(lines, { shippingOptions: [LETTER] })),
  });
}

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given a cart of vouchers only", () => {
  it("asks how the vouchers arrive, not the tickets, and says so when unanswered", async () => {
    const user = userEvent.setup();
    optionalShipping([pricedLine(0, "Coupon", "Gift voucher 25 €", 5000, 0)]);
    renderCartArea("/cart", { storage: storageWith([COUPON]) });

    const group = await screen.findByRole("radiogroup", {
      name: "How would you like to receive your vouchers?",
    });
    expect(screen.queryByText(/your tickets/)).toBeNull();
    await user.click(screen.getByRole("link", { name: "Go to checkout" }));

    expect(
      await screen.findByText(
        "Please choose how you would like to receive your vouchers before going to checkout.",
      ),
    ).toHaveFocus();
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/your tickets/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a cart of tickets and vouchers", () => {
  it("asks how both arrive", async () => {
    optionalShipping([
      pricedLine(0, "Ticket", "Adult day ticket", 2400, 7),
      pricedLine(1, "Coupon", "Gift voucher 25 €", 5000, 0),
    ]);
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1), COUPON]) });

    expect(
      await screen.findByRole("radiogroup", {
        name: "How would you like to receive your tickets and vouchers?",
      }),
    ).toBeVisible();
  });
});

describe("given a cart with an annual pass", () => {
  it("says by the choice that the pass is not printed but posted or kept at the desk", async () => {
    optionalShipping([pricedLine(0, "Annual", "Annual pass", 4900, 0)]);
    renderCartArea("/cart", {
      storage: storageWith([
        { type: "Annual", attributes: { id: 40, quantity: 1 }, updated_at: minutes(-1) },
      ]),
    });

    const group = await screen.findByRole("radiogroup", {
      name: "How would you like to receive your tickets?",
    });
    const note =
      "Annual passes are not printed: with shipping we send them by post once personalised, " +
      "otherwise they are kept for pickup at the museum's ticket desk.";
    expect(group).toHaveAccessibleDescription(note);
    expect(await axeViolations()).toEqual([]);
  });
});

// Issue 31, Deliver 4: goods are always posted — the cart offers no choice, it says so, and
// the checkout goes on without one.
describe("given a cart with goods", () => {
  it("asks nothing about the delivery and says the order goes by post", async () => {
    const user = userEvent.setup();
    const poster = {
      type: "Merchandise",
      attributes: { id: 12, quantity: 1 },
      reservations: [{ token: "merchandise-hold-token-0001", valid_until: minutes(30) }],
      updated_at: minutes(-2),
    };
    optionalShipping([
      pricedLine(0, "Ticket", "Adult day ticket", 2400, 7),
      pricedLine(1, "Merchandise", "Poster", 1500, 7),
    ]);
    renderCartArea("/cart", { storage: storageWith([line(12, 1, 1), poster]) });

    expect(
      await screen.findByText(
        "Goods are sent by post: your whole order goes to the delivery address you give at checkout, with the postage above.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Go to checkout" }));
    expect(screen.queryByText(/Please choose how/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
