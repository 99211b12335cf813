// spec selling-core §2 shop.onepager, §4 "One-pager", §5 (one-pager fields, no selection,
// attendee e-mail), §8 (no tickets for a named ticket), §9 (selectButtons max, default ticket,
// VAT exemption): through the real shop with only fetch stubbed.
import type { CartAnswer } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  COUNTRIES,
  cartAnswer,
  customer,
  orderResponse,
  PAYMENT_MODES,
  storageWithCart,
  storedItems,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, shopAnswer } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  ADULT,
  ANNUAL,
  ANNUAL_GROUP,
  capacity,
  group,
  REDUCED,
  SLOT,
  SLOT_GROUP,
  stubTicketFlow,
  TODAY,
  ticket,
} from "../../test/ticket-fixtures";

vi.setConfig({ testTimeout: 30_000 });

const ON = { navigation: { onepager: { enabled: true } } };
// spec selling-core §9: at most 4 quantity buttons; 0 to 3 are four.
const SMALL = ticket({ id: 3, title: "Kind", price_cents: 0, max_persons: 3 });
const PERSONAL = ticket({ id: 5, title: "Namensticket", attendees: true, max_persons: 3 });
const DAY = group({ name: "day", order: 1, ticket_ids: [1, 2, 3, 5] });

/** POST /tickets/reservations as the server answers it: 201 with the hold. */
function holdAnswer(ticketId: number, quantity: number) {
  return json(
    {
      token: `hold-token-00000000000${ticketId}`,
      valid_until: "2030-06-01T08:30:00.000Z",
      ticket_id: ticketId,
      quantity,
      date: TODAY,
      time: null,
    },
    201,
    "Created",
  );
}

/** The cart priced without VAT, as the server prices museum tickets (§4 No. 20a). */
function exemptAnswer(unitCents: number): CartAnswer {
  const answer = cartAnswer(unitCents);
  return {
    ...answer,
    items: answer.items.map((item) => ({
      ...item,
      info: { ...item.info, vats: [{ vat_pct: 0, price_cents: 0 }] },
    })),
    totals: { ...answer.totals, vats: [{ vat_pct: 0, price_cents: 0 }] },
  };
}

function stub(
  extra: Parameters<typeof stubTicketFlow>[0]["extra"] = {},
  settings: Record<string, unknown> = ON,
) {
  const tickets = [ADULT, REDUCED, SMALL, PERSONAL, SLOT, ANNUAL];
  return stubTicketFlow({
    tickets,
    groups: [DAY, SLOT_GROUP, ANNUAL_GROUP],
    capacities: [ADULT, REDUCED, SMALL, PERSONAL].map((item) => capacity(item, TODAY, 80)),
    extra: {
      "GET /api/v1/shop": () =>
        json({
          ...shopAnswer({ ...settings, singleDeselect: true }),
          payment_modes: PAYMENT_MODES,
        }),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "GET /api/v1/auth/validate_token": () =>
        errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
      "POST /api/v1/auth/guest": () => json({ data: customer(10) }, 201, "Created"),
      "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
      "POST /api/v1/tickets/reservations": (_url, init) => {
        const body = JSON.parse(String(init?.body));
        return holdAnswer(body.ticket_id, body.quantity);
      },
      "POST /api/v1/cart": () => json(exemptAnswer(1400)),
      ...extra,
    },
  });
}

async function fillCustomer(user: ReturnType<typeof userEvent.setup>, email = "ada@example.org") {
  await user.type(screen.getByRole("textbox", { name: /^First name/ }), "Ada");
  await user.type(screen.getByRole("textbox", { name: /^Last name/ }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: /^E-mail address/ }), email);
  await user.type(screen.getByRole("textbox", { name: /^Street and number/ }), "Parkweg 3");
  await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
  await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
}

describe("given the one-pager switched off", () => {
  it("is not shown: the visitor goes to the start page", async () => {
    stub({}, { navigation: { onepager: { enabled: false } } });
    const { location } = renderShop("/onepager?lang=en");
    await waitFor(() => expect(location()).toMatch(/^\/start/));
  });
});

describe("given the one-pager", () => {
  it("lists the tickets that need no start time by group, the default ticket chosen once", async () => {
    stub();
    renderShop("/onepager?lang=en");
    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { level: 1, name: "Quick purchase" }),
    ).toBeVisible();
    expect(
      await within(main).findByRole("heading", { level: 3, name: "Day tickets" }),
    ).toBeVisible();
    expect(within(main).getByRole("heading", { level: 3, name: "Annual passes" })).toBeVisible();
    // time slots keep their own step
    expect(within(main).queryByRole("heading", { name: SLOT.title })).toBeNull();
    // default ticket 1, chosen once
    expect(within(main).getByRole("combobox", { name: "Quantity: Erwachsene" })).toHaveValue("1");
    // spec selling-core §9: buttons for at most 4 quantities (0 to 3), a select above
    const buttons = within(main).getByRole("radiogroup", { name: "Quantity: Kind" });
    expect(within(buttons).getAllByRole("radio")).toHaveLength(4);
    // the customer form: six fields required, the country optional
    for (const name of [/^First name/, /^Last name/, /^E-mail/, /^Street/, /^Postal/, /^City/]) {
      expect(within(main).getByRole("textbox", { name })).toBeRequired();
    }
    expect(within(main).getByRole("combobox", { name: "Country (optional)" })).not.toBeRequired();
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when the ticket the link names is not on sale", async () => {
    stub();
    renderShop("/onepager?lang=en&ticket_id=10");
    expect(
      await screen.findByText(/There are no tickets for “Zeitfenster” on this day/),
    ).toBeVisible();
  });

  it("shows 'no selection' and moves focus to it when nothing is chosen", async () => {
    const api = stub();
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    const adult = await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    // the default ticket, chosen for the visitor, can be taken back
    await user.selectOptions(adult, "0");
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please choose at least one ticket.");
    expect(alert).toHaveFocus();
    expect(api.callsTo("/auth/guest")).toEqual([]);
  });

  it("tells both problems in one round: no selection and the customer form", async () => {
    const api = stub();
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Quantity: Erwachsene" }),
      "0",
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    const [details, selection] = screen.getAllByRole("alert");
    expect(details).toHaveTextContent("Please check your details");
    expect(selection).toHaveTextContent("Please choose at least one ticket.");
    await waitFor(() => expect(details).toHaveFocus());
    expect(api.callsTo("/auth/guest")).toEqual([]);
  });

  it("books no day while the day field holds one that is not", async () => {
    const api = stub();
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    const day = screen.getByLabelText(/^Day of your visit/);
    await user.clear(day);
    expect(day).toHaveAccessibleDescription(/Please choose a day from today on\./);
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(day).toHaveFocus());
    expect(api.callsTo("/auth/guest")).toEqual([]);
    expect(api.callsTo("/tickets/reservations")).toEqual([]);
  });

  it("names the customer form's wrong fields in an alert that takes the focus", async () => {
    const api = stub();
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check your details");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /^First name/ })).toHaveAccessibleDescription(
      "Please fill in this field.",
    );
    // filled in, but not one address: the e-mail field says so, the focus goes back
    await fillCustomer(user, "ada@example");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^E-mail address/ })).toHaveAccessibleDescription(
        /exactly one e-mail address/,
      ),
    );
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /^First name/ })).not.toHaveAccessibleDescription(
      "Please fill in this field.",
    );
    expect(api.callsTo("/auth/guest")).toEqual([]);
    expect(api.callsTo("/tickets/reservations")).toEqual([]);
  });

  it("signs the guest in, holds the tickets and buys through the order step", async () => {
    const api = stub({
      "POST /api/v1/orders": () => json(orderResponse({ status: "success" }), 201, "Created"),
      "GET /api/v1/orders/1001": () => json({ data: {} }, 404),
    });
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));

    const review = await screen.findByRole("heading", { name: "Check and pay" });
    await waitFor(() => expect(review).toHaveFocus());
    // spec selling-core §5: no salutation asked, the country left to the server's default
    const [guestCall] = api.callsTo("/auth/guest");
    expect(JSON.parse(String(guestCall?.init?.body))).toEqual({
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin",
    });
    const [hold] = api.callsTo("/tickets/reservations");
    expect(JSON.parse(String(hold?.init?.body))).toMatchObject({
      ticket_id: 1,
      quantity: 1,
      date: TODAY,
    });
    expect(
      screen.getByText(/Ada Lovelace, ada@example.org, Parkweg 3, 10115 Berlin/),
    ).toBeVisible();
    // the overview, the notes, the payment methods, the terms
    expect(await screen.findByRole("heading", { name: "Your order" })).toBeVisible();
    expect(screen.getByText(/exempt from VAT under section 4 no. 20a/)).toBeVisible();
    expect(screen.getByText("Please bring an official photo ID to your visit.")).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // terms unchecked: the alert takes the focus
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo("/orders")).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: /terms/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));
    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    const [order] = api.callsTo("/orders");
    expect(JSON.parse(String(order?.init?.body))).toMatchObject({
      items: [{ type: "Ticket", attributes: { id: 1, quantity: 1, date: TODAY } }],
      billing_address_id: ADDRESSES.customer_addresses[0]?.id,
    });
  });

  it("asks name, surname and e-mail of each visitor of a personal ticket", async () => {
    const api = stub({
      "POST /api/v1/orders": () => json(orderResponse({ status: "success" }), 201, "Created"),
    });
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Quantity: Erwachsene" }), "0");
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Quantity: Namensticket" })).getByRole(
        "radio",
        { name: "1" },
      ),
    );
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Visitors" })).toBeVisible();
    await user.click(await screen.findByRole("checkbox", { name: /terms/ }));
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please complete the marked details of the visitors.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo("/orders")).toEqual([]);

    const visitor = screen.getByRole("group", { name: /Namensticket/ });
    await user.type(within(visitor).getByRole("textbox", { name: /First name/ }), "Grace");
    await user.type(within(visitor).getByRole("textbox", { name: /Last name/ }), "Hopper");
    await user.type(within(visitor).getByRole("textbox", { name: /Email/ }), "grace@example.org");
    await user.click(screen.getByRole("button", { name: "Place order and pay" }));
    await waitFor(() => expect(api.callsTo("/orders")).toHaveLength(1));
    const [order] = api.callsTo("/orders");
    expect(JSON.parse(String(order?.init?.body)).items[0].attributes.attendees).toEqual([
      { name: "Grace", surname: "Hopper", email: "grace@example.org" },
    ]);
  });

  it("gives the held places back when the visitor changes the choice", async () => {
    const api = stub({
      "DELETE /api/v1/tickets/reservations/hold-token-000000000001": () =>
        new Response(null, { status: 204 }),
    });
    renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Check and pay" });
    await user.click(screen.getByRole("button", { name: "Change tickets or details" }));
    const heading = await screen.findByRole("heading", { name: "Your tickets" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.callsTo("/tickets/reservations/hold-token-000000000001")).toHaveLength(1);
  });
});

describe("given a cart that holds an adult ticket of the same day already", () => {
  const HELD = {
    type: "Ticket",
    attributes: { id: 1, date: TODAY, quantity: 1 },
    reservations: [{ token: "hold-token-000000000001", valid_until: "2030-06-01T08:20:00.000Z" }],
    updated_at: "2030-06-01T07:58:00.000Z",
  };

  it("grows that line on 'next' and sets it back on 'change', keeping it", async () => {
    const api = stub({
      "PUT /api/v1/tickets/reservations/hold-token-000000000001": (_url, init) => {
        const body = JSON.parse(String(init?.body));
        return json({
          token: "hold-token-000000000001",
          valid_until: "2030-06-01T08:30:00.000Z",
          ticket_id: 1,
          quantity: body.quantity,
          date: TODAY,
          time: null,
        });
      },
    });
    const { storage } = renderShop("/onepager?lang=en", { storage: storageWithCart([HELD]) });
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Check and pay" });
    const grown = api.callsTo("/tickets/reservations/hold-token-000000000001");
    expect(JSON.parse(String(grown[0]?.init?.body)).quantity).toBe(2);
    expect(storedItems(storage)).toMatchObject([{ attributes: { id: 1, quantity: 2 } }]);

    await user.click(screen.getByRole("button", { name: "Change tickets or details" }));
    await screen.findByRole("heading", { name: "Your tickets" });
    const calls = api.callsTo("/tickets/reservations/hold-token-000000000001");
    expect(calls.map((call) => call.method)).toEqual(["PUT", "PUT"]);
    expect(JSON.parse(String(calls[1]?.init?.body)).quantity).toBe(1);
    expect(storedItems(storage)).toMatchObject([{ attributes: { id: 1, quantity: 1 } }]);
  });
});

describe("given a reload during the overview", () => {
  it("shows the overview again instead of holding the tickets a second time", async () => {
    const api = stub();
    const first = renderShop("/onepager?lang=en");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
    await fillCustomer(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Check and pay" });
    expect(api.callsTo("/tickets/reservations")).toHaveLength(1);
    first.unmount();

    // the same browser storage, a new page: the session is the guest's
    const again = stub({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    });
    renderShop("/onepager?lang=en", { storage: first.storage });
    expect(await screen.findByRole("heading", { name: "Check and pay" })).toBeVisible();
    expect(
      screen.getByText("Ada Lovelace, ada@example.org, Parkweg 3, 10115 Berlin"),
    ).toBeVisible();
    expect(again.callsTo("/tickets/reservations")).toEqual([]);
  });
});

describe("given a signed-in customer (a reseller)", () => {
  it("hides the customer side and orders with their address", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "shop_signed_in=1; path=/";
    try {
      const api = stub({ "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }) });
      renderShop("/onepager?lang=en");
      await screen.findByRole("combobox", { name: "Quantity: Erwachsene" });
      expect(screen.queryByRole("heading", { name: "Your details" })).toBeNull();
      expect(
        screen.getByText("You are ordering as Ada Lovelace with your billing address."),
      ).toBeVisible();
      await userEvent.click(screen.getByRole("button", { name: "Next" }));
      await screen.findByRole("heading", { name: "Check and pay" });
      expect(api.callsTo("/auth/guest")).toEqual([]);
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
      document.cookie = "shop_signed_in=; max-age=0; path=/";
    }
  });
});
