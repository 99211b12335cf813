// Issue 27 item 1: "Zur Kasse" leaves the cart for the checkout; the link is gone, so the focus
// must go to the checkout's heading (routes/layout/route-focus.tsx), not fall to <body>.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line, priceAnswer, pricedLine, storageWith } from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

describe("given a cart, gone on to the checkout by keyboard", () => {
  it("puts the focus on the checkout's heading", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ storageKeyPrefix: "museum" })),
      "GET /api/v1/tickets/12": () =>
        json(ticketFixture(12, false, { title: "Adult day ticket", price_cents: 1200 })),
      "POST /api/v1/cart": () =>
        json(priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400, 7)])),
    });
    const view = renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    const checkout = await screen.findByRole("link", { name: "Go to checkout" });
    checkout.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(view.location()).toBe("/checkout"));
    const heading = await screen.findByRole("heading", { level: 1, name: "Checkout" });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
