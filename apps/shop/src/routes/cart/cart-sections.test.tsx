// spec selling-core §2 shop.cart, §4 "Donation": the sections the settings and the venue's
// texts switch on — donation, banner, terms info, order comment, address selector, express
// payment — through the real shop with only fetch stubbed.
import type { CustomerAddress, ShopSettingsInput } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  bodyOf,
  line,
  priceAnswer,
  pricedLine,
  rowsOf,
  storageWith,
  stored,
} from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { customer, PAYMENT_MODES } from "../../test/checkout-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Shop {
  settings?: ShopSettingsInput;
  content?: Record<string, string>;
  paymentModes?: typeof PAYMENT_MODES;
}

function api(shop: Shop = {}, overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/shop": () =>
      json({
        ...shopAnswer({ storageKeyPrefix: "museum", ...shop.settings }),
        content: shop.content ?? {},
        payment_modes: shop.paymentModes ?? [],
      }),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "POST /api/v1/cart": (_url, init) =>
      json(
        priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)], {
          donations: bodyOf(init).donations,
        }),
      ),
    ...overrides,
  });
}

async function cartPage() {
  expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  return screen.findByRole("region", { name: "Total" });
}

describe("given a shop that takes donations", () => {
  it("adds one donation of €1.00, then shows a message instead of the button", async () => {
    const user = userEvent.setup();
    const calls = api({ settings: { donationsEnabled: true } });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const totals = await cartPage();
    const box = screen.getByRole("region", { name: "Donation" });

    await user.click(within(box).getByRole("button", { name: "Donate €1.00" }));

    const message = within(box).getByText("Thank you! Your donation of €1.00 is in the cart.");
    expect(message).toHaveFocus();
    expect(within(box).queryByRole("button", { name: "Donate €1.00" })).toBeNull();
    expect(stored(storage).donations).toEqual([100]);
    await waitFor(() => expect(rowsOf(totals).Donation).toBe("€1.00"));
    expect(rowsOf(totals).Total).toBe("€25.00");
    expect(bodyOf(calls.callsTo("/cart").at(-1)?.init).donations).toEqual([100]);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(box).getByRole("button", { name: "Remove donation" }));
    expect(stored(storage).donations).toEqual([]);
    await waitFor(() => expect(rowsOf(totals)).not.toHaveProperty("Donation"));
  });

  it("offers no donation when the shop takes none", async () => {
    api({ settings: { donationsEnabled: false } });
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();
    expect(screen.queryByRole("region", { name: "Donation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Donate €1.00" })).toBeNull();
  });
});

describe("given the venue's banner and terms texts", () => {
  it("shows the banner and terms as plain text, with the legal links", async () => {
    api({
      content: {
        cartBanner: "<p>Closed on <b>Mondays</b><script>alert(1)</script></p>",
        termsInfo: "<p>Tickets are <i>not</i> refundable.</p>",
      },
      settings: { legalLinks: { terms: "agb", privacy: "https://museum.example.org/privacy" } },
    });
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();

    const banner = screen.getByRole("note", { name: "" });
    // the text only: no markup, and nothing of what a script would have said
    expect(banner).toHaveTextContent(/^Closed on Mondays$/);
    expect(banner.querySelector("b, script")).toBeNull();
    const terms = screen.getByRole("region", { name: "Terms and privacy" });
    expect(within(terms).getByText("Tickets are not refundable.")).toBeVisible();
    expect(within(terms).getByRole("link", { name: "Terms and conditions" })).toHaveAttribute(
      "href",
      "/page/agb",
    );
    expect(within(terms).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "https://museum.example.org/privacy",
    );
    expect(within(terms).queryByRole("link", { name: "Imprint" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the banner on an empty cart too", async () => {
    api({ content: { cartBanner: "Closed on Mondays" } });
    renderCartArea("/cart", { storage: storageWith([]) });
    expect(await screen.findByText("Your cart is empty.")).toBeVisible();
    expect(screen.getByRole("note")).toHaveTextContent("Closed on Mondays");
  });

  it("shows neither without texts and links", async () => {
    api();
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.queryByRole("region", { name: "Terms and privacy" })).toBeNull();
  });
});

describe("given the order comment box", () => {
  it("is collapsed at first and keeps what is written in the cart", async () => {
    const user = userEvent.setup();
    api();
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    await cartPage();
    const toggle = screen.getByRole("button", { name: "Comment on your order" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("textbox", { name: /Your comment/ })).toBeNull();

    await user.click(toggle);
    const field = screen.getByRole("textbox", { name: "Your comment" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(field).toHaveAccessibleDescription("At most 2000 characters.");
    expect(field).toHaveAttribute("maxlength", "2000");
    await user.type(field, "Wheelchair please");

    expect(stored(storage).orderParams.customerComment).toBe("Wheelchair please");
    expect(await axeViolations()).toEqual([]);
  });

  it("is open when the cart already has a comment", async () => {
    api();
    renderCartArea("/cart", {
      storage: storageWith([line(12, 2, 1)], {
        orderParams: { customerComment: "Wheelchair please", reference: "", paymentModeId: null },
      }),
    });
    await cartPage();
    expect(screen.getByRole("textbox", { name: "Your comment" })).toHaveValue("Wheelchair please");
  });
});

describe("given the billing address", () => {
  const address = (id: number, type: 0 | 1 | 2, street: string): CustomerAddress => ({
    id,
    adressat: "Ada Lovelace",
    institution: null,
    cost_centre: null,
    street,
    zip: "10115",
    city: "Berlin",
    country_id: 60,
    adress_type_id: type,
    has_collective_invoice_payment: false,
    price_target_audience_id: 1,
  });
  const signedIn = (addresses: CustomerAddress[]) => ({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
    "GET /api/v1/customer/customer_addresses": () => json({ customer_addresses: addresses }),
  });

  it("lets a customer with several addresses choose, priced with the invoice one first", async () => {
    const user = userEvent.setup();
    const calls = api(
      {},
      signedIn([
        address(5, 0, "Parkweg 3"),
        address(6, 1, "Hafenstraße 1"),
        address(7, 2, "Ring 9"),
      ]),
    );
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    await cartPage();
    const select = screen.getByRole("combobox", { name: "Billing address" });
    expect(select).toHaveDisplayValue("Ada Lovelace, Hafenstraße 1, 10115 Berlin");
    expect(select).toHaveAccessibleDescription("Prices can depend on the billing address.");
    expect(calls.callsTo("/cart").map((call) => bodyOf(call.init).billing_address_id)).toEqual([6]);
    expect(await axeViolations()).toEqual([]);

    // spec selling-core §3: the delivery address (type 2) of the shipping step never bills
    expect(within(select).getAllByRole("option")).toHaveLength(2);
    expect(within(select).queryByRole("option", { name: /Ring 9/ })).toBeNull();
    await user.selectOptions(select, within(select).getByRole("option", { name: /Parkweg 3/ }));

    expect(stored(storage).billingAddressId).toBe(5);
    await waitFor(() =>
      expect(bodyOf(calls.callsTo("/cart").at(-1)?.init).billing_address_id).toBe(5),
    );
    expect(select).toHaveDisplayValue(/Parkweg 3/);
  });

  it("does not price with a delivery address kept in the cart, nor offer it", async () => {
    const calls = api({}, signedIn([address(6, 1, "Hafenstraße 1"), address(7, 2, "Ring 9")]));
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)], { billingAddressId: 7 }) });
    await cartPage();
    // one billable address left: no choice to make
    expect(screen.queryByRole("combobox", { name: "Billing address" })).toBeNull();
    expect(calls.callsTo("/cart").map((call) => bodyOf(call.init).billing_address_id)).toEqual([6]);
  });

  it("prices with a customer's only address and shows no selector", async () => {
    const calls = api({}, signedIn([address(5, 0, "Parkweg 3")]));
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();
    expect(screen.queryByRole("combobox", { name: "Billing address" })).toBeNull();
    expect(bodyOf(calls.callsTo("/cart")[0]?.init).billing_address_id).toBe(5);
  });

  it("shows no selector to an anonymous visitor and prices without an address", async () => {
    const calls = api(
      {},
      {
        "GET /api/v1/auth/validate_token": () =>
          json({ error: { code: "unauthorized", message: "Sign in" } }, 401, "Unauthorized"),
      },
    );
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();
    expect(screen.queryByRole("combobox", { name: "Billing address" })).toBeNull();
    expect(calls.callsTo("/customer/customer_addresses")).toEqual([]);
    expect(bodyOf(calls.callsTo("/cart")[0]?.init)).not.toHaveProperty("billing_address_id");
  });
});

describe("given express payment", () => {
  it("shows the section when a provider client id exists, and goes to checkout with PayPal", async () => {
    const user = userEvent.setup();
    api({ settings: { expressPaymentClientId: "paypal-client-1" }, paymentModes: PAYMENT_MODES });
    const storage = storageWith([line(12, 2, 1)]);
    const view = renderCartArea("/cart", { storage });
    await cartPage();
    const express = screen.getByRole("region", { name: "Express checkout" });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(express).getByRole("button", { name: "Pay with PayPal" }));

    expect(stored(storage).orderParams.paymentModeId).toBe(7);
    await waitFor(() => expect(view.location()).toBe("/checkout"));
  });

  it("needs the shipping choice first when shipping is optional", async () => {
    const user = userEvent.setup();
    api({
      settings: { expressPaymentClientId: "paypal-client-1", shipping: "optional" },
      paymentModes: PAYMENT_MODES,
    });
    const storage = storageWith([line(12, 2, 1)]);
    const view = renderCartArea("/cart", { storage });
    await cartPage();

    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));

    expect(
      await screen.findByText(
        "Please choose how you would like to receive your tickets before going to checkout.",
      ),
    ).toHaveFocus();
    expect(view.location()).toBe("/cart");
    expect(stored(storage)?.orderParams?.paymentModeId ?? null).toBeNull();
  });

  it("hides the section without a client id", async () => {
    api({ paymentModes: PAYMENT_MODES });
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();
    expect(screen.queryByRole("region", { name: "Express checkout" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay with PayPal" })).toBeNull();
  });
});
