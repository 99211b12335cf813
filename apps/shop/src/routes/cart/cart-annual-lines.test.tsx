// spec selling-core §2 shop.cart, §3 cart item type Annual, §7 POST /cart: annual tickets are
// lines of their own type (no day, no hold), priced beside the day tickets; a line the server
// refuses says why on that line while the rest of the cart is still priced and shown, and once
// it is removed every line is priced again.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  bodyOf,
  line,
  minutes,
  priceAnswer,
  pricedLine,
  rowsOf,
  storageWith,
  stored,
  token,
} from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANNUAL_LINE = {
  type: "Annual",
  attributes: { id: 40, quantity: 1 },
  updated_at: minutes(-1),
};
// a line stored before annual tickets were lines of their own type: the server refuses it
const OLD_ANNUAL_LINE = {
  type: "Ticket",
  attributes: { id: 40, quantity: 1 },
  reservations: [{ token: token(9), valid_until: minutes(20) }],
  updated_at: minutes(-1),
};

type Item = { type: string; attributes: { id: number; quantity: number } };

/**
 * POST /cart as the server prices it: 422 on an annual ticket sent as a Ticket line, and on an
 * annual line past its maximum of 4.
 */
function cartAnswer(items: Item[]) {
  const at = items.findIndex((item) => item.type === "Ticket" && item.attributes.id === 40);
  if (at >= 0) {
    return refusalAnswer("validation", {
      message: "The request is invalid",
      fields: { [`items.${at}.type`]: ["Annual tickets are Annual lines"] },
    });
  }
  const over = items.findIndex((item) => item.type === "Annual" && item.attributes.quantity > 4);
  if (over >= 0) {
    return refusalAnswer("validation", {
      message: "The request is invalid",
      fields: { [`items.${over}.attributes.quantity`]: ["Must be between 1 and 4"] },
    });
  }
  return json(
    priceAnswer(
      items.map((item, index) =>
        item.attributes.id === 40
          ? pricedLine(index, "Annual", "Annual pass", 4900 * item.attributes.quantity, 0, {
              max_persons: 4,
            })
          : pricedLine(index, "Ticket", "Adult day ticket", 1200 * item.attributes.quantity),
      ),
    ),
  );
}

function api() {
  return stubApi({
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "GET /api/v1/tickets/40": () =>
      json(
        ticketFixture(40, true, { title: "Annual pass", ticket_type: "annual", max_persons: 4 }),
      ),
    "POST /api/v1/cart": (_url, init) => cartAnswer(bodyOf(init).items),
    [`DELETE /api/v1/tickets/reservations/${token(9)}`]: () => new Response(null, { status: 204 }),
  });
}

async function cartPage() {
  // the English catalogue loads after the first render
  await screen.findByRole("heading", { level: 1, name: "Cart" });
}

describe("given an annual ticket and a day ticket", () => {
  it("prices both, the annual one as an Annual line without a hold", async () => {
    const calls = api();
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1), ANNUAL_LINE]) });
    await cartPage();

    // the line shows before its price and is drawn anew once priced
    const annual = await waitFor(() => {
      const article = screen.getByRole("article", { name: "Annual pass" });
      expect(within(article).getByText("€49.00")).toBeVisible();
      return article;
    });
    expect(within(annual).queryByRole("timer")).toBeNull();
    const totals = await screen.findByRole("region", { name: "Total" });
    expect(rowsOf(totals)).toMatchObject({
      "2 × Adult day ticket": "€24.00",
      "1 × Annual pass": "€49.00",
      Total: "€73.00",
    });
    expect(bodyOf(calls.callsTo("/cart")[0]?.init).items).toEqual([
      expect.objectContaining({ type: "Ticket", attributes: expect.objectContaining({ id: 12 }) }),
      {
        type: "Annual",
        attributes: { id: 40, quantity: 1 },
        reservations: [],
        updated_at: minutes(-1),
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("changes the annual quantity in the cart alone: no hold is asked for", async () => {
    const user = userEvent.setup();
    const calls = api();
    const storage = storageWith([line(12, 2, 1), ANNUAL_LINE]);
    renderCartArea("/cart", { storage });
    await cartPage();
    const annual = await screen.findByRole("article", { name: "Annual pass" });
    const quantity = within(annual).getByRole("spinbutton", { name: "Quantity: Annual pass" });

    await user.clear(quantity);
    await user.type(quantity, "2");

    await waitFor(() => expect(within(annual).getByText("€98.00")).toBeVisible());
    expect(stored(storage).items[1]).toMatchObject({ type: "Annual", attributes: { quantity: 2 } });
    expect(calls.calls.filter((call) => call.url.pathname.includes("reservations"))).toEqual([]);
  });
});

// The issue 27, item 4: 3 + 2 annual passes (maximum 4) made a line of 5 that lost its
// quantity control and said only "cannot be bought … remove it".
describe("given an annual line stored past its ticket's maximum", () => {
  it("keeps its quantity control and says the maximum, and is priced once lowered", async () => {
    const user = userEvent.setup();
    api();
    const storage = storageWith([{ ...ANNUAL_LINE, attributes: { id: 40, quantity: 5 } }]);
    renderCartArea("/cart", { storage });
    await cartPage();

    const over = await screen.findByRole("article", { name: "Annual pass" });
    expect(await within(over).findByRole("alert")).toHaveTextContent(
      "At most 4 per order. Please lower the quantity to 4 or fewer.",
    );
    const quantity = within(over).getByRole("spinbutton", { name: "Quantity: Annual pass" });
    expect(quantity).toHaveValue(5);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(over).getByRole("button", { name: "Decrease" }));

    await waitFor(() =>
      expect(
        within(screen.getByRole("article", { name: "Annual pass" })).getByText("€196.00"),
      ).toBeVisible(),
    );
    expect(stored(storage).items[0]).toMatchObject({ type: "Annual", attributes: { quantity: 4 } });
    expect(
      within(screen.getByRole("article", { name: "Annual pass" })).queryByRole("alert"),
    ).toBeNull();
  });
});

describe("given a line the server refuses by name (422 items.N)", () => {
  it("says why on that line, prices and shows the rest, and prices all again once it is removed", async () => {
    const user = userEvent.setup();
    const calls = api();
    const storage = storageWith([line(12, 2, 1), OLD_ANNUAL_LINE]);
    renderCartArea("/cart", { storage });
    await cartPage();

    const refused = await screen.findByRole("article", { name: "Annual pass" });
    expect(await within(refused).findByRole("alert")).toHaveTextContent(
      "This line cannot be bought in this form. Please remove it.",
    );
    const adult = screen.getByRole("article", { name: "Adult day ticket" });
    expect(within(adult).queryByRole("alert")).toBeNull();
    const totals = await screen.findByRole("region", { name: "Total" });
    expect(rowsOf(totals)).toMatchObject({ "2 × Adult day ticket": "€24.00", Total: "€24.00" });
    expect(screen.queryByText(/The prices could not be calculated/)).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(refused).getByRole("button", { name: "Remove Annual pass" }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "Annual pass" })).toBeNull());
    expect(stored(storage).items.map((item: Item) => item.attributes.id)).toEqual([12]);
    // its hold was given back, and the cart is priced again without it
    expect(calls.callsTo(`/tickets/reservations/${token(9)}`).map((c) => c.method)).toEqual([
      "DELETE",
    ]);
    // (the first two asked with the refused line, then without it; the third asks for the rest)
    await waitFor(() =>
      expect(calls.callsTo("/cart").map((call) => bodyOf(call.init).items.length)).toEqual([
        2, 1, 1,
      ]),
    );
    expect(rowsOf(totals).Total).toBe("€24.00");
  });

  it("names a refused line without a price by its ticket, and lets it be removed", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
      "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
      "GET /api/v1/tickets/40": () =>
        json(ticketFixture(40, true, { title: "Annual pass", ticket_type: "annual" })),
      // the annual ticket is no longer sold: 404 on its line
      "POST /api/v1/cart": (_url, init) => {
        const { items } = bodyOf(init) as { items: Item[] };
        const at = items.findIndex((item) => item.type === "Annual");
        return at >= 0
          ? refusalAnswer("not_found", {
              fields: { [`items.${at}.attributes.id`]: ["No such ticket"] },
            })
          : json(priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)]));
      },
    });
    const storage = storageWith([line(12, 2, 1), ANNUAL_LINE]);
    renderCartArea("/cart", { storage });
    await cartPage();

    const refused = await screen.findByRole("article", { name: "Annual pass" });
    expect(await within(refused).findByRole("alert")).toHaveTextContent(
      "This item is no longer offered. Please remove it.",
    );
    expect(await screen.findByRole("region", { name: "Total" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(refused).getByRole("button", { name: "Remove “Annual pass”" }));

    await waitFor(() => expect(stored(storage).items).toHaveLength(1));
  });
});

describe("given a line the server prices but cannot sell (its error)", () => {
  it.each([
    [
      "sold_out",
      "Not enough places are left for this line. Please lower the quantity or remove the line.",
    ],
    [
      "hold_expired",
      "The reservation for this line has run out. Please remove the line and choose the tickets again.",
    ],
  ] as const)("says why for %s on that line", async (code, text) => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
      "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
      "POST /api/v1/cart": () => {
        const refused = pricedLine(0, "Ticket", "Adult day ticket", 2400);
        refused.error = code;
        return json(priceAnswer([refused]));
      },
    });
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    await cartPage();
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });
    expect(await within(adult).findByRole("alert")).toHaveTextContent(text);
  });
});
