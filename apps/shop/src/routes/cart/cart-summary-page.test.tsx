// spec selling-core §2 shop.cart, §3, §4 "Cart lifecycle", "Shipping selection", §5, §9: the
// cart page's lines, holds, server totals, shipping choice and reset, through the real
// providers with only fetch stubbed and a fixed clock.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  bodyOf,
  KEY,
  line,
  minutes,
  priceAnswer,
  pricedLine,
  rowsOf,
  storageWith as storageOf,
  stored,
  token,
} from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import {
  answerLater,
  errorAnswer,
  json,
  refusalAnswer,
  shopAnswer,
  stubApi,
} from "../../test/fetch-stub";
import { MemoryStorage, renderCartArea, TEST_NOW } from "../../test/render-cart-area";

function storageWith(...items: unknown[]) {
  return storageOf(items);
}

// spec §3: 2 × 1200 incl. 7 % VAT, and 1 × 1000 plus 19 % VAT
const TWO_LINES = priceAnswer([
  pricedLine(0, "Ticket", "Adult day ticket", 2400, 7),
  pricedLine(1, "Ticket", "Workshop", 1190, 19),
]);

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
    "POST /api/v1/cart": () => json(TWO_LINES),
    ...overrides,
  });
}

// whole-shop renders with axe on two shared cores: more time than the 5 s default
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given a cart whose price answers late", () => {
  it("shows one spinner until the price is there, then the lines and the totals together", async () => {
    const price = answerLater(() => json(TWO_LINES));
    const calls = api({ "POST /api/v1/cart": price.handler });
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1), line(14, 1, 2)) });

    expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await waitFor(() => expect(calls.callsTo("/tickets/14")).toHaveLength(1));
    await waitFor(() => expect(calls.callsTo("/cart")).toHaveLength(1));
    // the tickets are there, the price is not: no line drawn without its price yet
    expect(screen.getByText("Loading the cart …")).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("button", { name: "Empty the cart" })).toBeNull();

    price.answer();
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });
    expect(within(adult).getByText("€24.00")).toBeVisible();
    expect(screen.getByRole("region", { name: "Total" })).toBeVisible();
    expect(screen.queryByText("Loading the cart …")).toBeNull();
  });
});

describe("given a cart with two ticket lines", () => {
  it("shows each line with its countdown and price, and the total with VAT per rate", async () => {
    const calls = api();
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

    // spec §2: the totals are the server's (POST /cart), a row per line, VAT per rate
    const totals = await screen.findByRole("region", { name: "Total" });
    expect(within(totals).getAllByRole("term")).toHaveLength(5);
    expect(rowsOf(totals)).toEqual({
      "2 × Adult day ticket": "€24.00",
      "1 × Workshop": "€11.90",
      Total: "€35.90",
      "incl. VAT 7%": "€1.57",
      "incl. VAT 19%": "€1.90",
    });
    const body = bodyOf(calls.callsTo("/cart")[0]?.init);
    expect(body).toMatchObject({ coupons: [], donations: [], shipping: null });
    expect(body).not.toHaveProperty("billing_address_id");
    expect(body.items.map((item: { attributes: object }) => item.attributes)).toEqual([
      { id: 12, date: "2030-06-14", quantity: 2, attendees: [] },
      { id: 14, date: "2030-06-14", quantity: 1, attendees: [] },
    ]);
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
      "PUT /api/v1/tickets/reservations": () =>
        json({
          data: [
            {
              token: token(1),
              valid_until: minutes(30),
              ticket_id: 12,
              quantity: 2,
              date: "2030-06-14",
              time: null,
            },
          ],
          blockings: [],
          tours: [],
          merchandise: [],
        }),
    });
    const storage = storageWith(line(12, 2, 1));
    renderCartArea("/cart", { storage });
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });

    await user.click(within(adult).getByRole("button", { name: "Extend reservation" }));

    await waitFor(() => expect(within(adult).getByRole("timer")).toHaveTextContent("30:00"));
    // the extend call (DESIGN.md §4: it says when a hold has reached the end of its life)
    const extend = calls.callsTo("/tickets/reservations");
    expect(extend.map((c) => [c.method, bodyOf(c.init)])).toEqual([
      ["PUT", { tokens: [token(1)] }],
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

  it("moves the focus to the page heading when a refresh finds the hold gone", async () => {
    const user = userEvent.setup();
    // an expired hold is left out of the extend call's answer
    api({
      "PUT /api/v1/tickets/reservations": () =>
        json({ data: [], blockings: [], tours: [], merchandise: [] }),
    });
    const storage = storageWith(line(12, 2, 1), line(14, 1, 2));
    renderCartArea("/cart", { storage });
    const adult = await screen.findByRole("article", { name: "Adult day ticket" });

    await user.click(within(adult).getByRole("button", { name: "Extend reservation" }));

    // the pressed button left with its line: the focus does not fall to the body
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Cart" })).toHaveFocus(),
    );
    expect(screen.queryByRole("article", { name: "Adult day ticket" })).toBeNull();
    expect(screen.getByText(/The reservation for “Adult day ticket” has expired/)).toBeVisible();
  });

  it.each([
    ["in the expiring line moves to the page heading", "Adult day ticket", true],
    ["in another line stays where it is", "Workshop", false],
  ])("the focus %s when a hold runs out", async (_, focused, toHeading) => {
    // a clock the test moves on: the hold of the adult line runs out at 20 minutes
    const clock = new Date(TEST_NOW);
    api();
    const storage = storageWith(line(12, 2, 1, minutes(20)), line(14, 1, 2, minutes(30)));
    renderCartArea("/cart", { storage, now: clock });
    await screen.findByRole("article", { name: "Workshop" });
    const input = screen.getByRole("spinbutton", { name: `Quantity: ${focused}` });
    input.focus();

    clock.setTime(TEST_NOW.getTime() + 21 * 60_000);

    await waitFor(
      () => expect(screen.queryByRole("article", { name: "Adult day ticket" })).toBeNull(),
      { timeout: 5_000 },
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Cart" });
    if (toHeading) expect(heading).toHaveFocus();
    else expect(input).toHaveFocus();
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

  it("empties a stored cart whose newest line is older than the auto-delete minutes, and gives its holds back", async () => {
    const calls = api({
      "DELETE /api/v1/tickets/reservations/hold-token-00000000001": () =>
        new Response(null, { status: 204 }),
      "DELETE /api/v1/tickets/reservations/hold-token-00000000002": () =>
        new Response(null, { status: 204 }),
    });
    const storage = storageWith(
      { ...line(12, 2, 1), updated_at: minutes(-11) },
      { ...line(14, 1, 2), updated_at: minutes(-12) },
    );
    renderCartArea("/cart", { storage });
    expect(await screen.findByText("Your cart is empty.")).toBeVisible();
    expect(storage.getItem(KEY)).toBeNull();
    // spec selling-core §4: the places are free at once, not when the holds run out
    await waitFor(() =>
      expect(
        calls.calls
          .filter((call) => call.method === "DELETE")
          .map((call) => call.url.pathname)
          .sort(),
      ).toEqual([
        `/api/v1/tickets/reservations/${token(1)}`,
        `/api/v1/tickets/reservations/${token(2)}`,
      ]),
    );
  });

  it("keeps the holds of a cart young enough to keep", async () => {
    const calls = api();
    renderCartArea("/cart", {
      storage: storageWith({ ...line(12, 2, 1), updated_at: minutes(-9) }),
    });
    expect(await screen.findByRole("article", { name: "Adult day ticket" })).toBeVisible();
    expect(calls.calls.filter((call) => call.method === "DELETE")).toEqual([]);
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

/** The page in English: the catalogue loads after the first render. */
async function englishPage() {
  expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
}

describe("given a new price on its way", () => {
  it("keeps the last total on screen and says politely that it is updating", async () => {
    const user = userEvent.setup();
    let answerNext: (() => void) | undefined;
    api({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ storageKeyPrefix: "museum", shipping: "optional" })),
      "POST /api/v1/cart": (_url, init) =>
        bodyOf(init).shipping === null
          ? json(TWO_LINES)
          : new Promise<Response>((resolve) => {
              answerNext = () => resolve(json(TWO_LINES));
            }),
    });
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1), line(14, 1, 2)) });
    await englishPage();
    const totals = await screen.findByRole("region", { name: "Total" });
    const printAtHome = screen.getByRole("radio", { name: /^Print at home/ });

    await user.click(printAtHome);

    await waitFor(() =>
      expect(within(totals).getByRole("status")).toHaveTextContent("Updating the prices …"),
    );
    expect(rowsOf(totals).Total).toBe("€35.90");
    // the radio just chosen keeps the focus: nothing was swapped for a spinner
    expect(printAtHome).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    answerNext?.();
    await waitFor(() => expect(within(totals).getByRole("status")).toBeEmptyDOMElement());
  });

  it("says so when the price cannot be calculated, without a total", async () => {
    api({ "POST /api/v1/cart": () => errorAnswer(500, "Error", "internal", "boom") });
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1)) });
    await englishPage();
    expect(await screen.findByText(/The prices could not be calculated/)).toBeVisible();
    expect(screen.queryByRole("region", { name: "Total" })).toBeNull();
  });

  it("asks again on “Try again”, then shows the total and keeps the focus on the page", async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = api({
      "POST /api/v1/cart": () =>
        fail ? errorAnswer(500, "Internal Server Error", "internal", "busy") : json(TWO_LINES),
    });
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1), line(14, 1, 2)) });
    await englishPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/The prices could not be calculated/);
    expect(await axeViolations()).toEqual([]);

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    const totals = await screen.findByRole("region", { name: "Total" });
    expect(rowsOf(totals).Total).toBe("€35.90");
    expect(calls.callsTo("/cart")).toHaveLength(2);
    expect(screen.queryByText(/The prices could not be calculated/)).toBeNull();
    // the button left with the alert: the focus goes to the page heading, not the body
    expect(screen.getByRole("heading", { level: 1, name: "Cart" })).toHaveFocus();
  });

  // spec selling-core §8 coupon errors: POST /cart spends the coupon attempts (429 rate_limit)
  it("says when the voucher attempts are used up", async () => {
    api({
      "POST /api/v1/cart": () =>
        errorAnswer(429, "Too Many Requests", "rate_limit", "Too many coupon attempts"),
    });
    renderCartArea("/cart", { storage: storageOf([line(12, 2, 1)], { coupons: ["GUESS-1"] }) });
    await englishPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many voucher code attempts. Please wait a moment and then try again.",
    );
  });

  it("names the voucher code the server refused (error field coupons.N)", async () => {
    api({
      "POST /api/v1/cart": () =>
        json(
          {
            error: {
              code: "coupon_not_valid",
              message: "The coupon is not valid",
              fields: { "coupons.1": ["The coupon is not valid"] },
            },
          },
          422,
          "Unprocessable Entity",
        ),
    });
    renderCartArea("/cart", {
      storage: storageOf([line(12, 2, 1)], { coupons: ["SUMMER-2025", "WINTER-2024"] }),
    });
    await englishPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The voucher code WINTER-2024 in the cart is not valid. Please remove it.",
    );
  });
});

describe("given a shop where shipping is optional", () => {
  function optional(overrides: Parameters<typeof stubApi>[0] = {}) {
    return api({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ storageKeyPrefix: "museum", shipping: "optional" })),
      "POST /api/v1/cart": (_url, init) =>
        json(
          bodyOf(init).shipping === true
            ? priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)], {
                shippingItems: [
                  { id: 90, title: "Letter", description: "By post", price_cents: 390 },
                ],
              })
            : priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)], {
                shippingOptions: [
                  { id: 90, title: "Letter", description: "By post", price_cents: 390 },
                ],
              }),
        ),
      ...overrides,
    });
  }

  it("keeps the visitor on the cart until the choice is made, and focuses the error", async () => {
    const user = userEvent.setup();
    optional();
    const view = renderCartArea("/cart", { storage: storageWith(line(12, 2, 1)) });
    await englishPage();
    const group = await screen.findByRole("radiogroup", {
      name: "How would you like to receive your tickets?",
    });

    await user.click(screen.getByRole("link", { name: "Go to checkout" }));

    const alert = await screen.findByText(
      "Please choose how you would like to receive your tickets before going to checkout.",
    );
    expect(alert).toHaveFocus();
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(view.location()).toBe("/cart");
    expect(await axeViolations()).toEqual([]);
  });

  it("prices shipping by post in the totals, then goes on to checkout", async () => {
    const user = userEvent.setup();
    const calls = optional();
    const storage = storageWith(line(12, 2, 1));
    const view = renderCartArea("/cart", { storage });
    await englishPage();
    const totals = await screen.findByRole("region", { name: "Total" });
    expect(rowsOf(totals)).not.toHaveProperty("Shipping: Letter");
    // the choice names what shipping costs before it is made
    expect(screen.getByRole("radio", { name: /^Ship by post/ })).toHaveAccessibleName(
      "Ship by post €3.90",
    );

    await user.click(screen.getByRole("radio", { name: /^Ship by post/ }));

    await waitFor(() => expect(rowsOf(totals)["Shipping: Letter"]).toBe("€3.90"));
    expect(rowsOf(totals).Total).toBe("€27.90");
    expect(bodyOf(calls.callsTo("/cart").at(-1)?.init).shipping).toBe(true);
    expect(stored(storage).shippingSelection).toBe(true);
    expect(screen.getByRole("radio", { name: /^Ship by post/ })).toHaveAccessibleName(
      "Ship by post €3.90",
    );

    await user.click(screen.getByRole("link", { name: "Go to checkout" }));
    await waitFor(() => expect(view.location()).toBe("/checkout"));
  });
});

describe("given a shop where shipping is mandatory", () => {
  it("shows the shipping rows without a choice", async () => {
    api({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ storageKeyPrefix: "museum", shipping: "mandatory" })),
      "POST /api/v1/cart": () =>
        json(
          priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)], {
            shippingItems: [{ id: 90, title: "Letter", description: "By post", price_cents: 390 }],
          }),
        ),
    });
    renderCartArea("/cart", { storage: storageWith(line(12, 2, 1)) });
    await englishPage();
    const totals = await screen.findByRole("region", { name: "Total" });
    await waitFor(() => expect(rowsOf(totals)["Shipping: Letter"]).toBe("€3.90"));
    expect(rowsOf(totals)["incl. VAT 19%"]).toBe("€0.62");
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a shop without shipping", () => {
  it("asks nothing about shipping and goes straight to checkout", async () => {
    const user = userEvent.setup();
    api();
    const view = renderCartArea("/cart", { storage: storageWith(line(12, 2, 1)) });
    await englishPage();
    await screen.findByRole("region", { name: "Total" });
    expect(screen.queryByRole("radiogroup")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Go to checkout" }));
    await waitFor(() => expect(view.location()).toBe("/checkout"));
  });
});

describe("given the reset button", () => {
  it("empties the cart after the confirmation, releasing every hold first", async () => {
    const user = userEvent.setup();
    const released: string[] = [];
    const release = (url: URL) => {
      released.push(url.pathname.split("/").at(-1) ?? "");
      return new Response(null, { status: 204 });
    };
    api({
      "DELETE /api/v1/tickets/reservations/hold-token-00000000001": release,
      "DELETE /api/v1/tickets/reservations/hold-token-00000000002": release,
    });
    const storage = storageWith(line(12, 2, 1), line(14, 1, 2));
    renderCartArea("/cart", { storage });
    await englishPage();
    await screen.findByRole("article", { name: "Workshop" });

    await user.click(screen.getByRole("button", { name: "Empty the cart" }));
    const dialog = await screen.findByRole("dialog", { name: "Empty the cart?" });
    expect(dialog).toHaveAccessibleDescription(/reserved places are given back/);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Yes, empty the cart" }));

    expect(await screen.findByText("Your cart is empty.")).toBeVisible();
    expect(released.sort()).toEqual([token(1), token(2)]);
    expect(storage.getItem(KEY)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Cart" })).toHaveFocus(),
    );
    expect(screen.getByText("The cart has been emptied.").closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps the cart and its holds when the visitor changes their mind", async () => {
    const user = userEvent.setup();
    const calls = api();
    const storage = storageWith(line(12, 2, 1));
    renderCartArea("/cart", { storage });
    await englishPage();
    await screen.findByRole("article", { name: "Adult day ticket" });
    const reset = screen.getByRole("button", { name: "Empty the cart" });

    await user.click(reset);
    // The dialog's module loads on the first press (cart-reset.tsx).
    await user.click(await screen.findByRole("button", { name: "Keep the cart" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(reset).toHaveFocus());
    expect(calls.calls.filter((call) => call.method === "DELETE")).toEqual([]);
    expect(stored(storage).items).toHaveLength(1);
  });
});

describe("given lines of other kinds", () => {
  const merchandise = {
    type: "Merchandise",
    attributes: { id: 4, quantity: 1 },
    reservations: [{ token: token(4), valid_until: minutes(30) }],
    updated_at: minutes(-2),
  };
  const event = {
    type: "Event",
    attributes: { id: 301, quantities: { "5": 2, "6": 1 } },
    updated_at: minutes(-2),
  };
  const tour = {
    type: "Tour",
    attributes: { id: 8, date: "2030-06-14", start_time: "14:00", quantities: { "41": 12 } },
    updated_at: minutes(-2),
  };
  const coupon = { type: "Coupon", attributes: { id: 5, quantity: 2 }, updated_at: minutes(-2) };

  function priced(merchandiseQuantity: number) {
    return priceAnswer([
      pricedLine(0, "Merchandise", "Museum mug", 1200 * merchandiseQuantity, 19, {
        available: [1, 2, 3],
      }),
      pricedLine(1, "Event", "Night of museums", 4500, 7, {
        meta: { startDate: "2030-06-20", startTime: "19:00", validFrom: null },
      }),
      pricedLine(2, "Tour", "Harbour tour", 9600, 7),
      pricedLine(3, "Coupon", "Gift voucher 25 €", 5000, 0),
    ]);
  }

  it("shows the server's names and totals; events and tours with a read-only quantity", async () => {
    const calls = api({
      "POST /api/v1/cart": (_url, init) => json(priced(bodyOf(init).items[0].attributes.quantity)),
    });
    renderCartArea("/cart", { storage: storageWith(merchandise, event, tour, coupon) });
    await englishPage();

    const mug = await screen.findByRole("article", { name: "Museum mug" });
    expect(within(mug).getByRole("radiogroup", { name: "Quantity: Museum mug" })).toBeVisible();
    expect(within(mug).getByText("€12.00")).toBeVisible();
    const night = screen.getByRole("article", { name: "Night of museums" });
    expect(within(night).queryByRole("radiogroup")).toBeNull();
    expect(within(night).queryByRole("spinbutton")).toBeNull();
    expect(within(night).getByText("3")).toBeVisible();
    expect(within(night).getByText("€45.00")).toBeVisible();
    // spec surrounding-areas §3: a tour line always shows quantity 1 (its 12 participants are
    // the booking's, priced by the server into the one line)
    const harbour = screen.getByRole("article", { name: "Harbour tour" });
    expect(within(harbour).getByText("1")).toBeVisible();
    expect(within(harbour).queryByText("12")).toBeNull();
    expect(within(harbour).queryByRole("spinbutton")).toBeNull();
    const voucher = screen.getByRole("article", { name: "Gift voucher 25 €" });
    expect(within(voucher).getByRole("spinbutton", { name: /Gift voucher/ })).toHaveValue(2);
    expect(calls.callsTo("/cart")).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  // Issue 31: the article's hold moves to the new quantity first (PUT …/reservations/{token}).
  it("changes a merchandise quantity, its hold first, and prices it again", async () => {
    const user = userEvent.setup();
    const calls = api({
      "POST /api/v1/cart": (_url, init) => json(priced(bodyOf(init).items[0].attributes.quantity)),
      [`PUT /api/v1/merchandises/4/reservations/${token(4)}`]: (_url, init) =>
        json({
          token: token(4),
          valid_until: minutes(30),
          merchandise_id: 4,
          quantity: bodyOf(init).quantity,
        }),
    });
    const storage = storageWith(merchandise, event, tour, coupon);
    renderCartArea("/cart", { storage });
    await englishPage();
    const mug = await screen.findByRole("article", { name: "Museum mug" });
    // Its pieces are held: the line counts down like any hold.
    expect(within(mug).getByRole("timer")).toBeVisible();

    await user.click(within(mug).getByRole("radio", { name: "3" }));

    await waitFor(() => expect(stored(storage).items[0].attributes.quantity).toBe(3));
    expect(bodyOf(calls.callsTo(`/merchandises/4/reservations/${token(4)}`)[0]?.init)).toEqual({
      quantity: 3,
    });
    await waitFor(() => expect(within(mug).getByText("€36.00")).toBeVisible());
    expect(bodyOf(calls.callsTo("/cart").at(-1)?.init).items[0].attributes.quantity).toBe(3);
  });

  it("sets a refused merchandise change back, says how many are left and moves the focus there", async () => {
    const user = userEvent.setup();
    api({
      "POST /api/v1/cart": (_url, init) => json(priced(bodyOf(init).items[0].attributes.quantity)),
      [`PUT /api/v1/merchandises/4/reservations/${token(4)}`]: () =>
        refusalAnswer("sold_out", { fields: { quantity: ["sold out"] }, available: 2 }),
    });
    const storage = storageWith(merchandise, event, tour, coupon);
    renderCartArea("/cart", { storage });
    await englishPage();
    const mug = await screen.findByRole("article", { name: "Museum mug" });

    await user.click(within(mug).getByRole("radio", { name: "3" }));

    const alert = await within(mug).findByRole("alert");
    expect(alert).toHaveTextContent(/\b2\b/);
    await waitFor(() =>
      expect(alert.closest("[data-slot=cart-line-error]") ?? alert).toHaveFocus(),
    );
    expect(within(mug).getByRole("radio", { name: "1" })).toBeChecked();
    expect(stored(storage).items[0].attributes.quantity).toBe(1);
  });

  it("removes an event line", async () => {
    const user = userEvent.setup();
    api({ "POST /api/v1/cart": () => json(priced(1)) });
    const storage = storageWith(merchandise, event, tour, coupon);
    renderCartArea("/cart", { storage });
    await englishPage();
    const night = await screen.findByRole("article", { name: "Night of museums" });

    await user.click(within(night).getByRole("button", { name: "Remove Night of museums" }));

    await waitFor(() =>
      expect(stored(storage).items.map((item: { type: string }) => item.type)).toEqual([
        "Merchandise",
        "Tour",
        "Coupon",
      ]),
    );
    expect(screen.getByText("“Night of museums” was removed from the cart.")).toBeVisible();
  });

  it("says when the server cannot sell a line as it is", async () => {
    const answer = priced(1);
    const [first] = answer.items;
    if (first) first.error = "sold_out";
    api({ "POST /api/v1/cart": () => json(answer) });
    renderCartArea("/cart", { storage: storageWith(merchandise, event, tour, coupon) });
    await englishPage();
    const mug = await screen.findByRole("article", { name: "Museum mug" });
    expect(await within(mug).findByRole("alert")).toHaveTextContent(
      "Not enough places are left for this line. Please lower the quantity or remove the line.",
    );
  });
});
