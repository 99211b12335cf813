// spec selling-core §2 shop.checkout.shipping-address, §4 "Checkout flow" step 1, §5 (street,
// zip, city and country required; a global form error on invalid submit): through the real
// shop with only fetch stubbed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaveShop } from "../../features/checkout/leave-shop";
import { axeViolations } from "../../test/axe";
import {
  address,
  COUNTRIES,
  cartAnswer,
  customer,
  DELIVERY_ADDRESS,
  orderResponse,
  PAYMENT_MODES,
  SALUTATIONS,
  storageWithCartState,
  storedCart,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

type Overrides = Parameters<typeof stubApi>[0];

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const PAGE = "/checkout/shipping-address?lang=en";
const shippedCart = (state: Record<string, unknown> = {}) =>
  storageWithCartState({ shippingSelection: true, ...state });

/** A signed-in guest whose address list grows by what POST /customer/customer_addresses makes. */
function signedIn(overrides: Overrides = {}) {
  const addresses = [address()];
  const api = stubApi({
    "GET /api/v1/shop": () =>
      json({ ...shopAnswer({ shipping: "optional" }), payment_modes: PAYMENT_MODES }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/countries": () => json(COUNTRIES),
    "GET /api/v1/customer/customer_addresses": () => json({ customer_addresses: addresses }),
    "POST /api/v1/customer/customer_addresses": () => {
      addresses.push(DELIVERY_ADDRESS);
      return json(DELIVERY_ADDRESS, 201, "Created");
    },
    "POST /api/v1/cart": () => json(cartAnswer(1200)),
    "POST /api/v1/orders": () =>
      json(orderResponse({ payment_url: "https://pay.example.org/p" }), 201, "Created"),
    ...overrides,
  });
  return { api, addresses };
}

async function buy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
  await user.click(screen.getByRole("button", { name: "Place order and pay" }));
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /^Addressee/ }), "Grace Hopper");
  await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Hafenstraße 1");
  await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "20457");
  await user.type(screen.getByRole("textbox", { name: /^City/ }), "Hamburg");
  await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "France");
}

describe("given shipped tickets and the billing address as shipping address", () => {
  it("goes straight on to the order, which ships to the billing address", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const { api } = signedIn();
    const storage = shippedCart({ shippingAddressId: null });
    const view = renderShop(PAGE, { storage });

    const same = await screen.findByRole("checkbox", { name: "Ship to my billing address" });
    expect(same).toBeChecked();
    expect(same).toHaveAccessibleDescription(
      "Billing address: Ada Lovelace, Parkweg 3, 10115 Berlin",
    );
    expect(screen.queryByRole("textbox", { name: /^Street/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));

    expect(await screen.findByRole("region", { name: "Your order" })).toBeVisible();
    expect(view.location()).toBe("/checkout");
    expect(
      screen.getByText("Your tickets will be sent to: Ada Lovelace, Parkweg 3, 10115 Berlin"),
    ).toBeVisible();
    expect(api.callsTo("/customer/customer_addresses").filter((c) => c.method === "POST")).toEqual(
      [],
    );
    await buy(user);
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      shipping: true,
      shipping_address_id: 5,
      billing_address_id: 5,
    });
    expect(storedCart(storage).shippingAddressId).toBeNull();
  });
});

describe("given another shipping address", () => {
  it("marks every empty required field, moves focus to the alert and saves nothing", async () => {
    const user = userEvent.setup();
    const { api } = signedIn();
    renderShop(PAGE, { storage: shippedCart() });

    await user.click(await screen.findByRole("checkbox", { name: "Ship to my billing address" }));
    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    for (const [role, name] of [
      ["textbox", "Street and number"],
      ["textbox", "Postal code"],
      ["textbox", "City"],
      ["combobox", "Country"],
    ] as const) {
      const control = screen.getByRole(role, { name: new RegExp(`^${name}`) });
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription("Please fill in this field.");
    }
    // spec §5: the addressee is not required.
    expect(screen.getByRole("textbox", { name: /^Addressee/ })).not.toHaveAttribute("aria-invalid");
    expect(api.callsTo("/customer/customer_addresses").filter((c) => c.method === "POST")).toEqual(
      [],
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("stores a delivery address, keeps its id in the cart and ships the order there", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const { api } = signedIn();
    const storage = shippedCart();
    const view = renderShop(PAGE, { storage });

    await user.click(await screen.findByRole("checkbox", { name: "Ship to my billing address" }));
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));

    expect(
      await screen.findByText(
        "Your tickets will be sent to: Grace Hopper, Hafenstraße 1, 20457 Hamburg",
      ),
    ).toBeVisible();
    expect(view.location()).toBe("/checkout");
    const post = api.callsTo("/customer/customer_addresses").find((c) => c.method === "POST");
    expect(bodyOf(post?.init)).toEqual({
      adressat: "Grace Hopper",
      street: "Hafenstraße 1",
      zip: "20457",
      city: "Hamburg",
      country_id: 61,
      adress_type_id: 2,
    });
    expect(storedCart(storage).shippingAddressId).toBe(9);

    await buy(user);
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      shipping_address_id: 9,
      billing_address_id: 5,
    });
  });

  it("marks the fields a server 422 names and moves focus to the alert", async () => {
    const user = userEvent.setup();
    signedIn({
      "POST /api/v1/customer/customer_addresses": () =>
        json(
          {
            error: {
              code: "validation",
              message: "The request is invalid",
              fields: { zip: ["Too long"], country_id: ["No such country"] },
            },
          },
          422,
          "Unprocessable Entity",
        ),
    });
    const view = renderShop(PAGE, { storage: shippedCart() });

    await user.click(await screen.findByRole("checkbox", { name: "Ship to my billing address" }));
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    for (const [role, name] of [
      ["textbox", "Postal code"],
      ["combobox", "Country"],
    ] as const) {
      const control = screen.getByRole(role, { name: new RegExp(`^${name}`) });
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription("Please check this entry.");
    }
    expect(screen.getByRole("textbox", { name: /^City/ })).not.toHaveAttribute("aria-invalid");
    expect(view.location()).toBe("/checkout/shipping-address?lang=en");
    expect(await axeViolations()).toEqual([]);
  });

  it("says the address could not be saved when the server fails", async () => {
    const user = userEvent.setup();
    signedIn({
      "POST /api/v1/customer/customer_addresses": () =>
        errorAnswer(500, "Internal Server Error", "internal", "boom"),
    });
    renderShop(PAGE, { storage: shippedCart() });

    await user.click(await screen.findByRole("checkbox", { name: "Ship to my billing address" }));
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shipping address could not be saved. Please try again.");
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("shows the address chosen before and uses it again, unchanged, without a copy", async () => {
    const user = userEvent.setup();
    const { api } = signedIn({
      "GET /api/v1/customer/customer_addresses": () =>
        json({ customer_addresses: [address(), DELIVERY_ADDRESS] }),
    });
    const storage = shippedCart({ shippingAddressId: 9 });
    const view = renderShop(PAGE, { storage });

    expect(
      await screen.findByRole("checkbox", { name: "Ship to my billing address" }),
    ).not.toBeChecked();
    expect(await screen.findByRole("textbox", { name: /^Street/ })).toHaveValue("Hafenstraße 1");
    expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveValue("60");
    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));

    await waitFor(() => expect(view.location()).toBe("/checkout"));
    expect(api.callsTo("/customer/customer_addresses").filter((c) => c.method === "POST")).toEqual(
      [],
    );
    expect(storedCart(storage).shippingAddressId).toBe(9);
  });
});

describe("the way to the shipping address", () => {
  it("leads a guest there right after the guest form when shipping is chosen", async () => {
    const user = userEvent.setup();
    let signedUp = false;
    stubApi({
      "GET /api/v1/shop": () =>
        json({ ...shopAnswer({ shipping: "optional" }), payment_modes: PAYMENT_MODES }),
      "GET /api/v1/auth/validate_token": () =>
        signedUp
          ? json({ data: customer(10) })
          : errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
      "POST /api/v1/auth/guest": () => {
        signedUp = true;
        return json({ data: customer(10) }, 201, "Created");
      },
      "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "GET /api/v1/customer/customer_addresses": () => json({ customer_addresses: [address()] }),
    });
    const view = renderShop("/checkout?lang=en", { storage: shippedCart() });

    await user.selectOptions(await screen.findByRole("combobox", { name: /^Salutation/ }), "Ms");
    const guest = screen.getByRole("region", { name: "Order as a guest" });
    await user.type(within(guest).getByRole("textbox", { name: /^First name/ }), "Ada");
    await user.type(within(guest).getByRole("textbox", { name: /^Last name/ }), "Lovelace");
    await user.type(within(guest).getByRole("textbox", { name: /^E-mail/ }), "ada@example.org");
    await user.type(within(guest).getByRole("textbox", { name: /^Street/ }), "Parkweg 3");
    await user.type(within(guest).getByRole("textbox", { name: /^Postal code/ }), "10115");
    await user.type(within(guest).getByRole("textbox", { name: /^City/ }), "Berlin");
    await user.selectOptions(within(guest).getByRole("combobox", { name: /^Country/ }), "Germany");
    await user.click(screen.getByRole("button", { name: "Continue to the order" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Shipping address" }),
    ).toBeVisible();
    expect(view.location()).toBe("/checkout/shipping-address");
  });

  it.each([
    ["without a session", shippedCart(), false],
    ["when nothing is shipped", storageWithCartState({ shippingSelection: false }), true],
  ])("is closed %s: /checkout says what comes next", async (_, storage, session) => {
    stubApi({
      "GET /api/v1/shop": () =>
        json({ ...shopAnswer({ shipping: "optional" }), payment_modes: PAYMENT_MODES }),
      "GET /api/v1/auth/validate_token": () =>
        session
          ? json({ data: customer(10) })
          : errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
      "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "GET /api/v1/customer/customer_addresses": () => json({ customer_addresses: [address()] }),
      "POST /api/v1/cart": () => json(cartAnswer(1200)),
    });
    const view = renderShop(PAGE, { storage });

    await waitFor(() => expect(view.location()).toBe("/checkout"));
    expect(view.router.state.historyAction).toBe("REPLACE");
  });
});
