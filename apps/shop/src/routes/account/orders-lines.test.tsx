// Issue 27 item 2: the account's orders name each line's museums and visit day (GET /orders
// answers them), so two adult tickets of two museums read apart there too. Through the real
// shop with only fetch stubbed.
import type { OrderItem } from "@shop/core/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { COUNTRIES, customer, order, SALUTATIONS } from "../../test/checkout-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
});

function adult(id: number, museum: string, quantity: number): OrderItem {
  return {
    id,
    type: "ticket",
    price_cents: 1600,
    total_cents: 1600 * quantity,
    attributes: {
      id: id + 10,
      title: "Erwachsene",
      quantity,
      ticket_type: "normal",
      date: "2030-06-14",
      museums: [museum],
    },
    after_sale_information: null,
    canceled: false,
    thumbnail: null,
  };
}

const ANNUAL: OrderItem = {
  id: 3,
  type: "ticket",
  price_cents: 9000,
  total_cents: 9000,
  attributes: {
    id: 13,
    title: "Jahreskarte",
    quantity: 1,
    ticket_type: "annual",
    museums: ["Kunsthalle", "Naturkundemuseum"],
    valid_from: "2030-07-01",
  },
  after_sale_information: null,
  canceled: false,
  thumbnail: null,
};

describe("given a signed-in customer's orders", () => {
  it("names each line's museums and visit day", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "shop_signed_in=1; path=/";
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
      "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "GET /api/v1/orders": () =>
        json({
          orders: [
            order({
              id: 1100,
              is_valid: true,
              payment_status: 30,
              total_price_cents: 13800,
              items: [adult(1, "Kunsthalle", 2), adult(2, "Naturkundemuseum", 1), ANNUAL],
            }),
          ],
          meta: { total_count: 1, per_page: 5 },
        }),
    });
    renderShop("/orders?lang=de");

    const panel = await screen.findByRole("region", { name: "Bestellung 1100" });
    expect(within(panel).getByText("2 × Erwachsene")).toHaveTextContent(
      "2 × ErwachseneMuseum: Kunsthalle · Tag: Fr., 14. Juni 2030",
    );
    expect(within(panel).getByText("1 × Erwachsene")).toHaveTextContent(
      "1 × ErwachseneMuseum: Naturkundemuseum · Tag: Fr., 14. Juni 2030",
    );
    // a pass names its houses and its start, and no visit day
    expect(within(panel).getByText("1 × Jahreskarte")).toHaveTextContent(
      /^1 × JahreskarteMuseen: Kunsthalle und Naturkundemuseum · Gültig ab: Mo\., 1\. Juli 2030$/,
    );
    expect(await axeViolations()).toEqual([]);
  });
});

// Issue 31, Deliver 4: the account's orders list the goods, and state the 14-day right of
// withdrawal that goods have — only where an order has goods.
describe("given a customer's order with goods", () => {
  it("lists the goods and states their right of withdrawal, and no other order does", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "shop_signed_in=1; path=/";
    const poster: OrderItem = {
      id: 4,
      type: "merchandise",
      price_cents: 1500,
      total_cents: 3000,
      attributes: { id: 12, title: "Poster", quantity: 2 },
      after_sale_information: null,
      canceled: false,
      thumbnail: null,
    };
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
      "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "GET /api/v1/orders": () =>
        json({
          orders: [
            order({ id: 1101, is_valid: true, payment_status: 30, items: [poster] }),
            order({
              id: 1102,
              is_valid: true,
              payment_status: 30,
              items: [adult(1, "Kunsthalle", 1)],
            }),
          ],
          meta: { total_count: 2, per_page: 5 },
        }),
    });
    renderShop("/orders?lang=de");

    const withGoods = await screen.findByRole("region", { name: "Bestellung 1101" });
    expect(within(withGoods).getByText("2 × Poster")).toBeVisible();
    expect(within(withGoods).getByText(/Widerrufsrecht von 14 Tagen ab Erhalt/)).toBeVisible();
    const tickets = screen.getByRole("region", { name: "Bestellung 1102" });
    expect(within(tickets).queryByText(/Widerrufsrecht/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
