// Issue 27 item 1: the annual passes' actions take the control the visitor used away; the focus
// goes to the new page's heading ("Personalise annual passes now", "Give the person":
// routes/layout/route-focus.tsx) or to the saved value ("Save the start date":
// features/focus/use-focus-handoff.ts), never to <body>.
import type { AnnualOrder } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customer, ORDER_TOKEN, order, storageWithCart } from "../../test/checkout-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = "Pk2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";
const BASE = `/annual/personalisation/${TOKEN}`;

function annualOrder(startAt = "2030-06-01T22:00:00.000Z"): AnnualOrder {
  return {
    id: 1001,
    token: TOKEN,
    dispatch_mode_id: 3,
    ticket_sales: [
      {
        id: 300,
        ticket_id: 40,
        title: "Annual pass",
        description: "",
        start_at: startAt,
        sent_at: null,
        is_personalizable: true,
        photo_mandatory: "optional",
        personalizations: [
          {
            id: 900,
            customer: null,
            address_id: null,
            photo_url: null,
            photo_preview_url: null,
            customer_personalization_token: null,
            customer_adress_id: null,
            personalized_at: null,
          },
        ],
      },
    ],
    customers: [],
    addresses: [],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given the success page of an order with annual passes", () => {
  it("puts the focus on the passes' heading after following the link by keyboard", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
      "GET /api/v1/orders/1001": () =>
        json(
          order({
            payment_status: 30,
            is_valid: true,
            total_price_cents: 9000,
            personalization_token: TOKEN,
          }),
        ),
      "GET /api/v1/annual/order": () => json(annualOrder()),
    });
    renderShop(`/checkout/success?order_id=1001&token=${ORDER_TOKEN}&lang=en`, {
      storage: storageWithCart(),
    });
    const link = await screen.findByRole("link", { name: "Personalise annual passes now" });
    link.focus();
    await user.keyboard("{Enter}");
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Personalise annual passes",
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe("the list of a link's annual passes", () => {
  it("puts the focus on the person page's heading after “Give the person”", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/v1/annual/order": () => json(annualOrder()) });
    renderShop(`${BASE}?lang=en`, { storage: new MemoryStorage() });
    const link = await screen.findByRole("link", { name: "Give the person" });
    link.focus();
    await user.keyboard("{Enter}");
    const heading = await screen.findByRole("heading", { level: 1, name: /Person/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("puts the focus on the saved start after “Save the start date”", async () => {
    const user = userEvent.setup();
    let saved = false;
    stubApi({
      "GET /api/v1/annual/order": () =>
        json(annualOrder(saved ? "2030-06-30T22:00:00.000Z" : undefined)),
      "PUT /api/v1/annual/ticket_sales/300": () => {
        saved = true;
        return json(annualOrder("2030-06-30T22:00:00.000Z").ticket_sales[0]);
      },
    });
    renderShop(`${BASE}?lang=en`, { storage: new MemoryStorage() });
    const pass = await screen.findByRole("region", { name: "Annual pass (1 of 1)" });
    await user.click(within(pass).getByRole("button", { name: "Change the start date" }));
    const day = within(pass).getByLabelText(/^Valid from/);
    await user.clear(day);
    await user.type(day, "2030-07-01");
    await user.keyboard("{Enter}");
    const start = await within(pass).findByText("Valid from Mon, Jul 1, 2030");
    await waitFor(() => expect(start).toHaveFocus());
  });
});
