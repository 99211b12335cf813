// The issue "a visitor's review", findings 1 and 2: the result pages opened with an order the
// server does not know (a dead payment-return link) or without any order say that there is no
// order to show — no endless wait, no thanks — keep the cart and the session, and show the
// ways on.
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  customer,
  ORDER_TOKEN,
  storageWithCart,
  storedItems,
  TICKET_LINE,
} from "../../test/checkout-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.useRealTimers();
});

// Kept before the fake timers: a wait that does not move the page's clock (Testing Library's
// findBy would wait on the fake one).
const realTimeout = globalThis.setTimeout;
async function until(check: () => void) {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => realTimeout(resolve, 50));
    }
  }
}

const DEAD_QUERY = `order_id=999&token=${ORDER_TOKEN}`;
const signOut = () => new Response(null, { status: 204, statusText: "No Content" });

/** A signed-in guest and a server that knows no order 999. */
function deadLinkApi(level: 10 | 20 = 10) {
  return stubApi({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(level) }),
    "DELETE /api/v1/auth/sign_out": signOut,
    "GET /api/v1/orders/999": () => refusalAnswer("not_found", { message: "No such order" }),
  });
}

async function expectNoOrder(text: string) {
  expect(await screen.findByRole("heading", { level: 1, name: "No order to show" })).toBeVisible();
  expect(screen.getByText(text)).toBeVisible();
  expect(screen.queryByRole("heading", { name: "Thank you for your order" })).toBeNull();
  expect(screen.queryByRole("heading", { name: "Payment pending" })).toBeNull();
  expect(screen.getByRole("link", { name: "Back to the cart" })).toHaveAttribute("href", "/cart");
}

const UNKNOWN =
  "This order was not found. The link may be out of date or incomplete. Your cart is unchanged.";
const NONE =
  "There is no order to show here. This page shows an order only after it has been placed. Your cart is unchanged.";

describe("given a payment-return link whose order the server does not know", () => {
  it("stops at the first 404 and says the order was not found, with the ways on", async () => {
    const api = deadLinkApi();
    const storage = storageWithCart();
    const view = renderShop(`/checkout/return?${DEAD_QUERY}&outcome=paid&lang=en`, { storage });

    await expectNoOrder(UNKNOWN);
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/tickets",
    );
    // it never goes on to the pending page, which would ask again and again; the token left
    // the address bar all the same
    await waitFor(() => expect(view.location()).toBe("/checkout/return"));
    expect(api.callsTo("/orders/999")).toHaveLength(1);
    expect(storedItems(storage)).toEqual([TICKET_LINE]);
    expect(api.callsTo("/auth/sign_out")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a registered customer the way to the orders", async () => {
    deadLinkApi(20);
    renderShop(`/checkout/return?${DEAD_QUERY}&lang=en`, { storage: storageWithCart() });
    await expectNoOrder(UNKNOWN);
    expect(await screen.findByRole("link", { name: "View your orders" })).toHaveAttribute(
      "href",
      "/orders",
    );
  });

  it("ends the pending page's checks at the first 404", async () => {
    // Only setTimeout is faked: the page's polling runs on it, while fetch and React keep working.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const api = deadLinkApi();
    renderShop(`/checkout/pending?${DEAD_QUERY}&lang=en`, { storage: storageWithCart() });
    await until(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Payment pending" })).toBeVisible(),
    );

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await until(() => expect(api.callsTo("/orders/999")).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo("/orders/999")).toHaveLength(1);
    vi.useRealTimers();
    await expectNoOrder(UNKNOWN);
  });

  it("does not thank for it on the success page, and keeps the cart", async () => {
    const api = deadLinkApi();
    const storage = storageWithCart();
    renderShop(`/checkout/success?${DEAD_QUERY}&lang=en`, { storage });

    await expectNoOrder(UNKNOWN);
    expect(storedItems(storage)).toEqual([TICKET_LINE]);
    expect(api.callsTo("/auth/sign_out")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a result page opened without an order", () => {
  it.each(["success", "pending", "return"])(
    "/checkout/%s says there is no order to show, asks for none and keeps the cart",
    async (page) => {
      const api = stubApi({
        "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
        "DELETE /api/v1/auth/sign_out": signOut,
      });
      const storage = storageWithCart();
      renderShop(`/checkout/${page}?lang=en`, { storage });

      await expectNoOrder(NONE);
      expect(api.callsTo("/orders")).toEqual([]);
      expect(storedItems(storage)).toEqual([TICKET_LINE]);
      await waitFor(() => expect(api.callsTo("/auth/validate_token").length).toBeGreaterThan(0));
      expect(api.callsTo("/auth/sign_out")).toEqual([]);
      expect(await axeViolations()).toEqual([]);
    },
  );
});
