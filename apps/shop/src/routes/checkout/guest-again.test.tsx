// The issue "a visitor's review", finding 4: a guest whose payment failed was signed out (spec
// selling-core §4 step 4); back at the checkout to pay again, the guest form comes filled with
// the details they typed, kept for the browser session only and forgotten after a success.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  COUNTRIES,
  cartAnswer,
  customer,
  ORDER_TOKEN,
  order,
  SALUTATIONS,
  storageWithCart,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

const GUEST_KEY = "shop:checkout-guest";
const ADA = {
  customer_salutation_id: "2",
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.org",
  addr_street: "Parkweg 3",
  addr_zip: "10115",
  addr_city: "Berlin",
  addr_country_id: "60",
};

function anonymous() {
  return stubApi({
    "GET /api/v1/auth/validate_token": () =>
      errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    "POST /api/v1/auth/guest": () => json({ data: customer(10) }, 201, "Created"),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "POST /api/v1/cart": () => json(cartAnswer(1200)),
  });
}

describe("given a guest who signed in and whose payment then failed", () => {
  it("fills the guest form again with their details, kept for the browser session only", async () => {
    const user = userEvent.setup();
    anonymous();
    const storage = storageWithCart();
    renderShop("/checkout?lang=en", { storage });
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
    // the session's storage, not the lasting one
    expect(storage.getItem(GUEST_KEY)).toBeNull();
    cleanup();

    // signed out by the failed order (the stub answers 401 again), back at the checkout
    const api = anonymous();
    renderShop("/checkout?lang=en", { storage });
    expect(await screen.findByRole("combobox", { name: /^Salutation/ })).toHaveDisplayValue("Ms");
    expect(screen.getByRole("textbox", { name: /^First name/ })).toHaveValue("Ada");
    expect(screen.getByRole("textbox", { name: /^Last name/ })).toHaveValue("Lovelace");
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("ada@example.org");
    expect(screen.getByRole("textbox", { name: /^Street/ })).toHaveValue("Parkweg 3");
    expect(screen.getByRole("textbox", { name: /^Postal code/ })).toHaveValue("10115");
    expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue("Berlin");
    expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveDisplayValue("Germany");
    expect(await axeViolations()).toEqual([]);

    // one click goes on, with the same details
    await user.click(screen.getByRole("button", { name: "Continue to the order" }));
    expect(await screen.findByRole("heading", { name: "Your order" })).toBeVisible();
    expect(JSON.parse(String(api.callsTo("/auth/guest")[0]?.init?.body))).toMatchObject({
      name: "Ada",
      email: "ada@example.org",
      addr_country_id: 60,
    });
  });

  it("forgets the details once an order succeeded", async () => {
    window.sessionStorage.setItem(GUEST_KEY, JSON.stringify(ADA));
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
      "DELETE /api/v1/auth/sign_out": () => new Response(null, { status: 204 }),
      "GET /api/v1/orders/1001": () => json(order({ payment_status: 30, is_valid: true })),
    });
    renderShop(`/checkout/success?order_id=1001&token=${ORDER_TOKEN}&lang=en`, {
      storage: storageWithCart(),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }),
    ).toBeVisible();
    await waitFor(() => expect(window.sessionStorage.getItem(GUEST_KEY)).toBeNull());
  });

  it("ignores kept details that are not the form's", async () => {
    window.sessionStorage.setItem(
      GUEST_KEY,
      JSON.stringify({ name: 42, email: "ada@example.org", admin: "yes" }),
    );
    anonymous();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });
    expect(await screen.findByRole("textbox", { name: /^E-mail/ })).toHaveValue("ada@example.org");
    expect(screen.getByRole("textbox", { name: /^First name/ })).toHaveValue("");
  });
});
