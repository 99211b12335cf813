// spec selling-core §2 shop.tickets.annualPersonalization (list and detail child, the address
// routes), §4 "Annual tickets", §5 and §8: against answers of the endpoint table, in English.
import type { AnnualOrder } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = "Pk2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";
const BASE = `/annual/personalisation/${TOKEN}`;
const BUYER_TOKEN = "Bq2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";
const NEW_TOKEN = "Nw2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";
const PREVIEW = `http://shop.test/api/v1/annual/personalizations/900/photo?token=${TOKEN}&size=preview`;

const buyer = {
  id: 700,
  customer_salutation_id: null,
  name: "Erika",
  surname: "Musterfrau",
  email: "erika@example.org",
  customer_personalization_token: BUYER_TOKEN,
  is_buyer: true,
};

function slot(id: number, personalized = false) {
  return {
    id,
    customer: personalized ? buyer : null,
    address_id: personalized ? 700 : null,
    photo_url: null,
    photo_preview_url: personalized ? PREVIEW : null,
    customer_personalization_token: personalized ? BUYER_TOKEN : null,
    customer_adress_id: personalized ? 700 : null,
    personalized_at: personalized ? "2030-06-01T09:00:00.000Z" : null,
  };
}

function sale(id: number, slotId: number, change: object = {}) {
  return {
    id,
    ticket_id: 40,
    title: "Annual pass",
    description: "One year of free entry.",
    start_at: "2030-06-01T22:00:00.000Z",
    sent_at: null,
    is_personalizable: true,
    photo_mandatory: "mandatory" as const,
    personalizations: [slot(slotId)],
    ...change,
  };
}

function annualOrder(change: Partial<AnnualOrder> = {}): AnnualOrder {
  return {
    id: 1001,
    token: TOKEN,
    dispatch_mode_id: 3,
    ticket_sales: [sale(300, 900), sale(301, 901)],
    customers: [buyer],
    addresses: [
      {
        id: 700,
        adressat: null,
        street: "Uferweg 1",
        zip: "10115",
        city: "Berlin",
        country_id: 60,
      },
    ],
    ...change,
  };
}

const COUNTRIES = { data: [{ id: 60, name: "Germany" }], meta: { total_count: 1 } };

function render(path: string) {
  return renderShop(`${path}?lang=en`, { storage: new MemoryStorage() });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the list of a link's annual passes", () => {
  it("shows each pass with its start, a panel per person and the way to personalise it", async () => {
    stubApi({ "GET /api/v1/annual/order": () => json(annualOrder()) });
    render(BASE);

    const first = await screen.findByRole("region", { name: "Annual pass (1 of 2)" });
    expect(within(first).getByText("One year of free entry.")).toBeVisible();
    expect(within(first).getByText("Valid from Sun, Jun 2, 2030")).toBeVisible();
    expect(within(first).getByText("Not personalised yet.")).toBeVisible();
    expect(within(first).getByRole("link", { name: "Give the person" })).toHaveAttribute(
      "href",
      `${BASE}/300/900`,
    );
    expect(screen.getByText("The passes are sent by post to the address given.")).toBeVisible();
    expect(screen.queryByText(/All annual passes are personalised/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says when a pass is sent and offers no change of it, and warns of one that names nobody", async () => {
    stubApi({
      "GET /api/v1/annual/order": () =>
        json(
          annualOrder({
            ticket_sales: [
              sale(300, 900, {
                sent_at: "2030-06-03T08:00:00.000Z",
                personalizations: [slot(900, true)],
              }),
              sale(301, 901, { is_personalizable: false, photo_mandatory: "none" }),
            ],
          }),
        ),
    });
    render(BASE);

    const sent = await screen.findByRole("region", { name: "Annual pass (1 of 2)" });
    expect(
      within(sent).getByText(
        "This pass was sent on Mon, Jun 3, 2030. It can no longer be changed.",
      ),
    ).toBeVisible();
    expect(within(sent).queryByRole("link")).toBeNull();
    expect(within(sent).queryByRole("button")).toBeNull();
    expect(within(sent).getByRole("img", { name: "Photo of Erika Musterfrau" })).toHaveAttribute(
      "src",
      PREVIEW,
    );
    const impersonal = screen.getByRole("region", { name: "Annual pass (2 of 2)" });
    expect(within(impersonal).getByText(/This pass is not personal/)).toBeVisible();
    expect(within(impersonal).queryByRole("link")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("tells when every pass is personalised and not all are sent", async () => {
    stubApi({
      "GET /api/v1/annual/order": () =>
        json(
          annualOrder({
            ticket_sales: [sale(300, 900, { personalizations: [slot(900, true)] })],
          }),
        ),
    });
    render(BASE);

    expect(
      await screen.findByText("All annual passes are personalised. We are preparing them now."),
    ).toHaveAttribute("role", "status");
  });

  it("shows the annual-ticket error page for an unknown link", async () => {
    stubApi({
      "GET /api/v1/annual/order": () =>
        errorAnswer(404, "Not Found", "token_not_found", "No annual tickets for this link"),
    });
    render(BASE);

    expect(await screen.findByRole("heading", { level: 1, name: "Link not found" })).toBeVisible();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is incomplete or no longer valid. Please copy the whole link from the e-mail into the address bar, or ask for a new link.",
    );
    expect(screen.getByRole("link", { name: "View your orders" })).toHaveAttribute(
      "href",
      "/orders",
    );
    expect(await axeViolations()).toEqual([]);
  });

  // The issue 27: a link cut short in the mail said "maintenance". The server answers it like
  // an unknown one; a call that still checks the token's shape answers 422 naming it.
  it.each([
    ["404 token_not_found", () => refusalAnswer("token_not_found")],
    [
      "422 naming the token",
      () => refusalAnswer("validation", { fields: { token: ["Invalid string"] } }),
    ],
  ])("says a cut link is incomplete, not maintenance, on %s", async (_name, answer) => {
    stubApi({ "GET /api/v1/annual/order": answer });
    const view = render(`/annual/personalisation/${TOKEN.slice(0, 12)}/300/900`);

    expect(await screen.findByRole("heading", { level: 1, name: "Link not found" })).toBeVisible();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /This link is incomplete or no longer valid/,
    );
    expect(view.router.state.location.pathname).not.toBe("/maintenance");
    expect(screen.queryByText(/maintenance/i)).toBeNull();
  });

  it("changes the start to a day from today to a year ahead, the alert taking the focus", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/v1/annual/order": () => json(annualOrder()),
      "PUT /api/v1/annual/ticket_sales/300": () => json(sale(300, 900)),
    });
    render(BASE);
    const first = await screen.findByRole("region", { name: "Annual pass (1 of 2)" });
    await user.click(within(first).getByRole("button", { name: "Change the start date" }));
    const day = within(first).getByLabelText(/^Valid from/);
    // The button that opened the form is gone: the date field has the focus.
    await waitFor(() => expect(day).toHaveFocus());
    // TEST_NOW is 2030-06-01: the day before is refused before any call.
    await user.clear(day);
    await user.type(day, "2030-05-31");
    await user.click(within(first).getByRole("button", { name: "Save the start date" }));
    await waitFor(() =>
      expect(within(first).getByRole("alert")).toHaveTextContent(
        "Please choose a day from today up to a year ahead.",
      ),
    );
    expect(within(first).getByRole("alert")).toHaveFocus();
    expect(api.callsTo("/annual/ticket_sales/300")).toHaveLength(0);

    await user.clear(day);
    await user.type(day, "2030-07-01");
    await user.click(within(first).getByRole("button", { name: "Save the start date" }));
    await waitFor(() => expect(api.callsTo("/annual/ticket_sales/300")).toHaveLength(1));
    const [call] = api.callsTo("/annual/ticket_sales/300");
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      ticket_sale: { start_at: "2030-07-01T12:00:00Z" },
    });
    expect(call?.url.searchParams.get("token")).toBe(TOKEN);
  });
});

describe("a person slot", () => {
  const photo = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "anna.jpg", { type: "image/jpeg" });

  it("requires a new person's name and the mandatory photo, the alert taking the focus", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/v1/annual/order": () => json(annualOrder()) });
    render(`${BASE}/300/900`);

    await screen.findByRole("heading", { level: 1, name: "Person of the annual pass" });
    await user.click(screen.getByRole("radio", { name: "Another person" }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Next" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked details.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /First name/ })).toHaveAccessibleDescription(
      "Please fill this in.",
    );
    expect(document.querySelector('input[type="file"]')).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations()).toEqual([]);
  });

  it("makes the new person, uploads the photo, personalises and goes on to the next card", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:photo", revokeObjectURL: () => {} }),
    );
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/v1/annual/order": () => json(annualOrder()),
      "POST /api/v1/annual/customers": () =>
        json(
          {
            ...buyer,
            id: 701,
            name: "Anna",
            surname: "Muster",
            email: null,
            customer_personalization_token: NEW_TOKEN,
            is_buyer: false,
          },
          201,
        ),
      "POST /api/v1/annual/personalizations/900/upload": () =>
        json({
          photo_url: PREVIEW.replace("&size=preview", ""),
          photo_preview_url: PREVIEW,
        }),
      "PUT /api/v1/annual/personalizations/900": () => json(slot(900, true)),
    });
    const view = render(`${BASE}/300/900`);

    await screen.findByRole("heading", { level: 1, name: "Person of the annual pass" });
    await user.click(screen.getByRole("radio", { name: "Another person" }));
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Anna");
    await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Muster");
    const file = photo();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no photo input");
    await user.upload(input, file);
    await screen.findByText(/anna\.jpg/);
    await user.click(screen.getByRole("button", { name: "Next" }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${BASE}/301/901`));
    expect(JSON.parse(String(api.callsTo("/annual/customers")[0]?.init?.body))).toEqual({
      customer: { name: "Anna", surname: "Muster" },
    });
    const upload = api.callsTo("/annual/personalizations/900/upload")[0];
    expect(upload?.init?.body).toBe(file);
    expect(new Headers(upload?.init?.headers).get("Content-Type")).toBe("image/jpeg");
    expect(JSON.parse(String(api.callsTo("/annual/personalizations/900")[0]?.init?.body))).toEqual({
      personalization: { customer_personalization_token: NEW_TOKEN, customer_adress_id: 700 },
    });
  });

  it("keeps a personalised card's person and saves changes with update", async () => {
    stubApi({
      "GET /api/v1/annual/order": () =>
        json(
          annualOrder({ ticket_sales: [sale(300, 900, { personalizations: [slot(900, true)] })] }),
        ),
    });
    render(`${BASE}/300/900`);

    expect(await screen.findByText("Erika Musterfrau (buyer)")).toBeVisible();
    expect(screen.queryByRole("radio", { name: "Another person" })).toBeNull();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeVisible();
  });

  it("shows the personalization error page when the server says it is taken", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/annual/order": () =>
        json(annualOrder({ ticket_sales: [sale(300, 900, { photo_mandatory: "optional" })] })),
      "PUT /api/v1/annual/personalizations/900": () =>
        errorAnswer(
          409,
          "Conflict",
          "already_personalized",
          "This annual ticket has been personalised",
        ),
    });
    render(`${BASE}/300/900`);

    await screen.findByRole("heading", { level: 1, name: "Person of the annual pass" });
    await user.click(screen.getByRole("button", { name: "Personalise" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Personalisation not possible" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(/already been personalised/);
    expect(screen.getByRole("link", { name: "Back to the annual passes" })).toHaveAttribute(
      "href",
      BASE,
    );
  });

  it("corrects the person a failed attempt made instead of making a second one", async () => {
    const user = userEvent.setup();
    let personalizations = 0;
    const api = stubApi({
      "GET /api/v1/annual/order": () =>
        json(annualOrder({ ticket_sales: [sale(300, 900, { photo_mandatory: "optional" })] })),
      "POST /api/v1/annual/customers": () =>
        json(
          {
            ...buyer,
            id: 701,
            name: "Ana",
            surname: "Muster",
            email: null,
            customer_personalization_token: NEW_TOKEN,
            is_buyer: false,
          },
          201,
        ),
      "PUT /api/v1/annual/customers/701": () =>
        json({
          ...buyer,
          id: 701,
          name: "Anna",
          surname: "Muster",
          email: null,
          customer_personalization_token: NEW_TOKEN,
          is_buyer: false,
        }),
      "PUT /api/v1/annual/personalizations/900": () => {
        personalizations += 1;
        return personalizations === 1
          ? errorAnswer(422, "Unprocessable Entity", "validation", "Not an address of this order")
          : json(slot(900, true));
      },
    });
    render(`${BASE}/300/900`);

    await screen.findByRole("heading", { level: 1, name: "Person of the annual pass" });
    await user.click(screen.getByRole("radio", { name: "Another person" }));
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Ana");
    await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Muster");
    await user.click(screen.getByRole("button", { name: "Personalise" }));
    await screen.findByRole("alert");
    await user.clear(screen.getByRole("textbox", { name: /First name/ }));
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Anna");
    await user.click(screen.getByRole("button", { name: "Personalise" }));

    await waitFor(() => expect(personalizations).toBe(2));
    expect(api.callsTo("/annual/customers")).toHaveLength(1);
    expect(JSON.parse(String(api.callsTo("/annual/customers/701")[0]?.init?.body))).toEqual({
      customer: { name: "Anna", surname: "Muster" },
    });
  });

  it("says a sent card can no longer be changed", async () => {
    stubApi({
      "GET /api/v1/annual/order": () =>
        json(
          annualOrder({
            ticket_sales: [sale(300, 900, { sent_at: "2030-06-03T08:00:00.000Z" })],
          }),
        ),
    });
    render(`${BASE}/300/900`);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This annual pass has already been sent and can no longer be changed.",
    );
  });
});

describe("the address route of a person slot", () => {
  it("refuses an empty address field by field, then adds it and comes back with it chosen", async () => {
    const user = userEvent.setup();
    const created = {
      id: 701,
      adressat: null,
      street: "Parkweg 3",
      zip: "10117",
      city: "Berlin",
      country_id: 60,
    };
    let order = annualOrder();
    const api = stubApi({
      "GET /api/v1/annual/order": () => json(order),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "POST /api/v1/annual/addresses": () => {
        order = { ...order, addresses: [...order.addresses, created] };
        return json(created, 201);
      },
    });
    const view = render(`${BASE}/300/900/address/new`);

    await screen.findByRole("heading", { level: 1, name: "New address" });
    await screen.findByRole("combobox", { name: /Country/ });
    await user.click(screen.getByRole("button", { name: "Save the address" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /Street/ })).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /Street/ }), "Parkweg 3");
    await user.type(screen.getByRole("textbox", { name: /Postcode|Zip|Postal/i }), "10117");
    await user.type(screen.getByRole("textbox", { name: /City/ }), "Berlin");
    await user.selectOptions(screen.getByRole("combobox", { name: /Country/ }), "60");
    await user.click(screen.getByRole("button", { name: "Save the address" }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${BASE}/300/900`));
    expect(JSON.parse(String(api.callsTo("/annual/addresses")[0]?.init?.body))).toEqual({
      address: { street: "Parkweg 3", zip: "10117", city: "Berlin", country_id: 60 },
    });
    expect(await screen.findByRole("radio", { name: "Parkweg 3, 10117 Berlin" })).toBeChecked();
  });
});
