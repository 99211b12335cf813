// spec selling-core §2 shop.checkout.user / process, §4 "Checkout flow" steps 1–2, §5;
// surrounding-areas §5 guest form: through the real shop with only fetch stubbed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaveShop } from "../../features/checkout/leave-shop";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  COUNTRIES,
  cartAnswer,
  customer,
  orderResponse,
  PAYMENT_MODES,
  SALUTATIONS,
  storageWithCart,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

type Overrides = Parameters<typeof stubApi>[0];

function signedIn(unitCents: number, overrides: Overrides = {}) {
  return stubApi({
    "GET /api/v1/shop": () => json({ ...shopAnswer(), payment_modes: PAYMENT_MODES }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "POST /api/v1/cart": () => json(cartAnswer(unitCents)),
    ...overrides,
  });
}

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body));
}

describe("given a visitor without a session", () => {
  function anonymous(overrides: Overrides = {}) {
    return stubApi({
      "GET /api/v1/auth/validate_token": () =>
        errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
      "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
      "GET /api/v1/countries": () => json(COUNTRIES),
      ...overrides,
    });
  }

  it("asks nothing when the browser has no session hint: no 401 in the console", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "shop_signed_in=; max-age=0; path=/";
    const calls = anonymous();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { name: "How would you like to order?" }),
    ).toBeVisible();
    expect(calls.callsTo("/auth/validate_token")).toEqual([]);
  });

  it("offers sign-in, registration and the guest form when registration is allowed", async () => {
    anonymous();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { name: "How would you like to order?" }),
    ).toBeVisible();
    // the login and the registration come back to the checkout (surrounding-areas §2 redirectState)
    expect(within(main).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?redirectState=%2Fcheckout",
    );
    expect(within(main).getByRole("link", { name: "Create a customer account" })).toHaveAttribute(
      "href",
      "/registration?redirectState=%2Fcheckout",
    );
    expect(await screen.findByRole("heading", { name: "Order as a guest" })).toBeVisible();
    expect(screen.queryByText(/coming later/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers the guest form alone when the shop allows no registration", async () => {
    anonymous({
      "GET /api/v1/shop": () => json(shopAnswer({ registrationAllowed: false })),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    expect(await screen.findByRole("heading", { name: "Order as a guest" })).toBeVisible();
    const main = screen.getByRole("main");
    expect(within(main).queryByRole("link", { name: /sign in|log ?in|account/i })).toBeNull();
    expect(
      within(main).queryByRole("heading", { name: "How would you like to order?" }),
    ).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("leads the sign-in link to the login page, which comes back to the checkout", async () => {
    const user = userEvent.setup();
    anonymous();
    const view = renderShop("/checkout?lang=en", { storage: storageWithCart() });

    await user.click(
      await within(await screen.findByRole("main")).findByRole("link", { name: "Sign in" }),
    );
    await waitFor(() => expect(view.location()).toBe("/login?redirectState=%2Fcheckout"));
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });

  it("marks every empty field and moves focus to the alert", async () => {
    const user = userEvent.setup();
    const api = anonymous();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    await user.click(await screen.findByRole("button", { name: "Continue to the order" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    for (const name of [
      "Salutation",
      "First name",
      "Last name",
      "E-mail address",
      "Street and number",
      "Postal code",
      "City",
      "Country",
    ]) {
      const control = screen.getByRole(
        name === "Salutation" || name === "Country" ? "combobox" : "textbox",
        {
          name: new RegExp(`^${name}`),
        },
      );
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription("Please fill in this field.");
    }
    expect(api.callsTo("/auth/guest")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("signs the guest in with the form's data and goes on to the order", async () => {
    const user = userEvent.setup();
    const api = anonymous({
      "POST /api/v1/auth/guest": () => json({ data: customer(10) }, 201, "Created"),
      "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
      "POST /api/v1/cart": () => json(cartAnswer(1200)),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    await user.selectOptions(await screen.findByRole("combobox", { name: /^Salutation/ }), "Ms");
    await user.type(screen.getByRole("textbox", { name: /^First name/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /^Last name/ }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "ada@example.org");
    await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Parkweg 3");
    await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "Germany");
    await user.click(screen.getByRole("button", { name: "Continue to the order" }));

    expect(await screen.findByRole("heading", { name: "Your order" })).toBeVisible();
    expect(bodyOf(api.callsTo("/auth/guest")[0]?.init)).toEqual({
      customer_salutation_id: 2,
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin",
      addr_country_id: 60,
    });
  });
});

describe("given a signed-in guest at the order", () => {
  it("shows the priced cart and no payment choice when the total is 0", async () => {
    const user = userEvent.setup();
    const api = signedIn(0, {
      "POST /api/v1/orders": () => json(orderResponse({ status: "success" }), 201, "Created"),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    expect(await screen.findByRole("heading", { name: "Your order" })).toBeVisible();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(screen.queryByText("Payment method")).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));
    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      payment_mode_id: null,
      total: 0,
      billing_address_id: 5,
    });
  });

  it("shows the lines, VAT per rate and total, and the payment modes above 0", async () => {
    signedIn(1200);
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    const summary = await screen.findByRole("region", { name: "Your order" });
    expect(within(summary).getByText("2 × Adult day ticket")).toBeVisible();
    expect(within(summary).getByText("incl. VAT 7%")).toBeVisible();
    expect(within(summary).getAllByText("€24.00")).toHaveLength(2);
    const modes = screen.getByRole("radiogroup", { name: /Payment method/ });
    expect(within(modes).getByRole("radio", { name: "Kreditkarte (Demo)" })).toBeChecked();
    expect(within(modes).getByRole("radio", { name: "PayPal (Demo)" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses to order without accepted terms and highlights the checkbox", async () => {
    const user = userEvent.setup();
    const api = signedIn(1200);
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    await user.click(await screen.findByRole("button", { name: "Place order and pay" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    const terms = screen.getByRole("checkbox", { name: /terms and conditions/ });
    expect(terms).toHaveAttribute("aria-invalid", "true");
    expect(terms).toHaveAccessibleDescription("Please accept the terms and conditions.");
    expect(api.callsTo("/orders")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("places one order for a double click, with an Idempotency-Key, and redirects to pay", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    const api = signedIn(1200, {
      "POST /api/v1/orders": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart() });
    await user.click(await screen.findByRole("radio", { name: "PayPal (Demo)" }));
    await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));

    const buy = screen.getByRole("button", { name: "Place order and pay" });
    await user.dblClick(buy);
    await user.click(buy);

    await waitFor(() => expect(buy).toHaveAttribute("aria-disabled", "true"));
    expect(api.callsTo("/orders")).toHaveLength(1);
    const call = api.callsTo("/orders")[0];
    expect(new Headers(call?.init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(bodyOf(call?.init)).toMatchObject({ payment_mode_id: 7, total: 2400 });

    answer(
      json(
        orderResponse({ payment_url: "https://pay.example.org/pay?session=abc" }),
        201,
        "Created",
      ),
    );
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith("https://pay.example.org/pay?session=abc"),
    );
    expect(api.callsTo("/orders")).toHaveLength(1);
  });

  it("opens the payment page in an iframe with a title when the provider asks for it", async () => {
    const user = userEvent.setup();
    signedIn(1200, {
      "POST /api/v1/orders": () =>
        json(
          orderResponse({ payment_url: "https://pay.example.org/pay", shop_behavior: "iframe" }),
          201,
          "Created",
        ),
    });
    const view = renderShop("/checkout?lang=en", { storage: storageWithCart() });
    await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));

    const frame = await screen.findByTitle("Payment page of the payment provider");
    expect(frame).toHaveAttribute("src", "https://pay.example.org/pay");
    expect(view.location()).toBe("/checkout/payment");
    expect(await axeViolations(document.body, { frames: false })).toEqual([]);
  });

  it.each([
    [500, "internal", "An unknown error occurred with the order."],
    [422, "max_total_exceeded", "The order total exceeds the maximum allowed amount."],
    [409, "sold_out", "A ticket of your order has sold out in the meantime."],
  ])("goes to the failure page on HTTP %i %s with its text", async (status, code, text) => {
    const user = userEvent.setup();
    signedIn(1200, {
      "POST /api/v1/orders": () => errorAnswer(status, "Error", code, "refused"),
      "DELETE /api/v1/auth/sign_out": () => new Response(null, { status: 204 }),
    });
    const storage = storageWithCart();
    const view = renderShop("/checkout?lang=en", { storage });
    await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Purchase not successful" }),
    ).toBeVisible();
    expect(screen.getByText(new RegExp(text.replace(".", "\\.")))).toBeVisible();
    expect(view.location()).toMatch(/^\/checkout\/failure\?reason=/);
  });
});
