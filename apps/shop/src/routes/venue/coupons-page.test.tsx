// spec surrounding-areas §2 "Value coupons", §5 "Coupons need at least one quantity above 0":
// the coupons on sale with a quantity each; nothing chosen shows the selection error, focused;
// the chosen ones go into the cart (added to a line already there) and the visitor to the cart.
import type { CouponList } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { priceAnswer, pricedLine } from "../../test/cart-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop, TEST_NOW } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const COUPONS: CouponList = {
  data: [
    {
      id: 1,
      title: "Wertgutschein 25 €",
      description: "Drei Jahre gültig",
      price_cents: 2500,
      value_cents: 2500,
      shipped_with_merchandise_id: null,
    },
    {
      id: 2,
      title: "Aktionsgutschein",
      description: "",
      price_cents: 4000,
      value_cents: 5000,
      shipped_with_merchandise_id: null,
    },
  ],
  ticket_coupons: [
    {
      id: 3,
      title: "Gutschein: Tageskarte Kunsthalle",
      description: "Ein Eintritt an einem Tag Ihrer Wahl",
      price_cents: 1200,
      value_cents: 1200,
      shipped_with_merchandise_id: null,
      ticket_id: 12,
      available: 3,
      booked_out: false,
      content: { reduction_reason: "Für Erwachsene" },
    },
    {
      id: 4,
      title: "Gutschein: Familienkarte",
      description: "",
      price_cents: 3200,
      value_cents: 3200,
      shipped_with_merchandise_id: null,
      ticket_id: 13,
      available: 0,
      booked_out: true,
      content: { reduction_reason: null },
    },
  ],
  meta: { total_count: 2 },
};

const cartOf = (storage: MemoryStorage) => JSON.parse(storage.getItem("shop:cart") ?? "null");

describe("the coupons page", () => {
  it("lists the coupons with price, value when it differs, and a quantity each", async () => {
    const api = stubApi({ "GET /api/v1/coupons": () => json(COUPONS) });
    renderShop("/coupons");
    expect(await screen.findByRole("heading", { level: 1, name: "Gutscheine" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Wertgutschein 25 €" })).toBeVisible();
    expect(screen.getByText("Drei Jahre gültig")).toBeVisible();
    expect(screen.getByText(/50,00/)).toBeVisible();
    expect(screen.getAllByText(/Wert:/)).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: /Wertgutschein 25 €/ })).toHaveValue("0");
    expect(api.callsTo("/coupons")[0]?.url.searchParams.get("locale")).toBe("de");
    expect(await axeViolations()).toEqual([]);
  });

  it("lists the ticket coupons with their reduction reason, no more than are left, and a booked-out one disabled", async () => {
    stubApi({ "GET /api/v1/coupons": () => json(COUPONS) });
    renderShop("/coupons");
    const tickets = await screen.findByRole("region", { name: "Gutscheine für Tickets" });
    expect(within(tickets).getByText("Für Erwachsene")).toBeVisible();
    const day = within(tickets).getByRole("combobox", { name: /Tageskarte Kunsthalle/ });
    expect(
      within(day)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["0", "1", "2", "3"]);
    expect(within(tickets).getByRole("combobox", { name: /Familienkarte/ })).toBeDisabled();
    expect(within(tickets).getByText("Ausverkauft")).toBeVisible();
    expect(screen.getByRole("region", { name: "Wertgutscheine" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses an empty choice with the selection error, focused, and adds nothing", async () => {
    stubApi({ "GET /api/v1/coupons": () => json(COUPONS) });
    const view = renderShop("/coupons");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("mindestens einem Gutschein");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(view.location()).toBe("/coupons");
    expect(cartOf(view.storage)?.items ?? []).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("puts the chosen coupons in the cart, adding to a line already there", async () => {
    // The cart it lands on prices its lines, as the server answers them (a stub may answer
    // only what the endpoint table allows; an empty answer failed the run whenever the cart's
    // call came before the test ended).
    const priced = priceAnswer([
      pricedLine(0, "Coupon", "Aktionsgutschein", 4 * 4000, 0),
      pricedLine(1, "Coupon", "Wertgutschein 25 €", 2 * 2500, 0),
    ]);
    stubApi({
      "GET /api/v1/coupons": () => json(COUPONS),
      "POST /api/v1/cart": () => json(priced),
    });
    const storage = new MemoryStorage();
    storage.setItem(
      "shop:cart",
      JSON.stringify({
        items: [
          {
            type: "Coupon",
            attributes: { id: 2, quantity: 1 },
            updated_at: TEST_NOW.toISOString(),
          },
        ],
      }),
    );
    const view = renderShop("/coupons", { storage });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: /Wertgutschein 25 €/ }),
      "2",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: /Aktionsgutschein/ }), "3");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(
      cartOf(storage).items.map((item: { type: string; attributes: object }) => [
        item.type,
        item.attributes,
      ]),
    ).toEqual([
      ["Coupon", { id: 2, quantity: 4 }],
      ["Coupon", { id: 1, quantity: 2 }],
    ]);
  });

  it("says so when no coupon is on sale", async () => {
    stubApi({
      "GET /api/v1/coupons": () => json({ data: [], ticket_coupons: [], meta: { total_count: 0 } }),
    });
    renderShop("/coupons");
    expect(await screen.findByText("Zurzeit sind keine Gutscheine erhältlich.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
  });
});
