// Issue 27 item 2: a visitor checks house and day before paying and after. The checkout's
// summary names each line's museums, day and start time as the server priced them (POST /cart);
// the success page names them as the order keeps them (GET /orders/{id}): two adult tickets
// of two museums read apart, a combi ticket names both houses, an event date its day and time.
// Through the real shop with only fetch stubbed.
import type { CartAnswer, OrderItem } from "@shop/core/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  cartAnswer,
  customer,
  ORDER_TOKEN,
  order,
  PAYMENT_MODES,
  storageWithCart,
  TICKET_LINE,
} from "../../test/checkout-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

/** POST /cart for two adult lines of two museums and a combi time slot. */
function twoMuseums(): CartAnswer {
  const base = cartAnswer(1600);
  const [adult] = base.items;
  if (!adult) throw new Error("cartAnswer has a line");
  return {
    ...base,
    items: [
      { ...adult, info: { ...adult.info, name: "Erwachsene", museums: ["Kunsthalle"] } },
      {
        ...adult,
        index: 1,
        info: { ...adult.info, name: "Erwachsene", museums: ["Naturkundemuseum"] },
      },
      {
        ...adult,
        index: 2,
        info: {
          ...adult.info,
          name: "Kombiticket",
          museums: ["Kunsthalle", "Naturkundemuseum"],
          meta: { startDate: "2030-06-14", startTime: "10:30", validFrom: null },
        },
      },
    ],
  };
}

const LINES = [
  TICKET_LINE,
  { ...TICKET_LINE, attributes: { ...TICKET_LINE.attributes, id: 14 } },
  { ...TICKET_LINE, attributes: { ...TICKET_LINE.attributes, id: 16, time: "10:30" } },
];

describe("given the checkout of two adult tickets of two museums", () => {
  it("names each line's museums, day and start time in the summary", async () => {
    stubApi({
      "GET /api/v1/shop": () => json({ ...shopAnswer(), payment_modes: PAYMENT_MODES }),
      "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
      "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
      "POST /api/v1/cart": () => json(twoMuseums()),
    });
    renderShop("/checkout?lang=de", { storage: storageWithCart(LINES) });

    const summary = await screen.findByRole("region", { name: "Ihre Bestellung" });
    const terms = [...summary.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual([
      "2 × ErwachseneMuseum: Kunsthalle · Tag: Fr., 14. Juni 2030",
      "2 × ErwachseneMuseum: Naturkundemuseum · Tag: Fr., 14. Juni 2030",
      "2 × KombiticketMuseen: Kunsthalle und Naturkundemuseum · Tag: Fr., 14. Juni 2030" +
        " · Uhrzeit: 10:30",
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});

const ORDERED: OrderItem[] = [
  {
    id: 5001,
    type: "ticket",
    price_cents: 1600,
    total_cents: 3200,
    attributes: {
      id: 12,
      title: "Erwachsene",
      quantity: 2,
      ticket_type: "normal",
      date: "2030-06-14",
      museums: ["Kunsthalle"],
    },
    after_sale_information: null,
    canceled: false,
    thumbnail: null,
  },
  {
    id: 5002,
    type: "ticket",
    price_cents: 1600,
    total_cents: 1600,
    attributes: {
      id: 14,
      title: "Erwachsene",
      quantity: 1,
      ticket_type: "normal",
      date: "2030-06-14",
      museums: ["Naturkundemuseum"],
    },
    after_sale_information: null,
    canceled: false,
    thumbnail: null,
  },
  {
    id: 5003,
    type: "event",
    price_cents: 3200,
    total_cents: 3200,
    attributes: {
      id: 40,
      title: "Abendkonzert",
      quantity: 1,
      event_id: 4,
      // an event date's start is an instant: read in Berlin, 19:30
      start_time: "2030-12-05T18:30:00.000Z",
      date: "2030-12-05",
      museums: ["Kunsthalle"],
    },
    after_sale_information: null,
    canceled: false,
    thumbnail: null,
  },
];

describe("given the success page of that order", () => {
  it("names each line's museum, day and an event's start time", async () => {
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
      "DELETE /api/v1/auth/sign_out": () =>
        new Response(null, { status: 204, statusText: "No Content" }),
      "GET /api/v1/orders/1001": () =>
        json(
          order({ payment_status: 30, is_valid: true, total_price_cents: 8000, items: ORDERED }),
        ),
    });
    renderShop(`/checkout/success?order_id=1001&token=${ORDER_TOKEN}&lang=de`, {
      storage: storageWithCart(),
    });

    const summary = await screen.findByRole("region", { name: "Bestellte Artikel" });
    const art = within(summary).getByText("2 × Erwachsene");
    expect(art).toHaveTextContent("2 × ErwachseneMuseum: Kunsthalle · Tag: Fr., 14. Juni 2030");
    const nature = within(summary).getByText("1 × Erwachsene");
    expect(nature).toHaveTextContent(
      "1 × ErwachseneMuseum: Naturkundemuseum · Tag: Fr., 14. Juni 2030",
    );
    expect(within(summary).getByText("1 × Abendkonzert")).toHaveTextContent(
      "1 × AbendkonzertMuseum: Kunsthalle · Tag: Do., 5. Dez. 2030 · Uhrzeit: 19:30",
    );
    expect(await axeViolations()).toEqual([]);
  });
});
