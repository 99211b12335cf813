// The issue 33, Deliver 4: the order page's wallet links. A dated admission line of a paid order
// offers "Add to Apple Wallet" and "Add to Google Wallet" only for the wallets the server says
// the venue issues (GET /shop wallet_passes); without that, none shows.
import type { ShopAnswer } from "@shop/core/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { ORDER_TOKEN, order } from "../../test/checkout-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL_OF_PAGE = `/order/1001/${ORDER_TOKEN}?lang=en`;
const QUERY = `token=${ORDER_TOKEN}&locale=en`;
const APPLE = "Add to Apple Wallet: Adult day ticket";
const GOOGLE = "Add to Google Wallet: Adult day ticket";

// TEST_NOW is 2030-06-01; a day ticket for that day, and a value coupon, which has no pass.
const paid = (change: Parameters<typeof order>[0] = {}) =>
  order({
    is_valid: true,
    payment_status: 30,
    items: [
      {
        id: 5001,
        type: "ticket",
        price_cents: 1200,
        total_cents: 2400,
        attributes: {
          id: 12,
          title: "Adult day ticket",
          quantity: 2,
          ticket_type: "normal",
          date: "2030-06-01",
        },
        after_sale_information: null,
        canceled: false,
        thumbnail: null,
      },
      {
        id: 5002,
        type: "coupon",
        price_cents: 2500,
        total_cents: 2500,
        attributes: { id: 3, title: "Gift voucher", quantity: 1 },
        after_sale_information: null,
        canceled: false,
        thumbnail: null,
      },
    ],
    ...change,
  });

function stubShop(wallets: ShopAnswer["wallet_passes"], theOrder = paid()) {
  return stubApi({
    "GET /api/v1/shop": () => json({ ...shopAnswer(), wallet_passes: wallets }),
    "GET /api/v1/orders/1001": () => json(theOrder),
  });
}

async function linesOfPage() {
  const heading = await screen.findByRole("heading", { name: "Your order", level: 2 });
  return within(heading.closest("section") as HTMLElement);
}

describe("given a venue that issues no wallet passes", () => {
  it.each([
    ["a server that does not say", undefined],
    ["a server that says neither", { apple: false, google: false }],
  ])("shows no wallet link (%s)", async (_name, wallets) => {
    stubShop(wallets);
    renderShop(URL_OF_PAGE);

    const lines = await linesOfPage();
    expect(lines.getByRole("link", { name: "Add to calendar: Adult day ticket" })).toBeVisible();
    expect(lines.queryByRole("link", { name: /Wallet/ })).toBeNull();
  });
});

describe("given a venue that issues both wallets' passes", () => {
  it("links the dated line's passes, and none for the coupon", async () => {
    stubShop({ apple: true, google: true });
    renderShop(URL_OF_PAGE);

    const lines = await linesOfPage();
    expect(lines.getByRole("link", { name: APPLE }).getAttribute("href")).toBe(
      `/api/v1/orders/1001/apple_wallet/5001?${QUERY}`,
    );
    expect(lines.getByRole("link", { name: GOOGLE }).getAttribute("href")).toBe(
      `/api/v1/orders/1001/google_wallet/5001?${QUERY}`,
    );
    expect(lines.getAllByRole("link", { name: /Wallet/ })).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it("reaches the links by keyboard, after the line's calendar file", async () => {
    stubShop({ apple: true, google: true });
    renderShop(URL_OF_PAGE);
    const lines = await linesOfPage();
    const calendar = lines.getByRole("link", { name: "Add to calendar: Adult day ticket" });
    calendar.focus();

    await userEvent.tab();
    expect(lines.getByRole("link", { name: APPLE })).toHaveFocus();
    await userEvent.tab();
    expect(lines.getByRole("link", { name: GOOGLE })).toHaveFocus();
  });

  it("shows none while the order is not paid", async () => {
    stubShop({ apple: true, google: true }, paid({ is_valid: false, payment_status: 10 }));
    renderShop(URL_OF_PAGE);

    const lines = await linesOfPage();
    expect(lines.getByText("Adult day ticket", { exact: false })).toBeVisible();
    expect(lines.queryByRole("link", { name: /Wallet/ })).toBeNull();
  });
});

describe("given a venue that issues Google Wallet passes only", () => {
  it("links Google's and not Apple's", async () => {
    stubShop({ apple: false, google: true });
    renderShop(URL_OF_PAGE);

    const lines = await linesOfPage();
    expect(lines.getByRole("link", { name: GOOGLE })).toBeVisible();
    expect(lines.queryByRole("link", { name: APPLE })).toBeNull();
  });
});
