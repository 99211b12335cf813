// The issue 27: an unpaid order in the account's order list offers to pay it now (back to its
// payment, the checkout's way: features/checkout/follow-outcome.ts) and to cancel it after a
// confirmation (POST /orders/{id}/cancel); a refusal says why. Through the real shop with only
// fetch stubbed by the endpoint table.
import type { Order } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveShop } from "../../features/checkout/leave-shop";
import { axeViolations } from "../../test/axe";
import {
  COUNTRIES,
  customer,
  ORDER_TOKEN,
  order,
  orderResponse,
  SALUTATIONS,
} from "../../test/checkout-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
});

const UNPAID = order({ id: 1100 });
const PAID = order({ id: 1099, is_valid: true, payment_status: 30 });

function signedIn(list: () => Order[], overrides: Parameters<typeof stubApi>[0] = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=1; path=/";
  return stubApi({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    "GET /api/v1/orders": () => {
      const orders = list();
      return json({ orders, meta: { total_count: orders.length, per_page: 5 } });
    },
    ...overrides,
  });
}

describe("given an unpaid order in the order list", () => {
  it("offers paying and cancelling it, and neither for a paid one", async () => {
    signedIn(() => [UNPAID, PAID]);
    renderShop("/orders?lang=en");

    const unpaid = await screen.findByRole("region", { name: "Order 1100" });
    expect(within(unpaid).getByRole("button", { name: "Pay now" })).toBeEnabled();
    expect(within(unpaid).getByRole("button", { name: "Cancel order" })).toBeEnabled();
    const paid = screen.getByRole("region", { name: "Order 1099" });
    expect(within(paid).queryByRole("button", { name: "Pay now" })).toBeNull();
    expect(within(paid).queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("takes the visitor back to the order's payment, keeping the order for the result pages", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn(() => [UNPAID], {
      "POST /api/v1/orders/1100/payment": () =>
        json({
          ...orderResponse({ payment_url: "https://pay.example.org/1100" }),
          order: { id: 1100, token: ORDER_TOKEN },
        }),
    });
    const view = renderShop("/orders?lang=en");

    const panel = await screen.findByRole("region", { name: "Order 1100" });
    await user.click(within(panel).getByRole("button", { name: "Pay now" }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://pay.example.org/1100"));
    expect(api.callsTo("/orders/1100/payment")).toHaveLength(1);
    expect(JSON.parse(view.storage.getItem("shop:checkout-order") ?? "{}")).toEqual({
      id: 1100,
      token: ORDER_TOKEN,
    });
  });

  it("opens the payment inside the shop when the provider wants its iframe", async () => {
    const user = userEvent.setup();
    signedIn(() => [UNPAID], {
      "POST /api/v1/orders/1100/payment": () =>
        json({
          ...orderResponse({ payment_url: "https://pay.example.org/f", shop_behavior: "iframe" }),
          order: { id: 1100, token: ORDER_TOKEN },
        }),
    });
    const view = renderShop("/orders?lang=en");

    const panel = await screen.findByRole("region", { name: "Order 1100" });
    await user.click(within(panel).getByRole("button", { name: "Pay now" }));

    await waitFor(() => expect(view.location()).toBe("/checkout/payment"));
  });

  it("cancels it after the confirmation, says so and moves the focus to the order", async () => {
    const user = userEvent.setup();
    let canceled = false;
    const api = signedIn(() => [canceled ? { ...UNPAID, canceled: true } : UNPAID], {
      "POST /api/v1/orders/1100/cancel": () => {
        canceled = true;
        return json({ ...UNPAID, canceled: true });
      },
    });
    renderShop("/orders?lang=en");

    const panel = await screen.findByRole("region", { name: "Order 1100" });
    await user.click(within(panel).getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order 1100?" });
    // keeping it changes nothing
    await user.click(within(dialog).getByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("/orders/1100/cancel")).toHaveLength(0);

    await user.click(within(panel).getByRole("button", { name: "Cancel order" }));
    const again = await screen.findByRole("dialog", { name: "Cancel order 1100?" });
    expect(again).toHaveAccessibleDescription(
      "The reserved places are released and any voucher value used is credited back. The order can no longer be paid afterwards.",
    );
    await user.click(within(again).getByRole("button", { name: "Yes, cancel" }));

    expect(await within(panel).findByRole("status")).toHaveTextContent("Order 1100 is cancelled.");
    await waitFor(() =>
      expect(within(panel).getByRole("heading", { name: "Order 1100" })).toHaveFocus(),
    );
    expect(await within(panel).findByText("Cancelled")).toBeVisible();
    expect(within(panel).queryByRole("button", { name: "Pay now" })).toBeNull();
    expect(api.callsTo("/orders/1100/cancel")).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("says why when the order was paid meanwhile, the alert taking the focus", async () => {
    const user = userEvent.setup();
    signedIn(() => [UNPAID], {
      "POST /api/v1/orders/1100/cancel": () =>
        refusalAnswer("order_not_cancelable", { message: "The order is paid" }),
    });
    renderShop("/orders?lang=en");

    const panel = await screen.findByRole("region", { name: "Order 1100" });
    await user.click(within(panel).getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order 1100?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));

    const alert = await within(panel).findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        "This order is already paid or its payment is under way, so it cannot be cancelled here. Please contact the museum.",
      ),
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("says an order canceled meanwhile can no longer be paid", async () => {
    const user = userEvent.setup();
    signedIn(() => [UNPAID], {
      "POST /api/v1/orders/1100/payment": () => refusalAnswer("order_canceled"),
    });
    renderShop("/orders?lang=en");

    const panel = await screen.findByRole("region", { name: "Order 1100" });
    await user.click(within(panel).getByRole("button", { name: "Pay now" }));

    const alert = await within(panel).findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent(/has been cancelled or has expired meanwhile/),
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
