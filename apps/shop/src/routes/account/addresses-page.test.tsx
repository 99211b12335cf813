// spec surrounding-areas §2 /addresses?select, /addresses/new, /addresses/{id}; §3 Customer
// address; §5 (street, zip, city and country required): the address book through the real
// shop, only fetch stubbed with answers of the endpoint table.
import type { CustomerAddress } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  address,
  COUNTRIES,
  customer,
  DELIVERY_ADDRESS,
  SALUTATIONS,
  storageWithCartState,
  storedCart,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const BILLING = address({
  id: 5,
  adress_type_id: 1,
  institution: "Gymnasium am Park",
  cost_centre: "7b",
});
const SECOND = address({
  id: 6,
  adressat: "Charles Babbage",
  street: "Dorset St 1",
  adress_type_id: 1,
});

function signedIn(addresses: CustomerAddress[], overrides: Parameters<typeof stubApi>[0] = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=1; path=/";
  return stubApi({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    "GET /api/v1/customer/customer_addresses": () => json({ customer_addresses: addresses }),
    ...overrides,
  });
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
});

const bodyOf = (call: { init?: RequestInit | undefined } | undefined) =>
  JSON.parse(String(call?.init?.body));
const conflict = () =>
  errorAnswer(409, "Conflict", "conflict", "An address an order names stays as it was");

describe("given a customer's address book", () => {
  it("lists each address with its kind, institution, cost centre and country", async () => {
    signedIn([BILLING, DELIVERY_ADDRESS]);
    renderShop("/addresses?lang=en");
    const first = (await screen.findByText("Gymnasium am Park")).closest("li");
    if (!first) throw new Error("no card");
    expect(within(first).getByText("Billing address")).toBeVisible();
    expect(within(first).getByText("Cost centre 7b")).toBeVisible();
    expect(within(first).getByText("Germany")).toBeVisible();
    expect(within(first).getByRole("link", { name: "Edit: Ada Lovelace" })).toHaveAttribute(
      "href",
      "/addresses/5",
    );
    const second = screen.getByText("Hafenstraße 1").closest("li");
    if (!second) throw new Error("no card");
    expect(within(second).getByText("Delivery address")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("creates an address after the form's rules, and lists it", async () => {
    const user = userEvent.setup();
    const created = address({ id: 7, adressat: null, street: "Neuer Weg 1", adress_type_id: 2 });
    const api = signedIn([BILLING], {
      "POST /api/v1/customer/customer_addresses": () => json(created, 201, "Created"),
    });
    renderShop("/addresses?lang=en");
    await user.click(await screen.findByRole("link", { name: "New address" }));
    expect(await screen.findByRole("heading", { level: 1, name: "New address" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /^Street/ })).toHaveAccessibleDescription(
      "Please fill in this field.",
    );
    expect(api.callsTo("/customer/customer_addresses").filter((c) => c.method === "POST")).toEqual(
      [],
    );
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(
      screen.getByRole("combobox", { name: /^Type of address/ }),
      "Delivery address",
    );
    await user.type(screen.getByRole("textbox", { name: /^Institution/ }), "Gymnasium am Park");
    await user.type(screen.getByRole("textbox", { name: /^Cost centre/ }), "7b");
    await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Neuer Weg 1");
    await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
    await user.click(screen.getByRole("button", { name: "Save" }));

    // titled by its street when it names no one
    const card = (await screen.findAllByText("Neuer Weg 1"))[0]?.closest("li");
    expect(card).toHaveTextContent("Delivery address");
    expect(screen.getByRole("heading", { level: 1, name: "Addresses" })).toBeVisible();
    const post = api.calls.find((call) => call.method === "POST");
    expect(bodyOf(post)).toEqual({
      institution: "Gymnasium am Park",
      cost_centre: "7b",
      street: "Neuer Weg 1",
      zip: "10115",
      city: "Berlin",
      country_id: 60,
      adress_type_id: 2,
    });
  });

  it("edits an address, and says when an order keeps it as it was (409)", async () => {
    const user = userEvent.setup();
    let answers = 0;
    const api = signedIn([BILLING], {
      "PUT /api/v1/customer/customer_addresses/5": () =>
        answers++ === 0 ? conflict() : json({ ...BILLING, city: "Potsdam" }),
    });
    renderShop("/addresses/5?lang=en");
    const city = await screen.findByRole("textbox", { name: /^City/ });
    expect(city).toHaveValue("Berlin");
    expect(screen.getByRole("textbox", { name: /^Institution/ })).toHaveValue("Gymnasium am Park");
    await user.clear(city);
    await user.type(city, "Potsdam");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This address belongs to an order");
    await waitFor(() => expect(alert).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("10115 Potsdam")).toBeVisible();
    expect(bodyOf(api.calls.filter((call) => call.method === "PUT")[1])).toMatchObject({
      city: "Potsdam",
      adress_type_id: 1,
    });
  });

  it("deletes an address only after a second yes, and says when an order keeps it", async () => {
    const user = userEvent.setup();
    const api = signedIn([BILLING, SECOND], {
      "DELETE /api/v1/customer/customer_addresses/5": () => conflict(),
      "DELETE /api/v1/customer/customer_addresses/6": () => new Response(null, { status: 204 }),
    });
    renderShop("/addresses?lang=en");
    await user.click(await screen.findByRole("button", { name: "Delete: Charles Babbage" }));
    expect(api.calls.filter((call) => call.method === "DELETE")).toEqual([]);
    const yes = screen.getByRole("button", { name: "Yes, delete" });
    expect(yes).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "No, keep it" }));
    expect(screen.getByRole("button", { name: "Delete: Charles Babbage" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Delete: Charles Babbage" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("The address has been deleted.")).toBeVisible();
    expect(screen.queryByText("Dorset St 1")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete: Ada Lovelace" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText(/This address belongs to an order/)).toBeVisible();
    expect(screen.getByText("Parkweg 3")).toBeVisible();
  });

  it("in select mode keeps the chosen billing address in the cart and goes back", async () => {
    const user = userEvent.setup();
    const storage = storageWithCartState({ billingAddressId: 5 });
    signedIn([BILLING, SECOND, DELIVERY_ADDRESS]);
    const view = renderShop("/addresses?lang=en&select=billing&redirectState=%2Fcart", {
      storage,
    });
    expect(
      await screen.findByText("Choose the billing address of your order. The prices depend on it."),
    ).toBeVisible();
    // delivery addresses do not bill; nothing is deleted from here
    expect(screen.getAllByRole("button", { name: /^Choose this address/ })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(
      screen.getByRole("button", { name: "Choose this address: Ada Lovelace" }),
    ).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Choose this address: Charles Babbage" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(storedCart(storage).billingAddressId).toBe(6);
  });
});
