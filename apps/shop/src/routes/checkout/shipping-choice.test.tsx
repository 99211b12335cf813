// spec selling-core §4 "Shipping selection", §5: with optional shipping the checkout asks how
// the tickets come (unset until chosen, an error after an attempt without it), the choice is
// priced and sent with the order. Through the real shop with only fetch stubbed.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaveShop } from "../../features/checkout/leave-shop";
import { axeViolations } from "../../test/axe";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  ADDRESSES,
  cartAnswer,
  customer,
  orderResponse,
  PAYMENT_MODES,
  storageWithCart,
} from "./checkout-fixtures";

vi.setConfig({ testTimeout: 20_000 });

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function optionalShipping() {
  return stubApi({
    "GET /api/v1/shop": () =>
      json({ ...shopAnswer({ shipping: "optional" }), payment_modes: PAYMENT_MODES }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "POST /api/v1/cart": () => json(cartAnswer(1200)),
    "POST /api/v1/orders": () =>
      json(orderResponse({ payment_url: "https://pay.example.org/p" }), 201, "Created"),
  });
}

describe("given a shop where shipping is optional", () => {
  it("refuses to order before the visitor chooses how the tickets come, and says so", async () => {
    const user = userEvent.setup();
    const api = optionalShipping();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    const group = await screen.findByRole("radiogroup", {
      name: "How would you like to receive your tickets?",
    });
    expect(screen.getByRole("radio", { name: /^Print at home/ })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));

    expect(
      await screen.findByText("Please choose how you would like to receive your tickets."),
    ).toBeVisible();
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("/orders")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("prices the choice and sends it with the order", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = optionalShipping();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    await user.click(await screen.findByRole("radio", { name: /^Print at home/ }));
    await waitFor(() =>
      expect(api.callsTo("/cart").some((call) => bodyOf(call.init).shipping === false)).toBe(true),
    );
    await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://pay.example.org/p"));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({ shipping: false });
  });
});
