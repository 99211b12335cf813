// spec selling-core §4 "Cart lifecycle", §8 (rateLimit on HTTP 429), DESIGN.md §4 (fair holds),
// §5 (429 with Retry-After): a hold call the server refuses says why on the line where the
// visitor acted — the wait of a rate limit, the cap on places held at once, a reservation that
// can no longer be extended — and the line stays as it was.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  line,
  priceAnswer,
  pricedLine,
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

function api(overrides: Parameters<typeof stubApi>[0]) {
  return stubApi({
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "POST /api/v1/cart": () =>
      json(priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)])),
    ...overrides,
  });
}

async function adultLine() {
  // the English catalogue loads after the first render
  await screen.findByRole("heading", { level: 1, name: "Cart" });
  return screen.findByRole("article", { name: "Adult day ticket" });
}

async function typeQuantity(article: HTMLElement, quantity: number) {
  const user = userEvent.setup();
  const input = within(article).getByRole("spinbutton", { name: "Quantity: Adult day ticket" });
  await user.clear(input);
  await user.type(input, String(quantity));
}

describe("given a quantity change the server refuses", () => {
  it.each([
    [
      "a rate limit names the wait of its Retry-After",
      () => refusalAnswer("rate_limit", { retryAfter: 42, fields: { base: ["At most 30"] } }),
      "Too many requests in a short time. Please try again in 42 seconds.",
    ],
    [
      "the cap on places held at once says so and what to do",
      () => refusalAnswer("hold_limit", { fields: { quantity: ["Too many places held"] } }),
      "Too many places are held right now, by you or from your network. Please complete your order or remove tickets from your cart first, or try again in a few minutes.",
    ],
  ])("%s, and the line keeps its quantity and hold", async (_, answer, text) => {
    api({ [`PUT /api/v1/tickets/reservations/${token(1)}`]: answer });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const adult = await adultLine();

    await typeQuantity(adult, 3);

    const alert = await within(adult).findByRole("alert");
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(
      within(adult).getByRole("spinbutton", { name: "Quantity: Adult day ticket" }),
    ).toHaveValue(2);
    expect(stored(storage).items[0].attributes.quantity).toBe(2);
    expect(stored(storage).items[0].reservations[0].token).toBe(token(1));
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a countdown refresh the server refuses", () => {
  it("says the reservation can no longer be extended, and the line keeps its time", async () => {
    const user = userEvent.setup();
    const calls = api({
      "PUT /api/v1/tickets/reservations": () =>
        refusalAnswer("hold_not_extendable", {
          fields: { "tokens.0": ["The reservation can no longer be extended"] },
        }),
    });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const adult = await adultLine();
    const refresh = within(adult).getByRole("button", { name: "Extend reservation" });

    await user.click(refresh);

    const alert = await within(adult).findByRole("alert");
    expect(alert).toHaveTextContent(
      "Your reservation can no longer be extended. It ends when the countdown runs out.",
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(adult).getByRole("timer")).toHaveTextContent("20:00");
    expect(refresh).toBeVisible();
    expect(stored(storage).items).toHaveLength(1);
    expect(calls.callsTo("/tickets/reservations").map((call) => call.method)).toEqual(["PUT"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("names the wait of a rate limit", async () => {
    const user = userEvent.setup();
    api({
      "PUT /api/v1/tickets/reservations": () => refusalAnswer("rate_limit", { retryAfter: 1 }),
    });
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    const adult = await adultLine();

    await user.click(within(adult).getByRole("button", { name: "Extend reservation" }));

    const alert = await within(adult).findByRole("alert");
    expect(alert).toHaveTextContent(
      "Too many requests in a short time. Please try again in 1 second.",
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
