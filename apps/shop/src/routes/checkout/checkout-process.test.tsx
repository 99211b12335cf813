// spec selling-core §2 shop.checkout.process, §4 "Checkout flow" step 1 and "Shipping
// selection", §5, §6: the order page after sign-in — back to the cart while optional shipping is
// unchosen, through the shipping address when shipped, the billing and shipping address ids and
// the cart's comment with the order, collective invoice only for a flagged billing address.
// Through the real shop with only fetch stubbed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pickedPhotos } from "../../features/cart/picked-photos";
import { leaveShop } from "../../features/checkout/leave-shop";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  address,
  CART_KEY,
  COLLECTIVE_INVOICE,
  cartAnswer,
  customer,
  DELIVERY_ADDRESS,
  ORDER_TOKEN,
  orderResponse,
  PAYMENT_MODES,
  storageWithCartState,
  TICKET_LINE,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

type Overrides = Parameters<typeof stubApi>[0];
type Settings = Parameters<typeof shopAnswer>[0];

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function signedIn(settings: Settings = {}, overrides: Overrides = {}) {
  return stubApi({
    "GET /api/v1/shop": () =>
      json({ ...shopAnswer(settings), payment_modes: [...PAYMENT_MODES, COLLECTIVE_INVOICE] }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "POST /api/v1/cart": () => json(cartAnswer(1200)),
    "POST /api/v1/orders": () =>
      json(orderResponse({ payment_url: "https://pay.example.org/p" }), 201, "Created"),
    ...overrides,
  });
}

async function buy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
  await user.click(screen.getByRole("button", { name: "Place order and pay" }));
}

describe("given optional shipping", () => {
  it("sends the visitor back to the cart while the choice is not made", async () => {
    const api = signedIn({ shipping: "optional" });
    const view = renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ shippingSelection: null }),
    });

    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(api.callsTo("/orders")).toEqual([]);
  });

  it("orders print at home without a shipping address, and asks nothing here", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn({ shipping: "optional" });
    renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ shippingSelection: false }),
    });

    expect(await screen.findByRole("region", { name: "Your order" })).toBeVisible();
    expect(screen.queryByRole("radiogroup", { name: /receive your tickets/ })).toBeNull();
    expect(screen.queryByText(/Your tickets will be sent to/)).toBeNull();
    await buy(user);

    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://pay.example.org/p"));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      shipping: false,
      shipping_address_id: null,
      billing_address_id: 5,
    });
  });

  it("goes through the shipping address first when shipping is chosen", async () => {
    const api = signedIn({ shipping: "optional" });
    const view = renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ shippingSelection: true }),
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Shipping address" }),
    ).toBeVisible();
    expect(view.location()).toBe("/checkout/shipping-address");
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(api.callsTo("/cart")).toEqual([]);
  });

  it("goes through the shipping address when the stored one is no longer the customer's", async () => {
    signedIn({ shipping: "optional" });
    const view = renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ shippingSelection: true, shippingAddressId: 444 }),
    });

    await waitFor(() => expect(view.location()).toBe("/checkout/shipping-address"));
  });

  it("ships to the delivery address chosen before and says where", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn(
      { shipping: "optional" },
      {
        "GET /api/v1/customer/customer_addresses": () =>
          json({ customer_addresses: [address(), DELIVERY_ADDRESS] }),
      },
    );
    renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ shippingSelection: true, shippingAddressId: 9 }),
    });

    expect(
      await screen.findByText(
        "Your tickets will be sent to: Grace Hopper, Hafenstraße 1, 20457 Hamburg",
      ),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Change shipping address" })).toHaveAttribute(
      "href",
      "/checkout/shipping-address",
    );
    expect(await axeViolations()).toEqual([]);
    await buy(user);

    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      shipping: true,
      shipping_address_id: 9,
      billing_address_id: 5,
    });
  });
});

describe("given mandatory shipping", () => {
  it("asks for the shipping address though the cart made no choice", async () => {
    signedIn({ shipping: "mandatory" });
    const view = renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ shippingSelection: null }),
    });

    await waitFor(() => expect(view.location()).toBe("/checkout/shipping-address"));
  });
});

describe("the billing address", () => {
  const three = {
    customer_addresses: [
      address({ id: 5, adress_type_id: 0 }),
      address({ id: 6, adress_type_id: 1, street: "Rechnungsweg 1" }),
      address({ id: 7, adress_type_id: 0, street: "Schulstraße 7" }),
    ],
  };

  it.each([
    ["the one chosen in the cart", 7, 7],
    ["the invoice address when the cart chose none", null, 6],
    ["the invoice address when the cart's choice is gone", 99, 6],
    // spec selling-core §3: a delivery address (type 2) of the shipping step never bills
    ["the invoice address when the cart's choice is a delivery address", 9, 6],
  ])("is %s", async (_, chosen, billed) => {
    const user = userEvent.setup();
    vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn(
      {},
      {
        "GET /api/v1/customer/customer_addresses": () =>
          json({ customer_addresses: [DELIVERY_ADDRESS, ...three.customer_addresses] }),
      },
    );
    renderShop("/checkout?lang=en", {
      storage: storageWithCartState({ billingAddressId: chosen }),
    });

    await buy(user);

    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      billing_address_id: billed,
      shipping_address_id: null,
    });
    // surrounding-areas §6: the billing address prices the cart (price target audience).
    expect(api.callsTo("/cart").map((call) => bodyOf(call.init).billing_address_id)).toEqual([
      billed,
    ]);
  });
});

describe("the comment given in the cart", () => {
  it("shows read-only in the summary and goes with the order", async () => {
    const user = userEvent.setup();
    vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn();
    renderShop("/checkout?lang=en", {
      storage: storageWithCartState({
        orderParams: {
          customerComment: "Wheelchair access, please",
          reference: "",
          paymentModeId: null,
        },
      }),
    });

    const summary = await screen.findByRole("region", { name: "Your order" });
    expect(within(summary).getByRole("heading", { name: "Your comment" })).toBeVisible();
    expect(within(summary).getByText("Wheelchair access, please")).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await buy(user);

    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      comment: "Wheelchair access, please",
    });
  });

  it("leaves the summary without a comment part when there is none", async () => {
    signedIn();
    renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });

    const summary = await screen.findByRole("region", { name: "Your order" });
    expect(within(summary).queryByRole("heading", { name: "Your comment" })).toBeNull();
  });
});

describe("collective invoice", () => {
  it("is offered for a billing address flagged for it and sent as mode 6", async () => {
    const user = userEvent.setup();
    const api = signedIn(
      {},
      {
        "GET /api/v1/customer/customer_addresses": () =>
          json({ customer_addresses: [address({ has_collective_invoice_payment: true })] }),
        "POST /api/v1/orders": () => json(orderResponse({ status: "success" }), 201, "Created"),
      },
    );
    renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });

    const modes = await screen.findByRole("radiogroup", { name: /Payment method/ });
    await user.click(within(modes).getByRole("radio", { name: "Sammelrechnung" }));
    expect(await axeViolations()).toEqual([]);
    await buy(user);

    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({ payment_mode_id: 6 });
  });

  it("is not offered for an address without the flag", async () => {
    signedIn();
    renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });

    const modes = await screen.findByRole("radiogroup", { name: /Payment method/ });
    expect(within(modes).getByRole("radio", { name: "Kreditkarte (Demo)" })).toBeVisible();
    expect(within(modes).queryByRole("radio", { name: "Sammelrechnung" })).toBeNull();
  });

  it("is not kept from the cart for an address without the flag: the default mode pays", async () => {
    const user = userEvent.setup();
    vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn();
    renderShop("/checkout?lang=en", {
      storage: storageWithCartState({
        orderParams: { customerComment: "", reference: "", paymentModeId: 6 },
      }),
    });

    const modes = await screen.findByRole("radiogroup", { name: /Payment method/ });
    expect(within(modes).getByRole("radio", { name: "Kreditkarte (Demo)" })).toBeChecked();
    await buy(user);

    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({ payment_mode_id: 2 });
  });
});

describe("an affiliate referral of the arrival URL", () => {
  it("goes with the order as the payload's affiliate", async () => {
    const user = userEvent.setup();
    vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn();
    renderShop("/checkout?lang=en&at=partner-17&ac=spring", { storage: storageWithCartState({}) });

    await screen.findByRole("region", { name: "Your order" });
    await buy(user);

    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).toMatchObject({
      affiliate: { id: "partner-17", campaign: "spring" },
    });
    // spec surrounding-areas §7: the placed order is tracked for the affiliate, once.
    await waitFor(() =>
      expect(api.callsTo("/affiliates/referrals/partner-17/track")).toHaveLength(1),
    );
    const [track] = api.callsTo("/affiliates/referrals/partner-17/track");
    expect(track?.method).toBe("POST");
    expect(track?.url.searchParams.get("ac")).toBe("spring");
  });

  it("is left out without one", async () => {
    const user = userEvent.setup();
    vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn();
    renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });

    await screen.findByRole("region", { name: "Your order" });
    await buy(user);

    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    expect(bodyOf(api.callsTo("/orders")[0]?.init)).not.toHaveProperty("affiliate");
    expect(api.calls.filter((call) => call.url.pathname.includes("/affiliates/"))).toEqual([]);
  });
});

describe("a failed answer", () => {
  it("offers to price again or to go back to the cart when the price fails", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = signedIn(
      {},
      {
        "POST /api/v1/cart": () =>
          fail
            ? errorAnswer(500, "Internal Server Error", "internal", "busy")
            : json(cartAnswer(1200)),
      },
    );
    renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/The prices could not be calculated/);
    expect(within(alert).getByRole("link", { name: "Back to the cart" })).toHaveAttribute(
      "href",
      "/cart",
    );
    expect(await axeViolations()).toEqual([]);

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("region", { name: "Your order" })).toBeVisible();
    expect(api.callsTo("/cart")).toHaveLength(2);
    // the pressed button is gone: the keyboard goes on from the summary, not from the top
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Your order" })).toHaveFocus(),
    );
  });

  it("says the addresses could not be loaded, not that there is none, and asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    signedIn(
      {},
      {
        "GET /api/v1/customer/customer_addresses": () =>
          fail ? errorAnswer(500, "Error", "internal", "boom") : json(ADDRESSES),
      },
    );
    renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your addresses could not be loaded. Please try again.");
    expect(screen.queryByText(/No billing address/)).toBeNull();
    expect(await axeViolations()).toEqual([]);

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("region", { name: "Your order" })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Your order" })).toHaveFocus(),
    );
  });
});

describe("a new price", () => {
  it("keeps the form and the focus while it loads", async () => {
    const user = userEvent.setup();
    let answerNext: (() => void) | undefined;
    const api = signedIn(
      {},
      {
        "POST /api/v1/cart": (_url, init) =>
          bodyOf(init).donations.length === 0
            ? json(cartAnswer(1200))
            : new Promise<Response>((resolve) => {
                answerNext = () => resolve(json(cartAnswer(1300)));
              }),
      },
    );
    const view = renderShop("/checkout?lang=en", { storage: storageWithCartState({}) });
    const terms = await screen.findByRole("checkbox", { name: /terms and conditions/ });
    await user.click(terms);
    expect(terms).toHaveFocus();

    // another tab adds the donation: the cart changes and is priced anew
    const state = JSON.parse(view.storage.getItem(CART_KEY) ?? "{}");
    view.storage.setItem(CART_KEY, JSON.stringify({ ...state, donations: [100] }));
    window.dispatchEvent(new StorageEvent("storage", { key: CART_KEY }));

    await waitFor(() => expect(api.callsTo("/cart")).toHaveLength(2));
    expect(screen.getByRole("region", { name: "Your order" })).toBeVisible();
    expect(terms).toHaveFocus();
    answerNext?.();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Your order" })).toHaveTextContent("€26.00"),
    );
  });
});

// spec selling-core §5; the issue "annual tickets", Deliver 2: the photos picked for the
// attendees go with the order placed, before the visitor leaves to pay.
describe("given photos picked for the attendees of a line", () => {
  it("uploads each to its line and attendee with the order token, then goes to pay", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const attendees = [
      { name: "Ada", surname: "Lovelace" },
      { name: "Alan", surname: "Turing" },
    ];
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "ada.jpg", { type: "image/jpeg" });
    pickedPhotos.set({ id: 12, date: "2030-06-14" }, 1, photo);
    const uploaded = `http://shop.test/api/v1/orders/1001/items/0/attendees/1/photo?token=${ORDER_TOKEN}`;
    const api = signedIn(
      {},
      {
        "POST /api/v1/orders/1001/items/0/attendees/1/photo": () =>
          json({ photo_url: uploaded, photo_preview_url: `${uploaded}&size=preview` }),
      },
    );
    renderShop("/checkout?lang=en", {
      storage: new MemoryStorage({
        [CART_KEY]: JSON.stringify({
          items: [{ ...TICKET_LINE, attributes: { ...TICKET_LINE.attributes, attendees } }],
        }),
      }),
    });

    await buy(user);

    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://pay.example.org/p"));
    const [upload] = api.callsTo("/orders/1001/items/0/attendees/1/photo");
    expect(upload?.init?.body).toBe(photo);
    expect(upload?.url.searchParams.get("token")).toBe(ORDER_TOKEN);
    pickedPhotos.clear();
  });

  it("counts a photo the server refused for the success page, and still goes to pay", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    // the line holds 2 tickets: one attendee each
    const attendees = [
      { name: "Ada", surname: "Lovelace" },
      { name: "Alan", surname: "Turing" },
    ];
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "ada.jpg", { type: "image/jpeg" });
    pickedPhotos.set({ id: 12, date: "2030-06-14" }, 0, photo);
    signedIn(
      {},
      {
        "POST /api/v1/orders/1001/items/0/attendees/0/photo": () =>
          refusalAnswer("validation", { fields: { photo: ["not an image"] } }),
      },
    );
    const view = renderShop("/checkout?lang=en", {
      storage: new MemoryStorage({
        [CART_KEY]: JSON.stringify({
          items: [{ ...TICKET_LINE, attributes: { ...TICKET_LINE.attributes, attendees } }],
        }),
      }),
    });

    await buy(user);

    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://pay.example.org/p"));
    expect(JSON.parse(view.storage.getItem("shop:checkout-order") ?? "{}")).toEqual({
      id: 1001,
      token: ORDER_TOKEN,
      photosMissing: 1,
    });
    pickedPhotos.clear();
  });
});
