// spec selling-core §2 shop.cart, §3, §4 "Cart lifecycle", §9: the cart page's lines, holds
// and totals, through the real providers with only fetch stubbed and a fixed clock.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ticketFixture } from "../../features/cart/ticket-fixture";
import { axeViolations } from "../../test/axe";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage, renderCartArea, TEST_NOW } from "./cart-test-routes";

const KEY = "museum:cart";
const minutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000).toISOString();
const token = (n: number) => `hold-token-${String(n).padStart(11, "0")}`;

function line(id: number, quantity: number, n: number, validUntil = minutes(20)) {
  return {
    type: "Ticket",
    attributes: { id, date: "2030-06-14", quantity },
    reservations: [{ token: token(n), valid_until: validUntil }],
    updated_at: minutes(-2),
  };
}

function storageWith(...items: unknown[]) {
  return new MemoryStorage({ [KEY]: JSON.stringify({ items }) });
}

function stored(storage: MemoryStorage) {
  return JSON.parse(storage.getItem(KEY) ?? "null");
}

function api(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    // spec §3: a dynamic price for the day, then 20 % off: 1500 → 1200 incl. 7 % VAT
    "GET /api/v1/tickets/12": () =>
      json(
        ticketFixture(12, false, {
          title: "Adult day ticket",
          discount: 20,
          dynamic_prices: { "2030-06-14": 1500 },
        }),
      ),
    // a net price: 1000 plus 19 % VAT
    "GET /api/v1/tickets/14": () =>
      json(
        ticketFixture(14, true, {
          title: "Workshop",
          price_cents: 1000,
          vat_pct: 19,
          tax_included: false,
        }),
      ),
    ...overrides,
  });
}

// whole-shop renders with axe on two shared cores: more time than the 5 s default
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given a cart with two ticket lines", () => {
  it("shows each line with its countdown and price, and the total with VAT per rate", async () => {
    api();
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1), line(14, 1, 2)) });

    expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });
    expect(within(adult).getByRole("timer")).toHaveTextContent("20:00");
    expect(
      within(adult).getByRole("spinbutton", { name: "Quantity: Adult day ticket" }),
    ).toHaveValue(2);
    // 2 × 1200, struck-through 2 × 1500
    expect(within(adult).getByText("€24.00")).toBeVisible();
    expect(within(adult).getByText("€30.00")).toBeVisible();
    const workshop = screen.getByRole("article", { name: "Workshop" });
    expect(within(workshop).getByText("€11.90")).toBeVisible();
    expect(
      within(workshop).getByRole("link", { name: "Enter visitor details (Workshop)" }),
    ).toHaveAttribute("href", "/tickets/personalization?itemIndex=1");

    const totals = screen.getByRole("region", { name: "Total" });
    const terms = within(totals)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(totals)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, at) => [term, values[at]]))).toEqual({
      Total: "€35.90",
      "incl. VAT 7%": "€1.57",
      "incl. VAT 19%": "€1.90",
    });
    // spec selling-core §2: checkout shows when items exist and leads to /checkout
    expect(
      within(screen.getByRole("region", { name: "Checkout" })).getByRole("link", {
        name: "Go to checkout",
      }),
    ).toHaveAttribute("href", "/checkout");
    expect(await axeViolations()).toEqual([]);
  });

  it("extends a hold on refresh and shows the new time left", async () => {
    const user = userEvent.setup();
    const calls = api({
      "PUT /api/v1/tickets/reservations/hold-token-00000000001": () =>
        json({
          token: token(1),
          valid_until: minutes(30),
          ticket_id: 12,
          quantity: 2,
          date: "2030-06-14",
          time: null,
        }),
    });
    const storage = storageWith(line(12, 2, 1));
    renderCartArea("/cart", { storage });
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });

    await user.click(within(adult).getByRole("button", { name: "Extend reservation" }));

    await waitFor(() => expect(within(adult).getByRole("timer")).toHaveTextContent("30:00"));
    expect(calls.callsTo(`/tickets/reservations/${token(1)}`).map((c) => c.method)).toEqual([
      "PUT",
    ]);
    expect(stored(storage).items[0].reservations).toEqual([
      { token: token(1), valid_until: minutes(30) },
    ]);
  });

  it("keeps the old quantity and hold when a change fails, and says why", async () => {
    const user = userEvent.setup();
    api({
      "PUT /api/v1/tickets/reservations/hold-token-00000000001": () =>
        json(
          { error: { code: "sold_out", message: "Not enough places left", available: 0 } },
          409,
          "Conflict",
        ),
    });
    const storage = storageWith(line(12, 2, 1));
    renderCartArea("/cart", { storage });
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });
    const quantity = within(adult).getByRole("spinbutton", { name: "Quantity: Adult day ticket" });

    await user.clear(quantity);
    await user.type(quantity, "3");

    expect(await within(adult).findByRole("alert")).toHaveTextContent(
      "No places left. The quantity stays at 2.",
    );
    expect(
      within(adult).getByRole("spinbutton", { name: "Quantity: Adult day ticket" }),
    ).toHaveValue(2);
    expect(stored(storage).items[0].attributes.quantity).toBe(2);
    expect(stored(storage).items[0].reservations[0].token).toBe(token(1));
    expect(await axeViolations()).toEqual([]);
  });

  it("releases the hold when a line is removed", async () => {
    const user = userEvent.setup();
    const calls = api({
      "DELETE /api/v1/tickets/reservations/hold-token-00000000001": () =>
        new Response(null, { status: 204 }),
    });
    const storage = storageWith(line(12, 2, 1), line(14, 1, 2));
    renderCartArea("/cart", { storage });
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });

    await user.click(within(adult).getByRole("button", { name: "Remove Adult day ticket" }));

    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Adult day ticket" })).toBeNull(),
    );
    expect(calls.callsTo(`/tickets/reservations/${token(1)}`).map((c) => c.method)).toEqual([
      "DELETE",
    ]);
    expect(
      screen.getByText("“Adult day ticket” was removed from the cart.").closest("[role=status]"),
    ).not.toBeNull();
    expect(
      stored(storage).items.map((item: { attributes: { id: number } }) => item.attributes.id),
    ).toEqual([14]);
    expect(screen.getByRole("link", { name: "Cart 1 item" })).toBeVisible();
  });
});

describe("given a line whose hold has run out", () => {
  it("drops the line and says so politely", async () => {
    api();
    const storage = storageWith(line(12, 2, 1, minutes(-1)), line(14, 1, 2));
    renderCartArea("/cart", { storage });

    expect(await screen.findByRole("article", { name: "Workshop" })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText(/The reservation for “Adult day ticket” has expired/)).toBeVisible(),
    );
    expect(screen.getByText(/has expired/).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("article", { name: "Adult day ticket" })).toBeNull();
    expect(stored(storage).items).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an empty cart", () => {
  it("says so and leads to the tickets", async () => {
    api();
    renderCartArea("/cart", { storage: new MemoryStorage() });
    expect(await screen.findByText("Your cart is empty.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Choose tickets" })).toHaveAttribute(
      "href",
      "/tickets",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("empties a stored cart whose newest line is older than the auto-delete minutes", async () => {
    api();
    const old = { ...line(12, 2, 1), updated_at: minutes(-11) };
    const storage = storageWith(old);
    renderCartArea("/cart", { storage });
    expect(await screen.findByText("Your cart is empty.")).toBeVisible();
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe("given a ticket that cannot be loaded", () => {
  it("says so instead of showing a wrong total", async () => {
    api({ "GET /api/v1/tickets/12": () => errorAnswer(500, "Error", "internal", "boom") });
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1)) });
    expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not be loaded/);
    expect(screen.queryByRole("region", { name: "Total" })).toBeNull();
  });
});
