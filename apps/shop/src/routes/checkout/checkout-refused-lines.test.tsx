// spec selling-core §2 shop.checkout.process, §3 cart item type Annual, §8 (form errors show an
// alert and focus it): the order sends annual tickets as Annual lines beside the day tickets,
// and never drops a line without a word — a line the server will not sell is named in an alert
// that takes the focus, and nothing is ordered until it is removed in the cart.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaveShop } from "../../features/checkout/leave-shop";
import { axeViolations } from "../../test/axe";
import { priceAnswer, pricedLine } from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import {
  ADDRESSES,
  cartAnswer,
  customer,
  orderResponse,
  PAYMENT_MODES,
  storageWithCart,
  TICKET_LINE,
} from "../../test/checkout-fixtures";
import { json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const at = (minutes: number) =>
  new Date(Date.parse("2030-06-01T08:00:00.000Z") + minutes * 60_000).toISOString();
const ANNUAL_LINE = { type: "Annual", attributes: { id: 40, quantity: 1 }, updated_at: at(-1) };
// stored before annual tickets were lines of their own type: the server refuses it by name
const OLD_ANNUAL_LINE = {
  type: "Ticket",
  attributes: { id: 40, quantity: 1 },
  reservations: [{ token: "hold-token-00000000009", valid_until: at(20) }],
  updated_at: at(-1),
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function signedIn(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/shop": () => json({ ...shopAnswer(), payment_modes: PAYMENT_MODES }),
    "GET /api/v1/auth/validate_token": () => json({ data: customer(10) }),
    "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
    "GET /api/v1/tickets/40": () =>
      json(ticketFixture(40, true, { title: "Annual pass", ticket_type: "annual" })),
    "POST /api/v1/orders": () =>
      json(orderResponse({ payment_url: "https://pay.example.org/p" }), 201, "Created"),
    ...overrides,
  });
}

async function tryToBuy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("checkbox", { name: /terms and conditions/ }));
  await user.click(screen.getByRole("button", { name: "Place order and pay" }));
}

describe("given an annual ticket beside a day ticket", () => {
  it("orders the annual ticket as an Annual line, without a hold", async () => {
    const user = userEvent.setup();
    const redirect = vi.spyOn(leaveShop, "redirect").mockImplementation(() => {});
    const api = signedIn({
      "POST /api/v1/cart": () =>
        json(
          priceAnswer([
            pricedLine(0, "Ticket", "Adult day ticket", 2400),
            pricedLine(1, "Annual", "Annual pass", 4900, 0),
          ]),
        ),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart([TICKET_LINE, ANNUAL_LINE]) });

    const summary = await screen.findByRole("region", { name: "Your order" });
    expect(within(summary).getByText("1 × Annual pass")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    await tryToBuy(user);

    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const { items, total } = bodyOf(api.callsTo("/orders")[0]?.init);
    expect(items.map((item: { type: string }) => item.type)).toEqual(["Ticket", "Annual"]);
    expect(items[1]).toMatchObject({ attributes: { id: 40, quantity: 1 }, reservations: [] });
    expect(total).toBe(7300);
  });
});

describe("given a line the server refuses by name (422 items.N)", () => {
  it("names it in an alert that takes the focus, and orders nothing", async () => {
    const user = userEvent.setup();
    const api = signedIn({
      "POST /api/v1/cart": (_url, init) =>
        bodyOf(init).items.length > 1
          ? refusalAnswer("validation", {
              fields: { "items.1.type": ["Annual tickets are Annual lines"] },
            })
          : json(cartAnswer(1200)),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart([TICKET_LINE, OLD_ANNUAL_LINE]) });

    const alert = await screen.findByText(
      "“Annual pass” cannot be bought as it is. Please remove it in the cart.",
    );
    const box = alert.closest("[role=alert]") as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByRole("link", { name: "Back to the cart" })).toHaveAttribute(
      "href",
      "/cart",
    );
    // the rest is priced and shown; the refused line is not silently left out
    expect(screen.getByRole("region", { name: "Your order" })).toHaveTextContent(
      "2 × Adult day ticket",
    );
    expect(await axeViolations()).toEqual([]);

    await tryToBuy(user);

    await waitFor(() => expect(box).toHaveFocus());
    expect(api.callsTo("/orders")).toEqual([]);
  });
});

describe("given a line the server prices but cannot sell (its error)", () => {
  it("names it in an alert that takes the focus, and orders nothing", async () => {
    const user = userEvent.setup();
    const answer = cartAnswer(1200);
    const [first] = answer.items;
    if (first) first.error = "sold_out";
    const api = signedIn({ "POST /api/v1/cart": () => json(answer) });
    renderShop("/checkout?lang=en", { storage: storageWithCart() });

    const alert = await screen.findByText(
      "“Adult day ticket” cannot be bought as it is. Please remove it in the cart.",
    );
    await waitFor(() => expect(alert.closest("[role=alert]")).toHaveFocus());
    expect(await axeViolations()).toEqual([]);

    await tryToBuy(user);

    expect(api.callsTo("/orders")).toEqual([]);
  });
});
