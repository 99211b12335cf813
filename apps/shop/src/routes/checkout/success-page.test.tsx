// spec selling-core §2 shop.checkout.success: the after-sale information per item (plain text
// under a heading), the view-orders button for registered customers only (§6; a guest is signed
// out, §4 step 4). Through the real shop with only fetch stubbed.
import type { OrderItem } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { customer, ORDER_TOKEN, order, storageWithCart } from "../../test/checkout-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const ORDER_QUERY = `order_id=1001&token=${ORDER_TOKEN}`;
const signOut = () => new Response(null, { status: 204, statusText: "No Content" });

/** A line without after-sale information. */
const CATALOGUE: OrderItem = {
  id: 5002,
  type: "merchandise",
  price_cents: 1500,
  total_cents: 1500,
  attributes: { id: 3, title: "Catalogue", quantity: 1 },
  after_sale_information: null,
  canceled: false,
  thumbnail: null,
};

const ITEMS: OrderItem[] = [
  {
    id: 5001,
    type: "ticket" as const,
    price_cents: 1200,
    total_cents: 2400,
    attributes: { id: 12, title: "Adult day ticket", quantity: 2, ticket_type: "normal" as const },
    after_sale_information:
      "<p>Entrance via <b>Hafenstraße</b>.</p><p>Please bring your ID.</p><script>alert(1)</script>",
    canceled: false,
    thumbnail: null,
  },
  CATALOGUE,
  {
    id: 5003,
    type: "tour" as const,
    price_cents: 900,
    total_cents: 900,
    attributes: { id: 4, title: "Harbour tour", quantity: 1 },
    after_sale_information: "Meeting point: <i>main entrance</i>",
    canceled: false,
    thumbnail: null,
  },
];

function paidOrder(level: 10 | 20, items = ITEMS) {
  return stubApi({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(level) }),
    "DELETE /api/v1/auth/sign_out": signOut,
    "GET /api/v1/orders/1001": () =>
      json(order({ payment_status: 30, is_valid: true, total_price_cents: 4800, items })),
  });
}

describe("the success page", () => {
  it("shows the after-sale information of each item that has one, as plain text", async () => {
    paidOrder(10);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    const section = await screen.findByRole("region", { name: "Good to know for your visit" });
    const titles = within(section).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(["Adult day ticket", "Harbour tour"]);
    // paragraphs of the venue's HTML stay lines (shown with whitespace-pre-line)
    expect([...section.querySelectorAll("p")].map((text) => text.textContent)).toEqual([
      "Entrance via Hafenstraße.\nPlease bring your ID.",
      "Meeting point: main entrance",
    ]);
    expect(within(section).queryByText(/alert/)).toBeNull();
    expect(section.querySelector("b, i, script")).toBeNull();
    expect(within(section).queryByText("Catalogue")).toBeNull();
    // the summary lists every item
    const summary = screen.getByRole("region", { name: "Items ordered" });
    expect(within(summary).getByText("1 × Catalogue")).toBeVisible();
    // each line with what it costs in all, not its unit price: 2 × €12.00
    expect(within(summary).getByText("2 × Adult day ticket").parentElement).toHaveTextContent(
      "€24.00",
    );
    expect(await axeViolations()).toEqual([]);
  });

  // spec selling-core §4: the total holds the donations and the postage and is less what the
  // value coupons paid; each is a row, so the rows add up to the total.
  it("lists the donations, the postage and each coupon, and the rows add up to the total", async () => {
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
      "DELETE /api/v1/auth/sign_out": signOut,
      "GET /api/v1/orders/1001": () =>
        json(
          order({
            payment_status: 30,
            is_valid: true,
            // 2400 + 1500 + 900 + 100 donation + 357 shipping − 1000 coupon
            total_price_cents: 4257,
            items: ITEMS,
            donations: [{ donation_cents: 100 }],
            shipping_items: [{ title: "By post", price_cents: 357 }],
            coupons: [{ code: "GIFT-10", debit_cents: 1000 }],
          }),
        ),
    });
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    const summary = await screen.findByRole("region", { name: "Items ordered" });
    const rows = within(summary).getAllByRole("listitem");
    expect(rows.slice(ITEMS.length).map((row) => row.textContent)).toEqual([
      "Donation€1.00",
      "Shipping: By post€3.57",
      // what the coupon paid, as a minus
      "Voucher GIFT-10-€10.00",
    ]);
    const centsOf = (row: Element) =>
      Math.round(
        Number(row.querySelector("[data-slot=money]")?.textContent?.replace(/[€,]/g, "")) * 100,
      );
    const total = within(summary).getByText("Total").parentElement as HTMLElement;
    expect(total).toHaveTextContent("€42.57");
    expect(rows.reduce((sum, row) => sum + centsOf(row), 0)).toBe(centsOf(total));
    expect(await axeViolations()).toEqual([]);
  });

  it("leaves the after-sale part out when no item has any", async () => {
    paidOrder(10, [CATALOGUE]);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    expect(await screen.findByRole("region", { name: "Items ordered" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Good to know for your visit" })).toBeNull();
  });

  it("offers a signed-out guest to continue shopping, not the orders", async () => {
    const api = paidOrder(10);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    expect(await screen.findByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/tickets",
    );
    await waitFor(() => expect(api.callsTo("/auth/sign_out")).toHaveLength(1));
    await screen.findByRole("region", { name: "Items ordered" });
    expect(screen.queryByRole("link", { name: "View your orders" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

// spec selling-core §7 documents: the PDF of each ticket of a valid order; annual tickets are
// personalised, not downloaded.
// The issue "annual tickets", Deliver 2: a photo picked for an attendee that could not be
// uploaded with the order is not silently lost: the success page says so.
describe("given photos that could not be uploaded with the order", () => {
  it("says how many, and where to add them", async () => {
    paidOrder(10);
    const storage = storageWithCart();
    storage.setItem(
      "shop:checkout-order",
      JSON.stringify({ id: 1001, token: ORDER_TOKEN, photosMissing: 2 }),
    );
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage });
    expect(
      await screen.findByText(/^2 photos could not be uploaded with your order\./),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("says nothing when every photo went with it", async () => {
    paidOrder(10);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });
    await screen.findByText(/Your order no\. 1001 is complete/);
    expect(screen.queryByText(/could not be uploaded/)).toBeNull();
  });
});

describe("the ticket PDF links", () => {
  const annual = {
    id: 5004,
    type: "ticket" as const,
    price_cents: 9000,
    total_cents: 9000,
    thumbnail: null,
    attributes: { id: 13, title: "Annual pass", quantity: 1, ticket_type: "annual" as const },
    after_sale_information: null,
    canceled: false,
  };

  const PERSONALIZATION = "Pk2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";

  function orderOf(isValid: boolean) {
    return stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
      "GET /api/v1/orders/1001": () =>
        json(
          order({
            payment_status: 30,
            is_valid: isValid,
            total_price_cents: 4800,
            items: [...ITEMS, annual],
            personalization_token: isValid ? PERSONALIZATION : null,
          }),
        ),
    });
  }

  // spec selling-core §2: the success page gives the annual tickets' personalization link.
  it("leads to the personalization of the annual ticket of a valid order", async () => {
    orderOf(true);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    const annualPart = await screen.findByRole("region", {
      name: "Personalise your annual passes",
    });
    expect(
      within(annualPart).getByRole("link", { name: "Personalise annual passes now" }),
    ).toHaveAttribute("href", `/annual/personalisation/${PERSONALIZATION}`);
  });

  it("has no personalization link while the order is not valid", async () => {
    orderOf(false);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    await screen.findByRole("region", { name: "Items ordered" });
    expect(screen.queryByRole("region", { name: "Personalise your annual passes" })).toBeNull();
  });

  // surrounding-areas §2 "Order panel": ticket, event, tour and coupon PDFs of a valid order.
  it("are offered for the ticket and tour lines of a valid order, not for an annual ticket", async () => {
    orderOf(true);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    const summary = await screen.findByRole("region", { name: "Items ordered" });
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Download tickets as PDF: Adult day ticket",
      "Download tickets as PDF: Harbour tour",
    ]);
    expect(links[1]?.getAttribute("href")).toMatch(/^\/api\/v1\/orders\/\d+\/tours\/5003\.pdf\?/);
    expect(within(summary).getByText("1 × Annual pass")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("are not offered while the order is not valid", async () => {
    orderOf(false);
    renderShop(`/checkout/success?${ORDER_QUERY}&lang=en`, { storage: storageWithCart() });

    const summary = await screen.findByRole("region", { name: "Items ordered" });
    expect(within(summary).getByText("2 × Adult day ticket")).toBeVisible();
    expect(within(summary).queryByRole("link")).toBeNull();
  });
});
