// spec selling-core §8 'max total exceeded' (a maximum-value message); the issue 27, finding 3:
// the shop's maximum order total (setting maxOrderTotalCents, read from GET /shop) is named on
// the cart and the checkout as soon as the total passes it, with the way on withheld, and the
// server's refusal names it on the failure page too.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import {
  ADDRESSES,
  cartAnswer,
  customer,
  PAYMENT_MODES,
  storageWithCart,
} from "../../test/checkout-fixtures";
import { json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

type Overrides = Parameters<typeof stubApi>[0];

/** A signed-in guest whose cart (2 × `unitCents`) the shop with `maxCents` prices. */
function shopWithMaximum(maxCents: number | null, unitCents: number, overrides: Overrides = {}) {
  return stubApi({
    "GET /api/v1/shop": () =>
      json({ ...shopAnswer({ maxOrderTotalCents: maxCents }), payment_modes: PAYMENT_MODES }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "POST /api/v1/cart": () => json(cartAnswer(unitCents)),
    "DELETE /api/v1/auth/sign_out": () => new Response(null, { status: 204 }),
    ...overrides,
  });
}

const OVER =
  "An order may total at most €1,000.00. Please remove items or lower quantities to order.";

describe("given a cart whose total passes the shop's maximum", () => {
  it("names the maximum on the cart and offers no way to the checkout", async () => {
    shopWithMaximum(100_000, 60_000);
    renderShop("/cart?lang=en", { storage: storageWithCart() });

    const notice = await screen.findByText(OVER);
    expect(notice).toBeVisible();
    expect(screen.queryByRole("link", { name: "Go to checkout" })).toBeNull();
    const button = screen.getByRole("button", { name: "Go to checkout" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OVER);
    expect(await axeViolations()).toEqual([]);
  });

  it("names it in the shop's language, read from the shop's settings", async () => {
    shopWithMaximum(25_000, 20_000);
    renderShop("/cart?lang=de", { storage: storageWithCart() });
    expect(
      await screen.findByText(
        "Eine Bestellung darf höchstens 250,00 € betragen. Bitte entfernen Sie Artikel oder verringern Sie die Anzahl, um zu bestellen.",
      ),
    ).toBeVisible();
  });

  it("names the maximum beside a disabled buy button at the checkout and orders nothing", async () => {
    const user = userEvent.setup();
    const api = shopWithMaximum(100_000, 60_000);
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    const buy = await screen.findByRole("button", { name: "Place order and pay" });
    expect(screen.getByText(OVER)).toBeVisible();
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(OVER);
    await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(buy);
    expect(api.callsTo("/orders")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a cart at or under the shop's maximum", () => {
  it.each([
    ["at", 100_000, 50_000],
    ["under", 100_000, 1_200],
    ["without", null, 900_000],
  ])("offers the checkout %s the maximum, without a notice", async (_, max, unit) => {
    shopWithMaximum(max, unit);
    renderShop("/cart?lang=en", { storage: storageWithCart() });
    expect(await screen.findByRole("link", { name: "Go to checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    expect(screen.queryByText(/An order may total at most/)).toBeNull();
  });
});

describe("given an order the server refuses above its maximum", () => {
  it("names the maximum the server answered on the failure page", async () => {
    const user = userEvent.setup();
    // the shop's settings were older than the server's maximum (no notice before the order)
    shopWithMaximum(null, 60_000, {
      "POST /api/v1/orders": () =>
        new Response(
          JSON.stringify({
            error: {
              code: "max_total_exceeded",
              message: "Orders may total at most €1,000.00",
              fields: { total: ["Orders may total at most €1,000.00"] },
              max_total_cents: 100_000,
            },
          }),
          { status: 422, headers: { "Content-Type": "application/json" } },
        ),
    });
    const view = renderShop("/checkout?lang=en", { storage: storageWithCart() });
    await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Purchase not successful" }),
    ).toBeVisible();
    expect(view.location()).toBe("/checkout/failure?reason=max_total_exceeded");
    expect(screen.getByText(OVER)).toBeVisible();
  });

  it("names the shop's maximum on a failure page opened without the server's answer", async () => {
    shopWithMaximum(100_000, 1_200, {
      "GET /api/v1/auth/validate_token": () => refusalAnswer("unauthorized"),
    });
    renderShop("/checkout/failure?reason=max_total_exceeded&lang=en", {
      storage: storageWithCart(),
    });
    await waitFor(() => expect(screen.getByText(OVER)).toBeVisible());
  });
});
