// spec selling-core §2 shop.cart, surrounding-areas §3: a tour line shows quantity 1, the
// participants per price, its surcharges and the lent equipment as the server priced them,
// and the countdown of its one hold; refresh extends it (PUT /tickets/reservations answers
// it among `tours`), and removing the line gives participants and equipment back (its hold
// by its token).
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

const TOUR_LINE = {
  type: "Tour",
  attributes: {
    id: 1,
    date: "2030-06-04",
    start_time: "11:00",
    quantities: { "1": 2, "2": 1 },
    surcharges: {},
    equipment: [{ type: "audio_guide", quantity: 2 }],
    language_id: 2,
  },
  reservations: [{ token: token(7), valid_until: minutes(15) }],
  updated_at: minutes(-1),
};

// POST /cart as the server answers a tour line (apps/server/src/modules/cart/tour-line.ts).
const PRICED = pricedLine(0, "Tour", "Highlights of the collection", 3000, 7, {
  min_persons: 1,
  max_persons: 1,
  meta: { startDate: "2030-06-04", startTime: "11:00", validFrom: null },
  subTickets: [
    { selectedQuantity: 2, title: "Adults" },
    { selectedQuantity: 1, title: "Reduced" },
    { selectedQuantity: 2, title: "Audio guide" },
  ],
});

function api(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...more,
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    "POST /api/v1/cart": (_url, init) =>
      json(priceAnswer(bodyOf(init).items.length === 0 ? [] : [PRICED])),
    [`DELETE /api/v1/tickets/reservations/${token(7)}`]: () => new Response(null, { status: 204 }),
  });
}

describe("given a tour line", () => {
  it("shows quantity 1, its participants, surcharges and equipment, and its hold's countdown", async () => {
    api();
    renderCartArea("/cart", { storage: storageWith([TOUR_LINE]) });
    const article = await screen.findByRole("article", { name: PRICED.info.name });
    expect(
      within(article).getByRole("list", { name: "Participants, surcharges and equipment:" }),
    ).toHaveTextContent("2 × Adults1 × Reduced2 × Audio guide");
    expect(within(article).getByText("1")).toBeVisible();
    expect(within(article).queryByRole("spinbutton")).toBeNull();
    expect(within(article).queryByRole("radiogroup")).toBeNull();
    expect(within(article).getByRole("timer")).toHaveTextContent("15:00");
    expect(await axeViolations()).toEqual([]);
  });

  it("extends its hold on refresh, read among the tours the server answers", async () => {
    const calls = api({
      "PUT /api/v1/tickets/reservations": () =>
        json({
          data: [],
          blockings: [],
          tours: [
            {
              token: token(7),
              valid_until: minutes(30),
              tour_id: 1,
              date: "2030-06-04",
              start_time: "11:00",
              participants: 3,
            },
          ],
          merchandise: [],
        }),
    });
    const storage = storageWith([TOUR_LINE]);
    renderCartArea("/cart", { storage });
    const article = await screen.findByRole("article", { name: PRICED.info.name });
    await userEvent.click(within(article).getByRole("button", { name: /Extend/ }));
    await waitFor(() => expect(within(article).getByRole("timer")).toHaveTextContent("30:00"));
    expect(calls.callsTo("/tickets/reservations").map((c) => bodyOf(c.init))).toContainEqual({
      tokens: [token(7)],
    });
    expect(stored(storage).items[0].reservations[0].valid_until).toBe(minutes(30));
  });

  it("gives its hold back when the line is removed", async () => {
    const calls = api();
    const storage = storageWith([TOUR_LINE]);
    renderCartArea("/cart", { storage });
    const article = await screen.findByRole("article", { name: PRICED.info.name });
    await userEvent
      .setup()
      .click(within(article).getByRole("button", { name: `Remove ${PRICED.info.name}` }));
    await waitFor(() => expect(stored(storage).items).toEqual([]));
    const released = calls.calls
      .filter((call) => call.method === "DELETE")
      .map((call) => call.url.pathname.split("/").at(-1));
    expect(released).toEqual([token(7)]);
  });
});
