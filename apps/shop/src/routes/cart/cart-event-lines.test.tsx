// spec selling-core §2 shop.cart: an event line shows a read-only quantity, its seats by name,
// its places per price and the countdown of its holds (the first to end); removing the line
// gives every seat back (each hold by its token).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  bodyOf,
  minutes,
  priceAnswer,
  pricedLine,
  storageWith,
  stored,
  token,
} from "../../test/cart-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEATED_LINE = {
  type: "Event",
  attributes: {
    id: 101,
    quantities: { "1": 1, "2": 1 },
    seats: [
      { id: 5, price_id: 1 },
      { id: 6, price_id: 2 },
    ],
  },
  reservations: [
    { token: token(5), valid_until: minutes(25) },
    { token: token(6), valid_until: minutes(20) },
  ],
  updated_at: minutes(-1),
};

// POST /cart as the server answers an event line (priced per seat and category).
const PRICED = pricedLine(0, "Event", "Sounds of Water – chamber concert", 5400, 7, {
  min_persons: 2,
  max_persons: 2,
  meta: { startDate: "2030-06-04", startTime: "19:30", validFrom: null },
  subTickets: [
    { selectedQuantity: 1, title: "Regular" },
    { selectedQuantity: 1, title: "Reduced" },
  ],
  seats: [
    { id: 5, title: "Row 1, seat 5" },
    { id: 6, title: "Row 1, seat 6" },
  ],
});

function api(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...more,
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    "POST /api/v1/cart": (_url, init) =>
      json(priceAnswer(bodyOf(init).items.length === 0 ? [] : [PRICED])),
    [`DELETE /api/v1/tickets/reservations/${token(5)}`]: () => new Response(null, { status: 204 }),
    [`DELETE /api/v1/tickets/reservations/${token(6)}`]: () => new Response(null, { status: 204 }),
  });
}

describe("given a seated event line", () => {
  it("shows its seats, places per price, a read-only quantity and the countdown of its first-ending hold", async () => {
    api();
    renderCartArea("/cart", { storage: storageWith([SEATED_LINE]) });
    const article = await screen.findByRole("article", { name: PRICED.info.name });
    expect(within(article).getByRole("list", { name: "Seats:" })).toHaveTextContent(
      "Row 1, seat 5Row 1, seat 6",
    );
    expect(within(article).getByRole("list", { name: "Places per price:" })).toHaveTextContent(
      "1 × Regular1 × Reduced",
    );
    expect(within(article).queryByRole("spinbutton")).toBeNull();
    expect(within(article).queryByRole("combobox")).toBeNull();
    expect(within(article).getByText("2")).toBeVisible();
    expect(within(article).getByRole("timer")).toHaveTextContent("20:00");
    expect(await axeViolations()).toEqual([]);
  });

  it("extends its holds on refresh and shows the new time left (WCAG 2.2.1)", async () => {
    const calls = api({
      "PUT /api/v1/tickets/reservations": () =>
        json({
          data: [],
          // the server answers the blockings in its own order; the line keeps its seats' order
          blockings: [
            { seat_id: 6, quantity: 1, token: token(6), valid_until: minutes(30) },
            { seat_id: 5, quantity: 1, token: token(5), valid_until: minutes(30) },
          ],
          tours: [],
          merchandise: [],
        }),
    });
    const storage = storageWith([SEATED_LINE]);
    renderCartArea("/cart", { storage });
    const article = await screen.findByRole("article", { name: PRICED.info.name });
    expect(within(article).getByRole("timer")).toHaveTextContent("20:00");
    await userEvent.click(within(article).getByRole("button", { name: /Extend/ }));
    await waitFor(() => expect(within(article).getByRole("timer")).toHaveTextContent("30:00"));
    expect(calls.callsTo("/tickets/reservations").map((c) => bodyOf(c.init))).toContainEqual({
      tokens: [token(5), token(6)],
    });
    expect(
      stored(storage).items[0].reservations.map((hold: { token: string }) => hold.token),
    ).toEqual([token(5), token(6)]);
  });

  it("gives every seat back when the line is removed", async () => {
    const calls = api();
    const storage = storageWith([SEATED_LINE]);
    renderCartArea("/cart", { storage });
    const article = await screen.findByRole("article", { name: PRICED.info.name });
    await userEvent
      .setup()
      .click(within(article).getByRole("button", { name: `Remove ${PRICED.info.name}` }));
    await waitFor(() => expect(stored(storage).items).toEqual([]));
    const released = calls.calls
      .filter((call) => call.method === "DELETE")
      .map((call) => call.url.pathname.split("/").at(-1));
    expect(released.sort()).toEqual([token(5), token(6)]);
  });
});
