// spec selling-core §2 shop.checkout.failure, §4 step 2 and §8: every text of the failure page
// is reachable — purchase not successful, the payment pending text, and for an order the server
// refused (other than HTTP 500) the list of refused entries and the detailed message. The other
// reasons (paymentFailure, orderCanceled, unknown, max total exceeded) are in result-pages.test.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  cartAnswer,
  customer,
  orderResponse,
  PAYMENT_MODES,
  storageWithCart,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

type Overrides = Parameters<typeof stubApi>[0];
const signOut = () => new Response(null, { status: 204, statusText: "No Content" });

function ordering(answer: () => Response, overrides: Overrides = {}) {
  return stubApi({
    "GET /api/v1/shop": () => json({ ...shopAnswer(), payment_modes: PAYMENT_MODES }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "POST /api/v1/cart": () => json(cartAnswer(1200)),
    "POST /api/v1/orders": answer,
    "DELETE /api/v1/auth/sign_out": signOut,
    ...overrides,
  });
}

async function placeOrder() {
  const user = userEvent.setup();
  const view = renderShop("/checkout?lang=en", { storage: storageWithCart() });
  await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
  await user.click(screen.getByRole("button", { name: "Place order and pay" }));
  expect(
    await screen.findByRole("heading", { level: 1, name: "Purchase not successful" }),
  ).toBeVisible();
  return view;
}

describe("the failure page", () => {
  it("says the purchase was not successful when the server refuses the order", async () => {
    ordering(() => json(orderResponse({ status: "fail" }), 201, "Created"));
    const view = await placeOrder();

    expect(screen.getByText("Your order could not be completed.")).toBeVisible();
    expect(screen.getByText("Your cart has been kept.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the cart" })).toHaveAttribute("href", "/cart");
    expect(view.location()).toBe("/checkout/failure?reason=purchase");
    expect(await axeViolations()).toEqual([]);
  });

  it("says the payment is pending when the order has no way to pay", async () => {
    ordering(() => json(orderResponse({ status: "pending" }), 201, "Created"));
    await placeOrder();

    expect(
      screen.getByText(
        "The payment of your order is still pending: the payment page could not be opened.",
      ),
    ).toBeVisible();
    // the order exists: no "cart kept", no ordering again from the cart (it would order twice)
    expect(
      screen.getByText(
        "Your order has been received. You will be notified by e-mail about its payment.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("Your cart has been kept.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Back to the cart" })).toBeNull();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/tickets",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("lists what a refused order was refused for, with the detailed message", async () => {
    ordering(() =>
      json(
        {
          error: {
            code: "validation",
            message: "payment_mode_id: This payment mode is not available",
            fields: {
              payment_mode_id: ["This payment mode is not available"],
              "items.0.quantity": ["Too big"],
              "items.0.date": ["In the past"],
              affiliate: ["Unknown field"],
            },
          },
        },
        422,
        "Unprocessable Entity",
      ),
    );
    await placeOrder();

    expect(screen.getByText("The order contains invalid entries.")).toBeVisible();
    const list = screen.getByRole("region", { name: "These entries of your order were refused:" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Payment method", "Item 1 of your order", "Further entries"]);
    const details = screen.getByText("Technical details");
    await userEvent.setup().click(details);
    const detail = screen.getByText("payment_mode_id: This payment mode is not available");
    expect(detail).toBeVisible();
    expect(detail).toHaveAttribute("lang", "en");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows neither list nor details for an unknown error (HTTP 500)", async () => {
    ordering(() => errorAnswer(500, "Internal Server Error", "internal", "database down"));
    await placeOrder();

    expect(screen.getByText("An unknown error occurred with the order.")).toBeVisible();
    expect(screen.queryByText("Technical details")).toBeNull();
    expect(screen.queryByText(/database down/)).toBeNull();
    expect(within(screen.getByRole("main")).queryByRole("list")).toBeNull();
  });

  it("takes no details from the address bar: a link cannot put words on the page", async () => {
    const api = stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
      "DELETE /api/v1/auth/sign_out": signOut,
    });
    renderShop(
      "/checkout/failure?reason=validation&errors=total&error_detailed=Call%20us%20at%20555&lang=en",
      { storage: storageWithCart() },
    );

    expect(await screen.findByText("The order contains invalid entries.")).toBeVisible();
    expect(screen.queryByText(/Call us/)).toBeNull();
    expect(screen.queryByText("Order total")).toBeNull();
    await waitFor(() => expect(api.callsTo("/auth/sign_out")).toHaveLength(1));
  });
});
