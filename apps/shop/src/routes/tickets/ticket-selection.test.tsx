// spec selling-core §4 (ticket list, selection errors, single selection mode), §5, §9: the
// ticket rows of the types step and adding them to the cart.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  ADULT,
  capacity,
  DAY_GROUP,
  group,
  REDUCED,
  stubTicketFlow,
  TOMORROW,
  ticket,
} from "../../test/ticket-fixtures";

const TYPES_URL = `/tickets/types?group=day&date=${TOMORROW}`;

/** POST /tickets/reservations as the server answers it: 201 with the hold. */
function holdAnswer(n: number, ticketId: number, quantity: number) {
  return json(
    {
      token: `hold-token-0000000000${n}`,
      valid_until: "2030-06-01T08:30:00.000Z",
      ticket_id: ticketId,
      quantity,
      date: TOMORROW,
      time: null,
    },
    201,
    "Created",
  );
}

async function choose(name: string, quantity: number) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole("combobox", { name }), String(quantity));
}

describe("given nothing chosen", () => {
  it("shows the noSelection error and moves focus to it", async () => {
    stubTicketFlow({
      tickets: [ADULT, REDUCED],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80), capacity(REDUCED, TOMORROW, 80)],
    });
    renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte wählen Sie mindestens ein Ticket aus.");
    expect(alert).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a selection", () => {
  it("holds the places and goes on to the cart", async () => {
    const api = stubTicketFlow({
      tickets: [ADULT, REDUCED],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80), capacity(REDUCED, TOMORROW, 80)],
      extra: {
        "POST /api/v1/tickets/reservations": () => holdAnswer(1, 1, 2),
        "GET /api/v1/tickets/1": () => json(ADULT),
      },
    });
    const view = renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await choose("Anzahl: Erwachsene", 2);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(api.calls.some((call) => call.method === "POST")).toBe(true);
  });

  // The issue (one core): the tickets of a selection are fetched once, with the list.
  it("fetches the chosen ticket once: the add and the cart page use the list's answer", async () => {
    const api = stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80)],
      extra: {
        "POST /api/v1/tickets/reservations": () => holdAnswer(1, 1, 2),
      },
    });
    const view = renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await choose("Anzahl: Erwachsene", 2);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    // The cart page has replaced the tickets page (its chunk may still be loading when the
    // address changes, and the page before shows a heading of the same name meanwhile).
    await screen.findByRole("heading", { level: 1, name: "Warenkorb" });
    expect(await screen.findByRole("heading", { name: /Erwachsene/ })).toBeVisible();
    expect(api.callsTo("/tickets/1")).toEqual([]);
    expect(api.callsTo("/tickets").map((call) => call.method)).toEqual(["GET"]);
  });

  it("names the places left when the cart finds the ticket sold out", async () => {
    stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80)],
      extra: {
        "POST /api/v1/tickets/reservations": () =>
          json({ error: { code: "sold_out", message: "Sold out", available: 1 } }, 409, "Conflict"),
      },
    });
    renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await choose("Anzahl: Erwachsene", 3);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Für „Erwachsene“ sind nicht mehr genug Plätze frei (frei: 1).",
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

describe("given VIP single selection mode", () => {
  it("lets only one row hold a quantity", async () => {
    stubTicketFlow({
      tickets: [ADULT, REDUCED],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80), capacity(REDUCED, TOMORROW, 80)],
    });
    renderShop(`${TYPES_URL}&vip=1`);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await choose("Anzahl: Erwachsene", 2);
    expect(screen.getByRole("combobox", { name: "Anzahl: Erwachsene" })).toHaveValue("2");
    await choose("Anzahl: Ermäßigt", 1);
    expect(screen.getByRole("combobox", { name: "Anzahl: Ermäßigt" })).toHaveValue("1");
    expect(screen.getByRole("combobox", { name: "Anzahl: Erwachsene" })).toHaveValue("0");
  });

  it("keeps both rows without VIP mode", async () => {
    stubTicketFlow({
      tickets: [ADULT, REDUCED],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80), capacity(REDUCED, TOMORROW, 80)],
    });
    renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await choose("Anzahl: Erwachsene", 2);
    await choose("Anzahl: Ermäßigt", 1);
    expect(screen.getByRole("combobox", { name: "Anzahl: Erwachsene" })).toHaveValue("2");
  });
});

describe("the ticket rows", () => {
  it("disable a booked-out ticket and say why", async () => {
    const bookedOut = ticket({ id: 3, title: "Nachtführung", booked_out: true });
    stubTicketFlow({
      tickets: [ADULT, bookedOut],
      groups: [group({ name: "day", ticket_ids: [1, 3] })],
      capacities: [capacity(ADULT, TOMORROW, 80), capacity(bookedOut, TOMORROW, 0)],
    });
    renderShop(TYPES_URL);
    const select = await screen.findByRole("combobox", { name: "Anzahl: Nachtführung" });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription("Ausgebucht");
    expect(screen.getByRole("combobox", { name: "Anzahl: Erwachsene" })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("hint at few places at or below the few-seats percent, and not above", async () => {
    stubTicketFlow({
      tickets: [ADULT, REDUCED],
      groups: [DAY_GROUP],
      settings: { fewSeatsPercent: 10 },
      capacities: [capacity(ADULT, TOMORROW, 10, 100), capacity(REDUCED, TOMORROW, 11, 100)],
    });
    renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    const adult = screen.getByRole("listitem", { name: "Erwachsene" });
    const reduced = screen.getByRole("listitem", { name: "Ermäßigt" });
    expect(within(adult).getByText("Nur noch 10 Plätze frei")).toBeInTheDocument();
    expect(within(reduced).queryByText(/Nur noch/)).toBeNull();
  });

  it("offer no more than the places left", async () => {
    stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 3)],
    });
    renderShop(TYPES_URL);
    const options = within(
      await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" }),
    ).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["0", "1", "2", "3"]);
  });

  it("put free tickets behind 'show more' above 10 tickets", async () => {
    const paid = Array.from({ length: 10 }, (_, index) =>
      ticket({ id: 100 + index, title: `Ticket ${index + 1}` }),
    );
    const free = [
      ticket({ id: 200, title: "Kinder", price_cents: 0 }),
      ticket({ id: 201, title: "Begleitperson", price_cents: 0 }),
    ];
    const all = [...paid, ...free];
    stubTicketFlow({
      tickets: all,
      groups: [group({ name: "day", ticket_ids: all.map((item) => item.id) })],
      capacities: all.map((item) => capacity(item, TOMORROW, 80)),
    });
    renderShop(TYPES_URL);
    await screen.findByRole("combobox", { name: "Anzahl: Ticket 1" });
    expect(screen.queryByRole("combobox", { name: "Anzahl: Kinder" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Weitere Tickets anzeigen (2)" }));
    expect(screen.getByRole("combobox", { name: "Anzahl: Kinder" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Anzahl: Begleitperson" })).toBeInTheDocument();
  });

  it("show every ticket at 10 tickets or fewer, free ones included", async () => {
    const tickets = [ADULT, ticket({ id: 3, title: "Kinder", price_cents: 0 })];
    stubTicketFlow({
      tickets,
      groups: [group({ name: "day", ticket_ids: [1, 3] })],
      capacities: tickets.map((item) => capacity(item, TOMORROW, 80)),
    });
    renderShop(TYPES_URL);
    expect(await screen.findByRole("combobox", { name: "Anzahl: Kinder" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Weitere Tickets/ })).toBeNull();
  });
});

describe("given VIP mode on the list page", () => {
  // spec selling-core §2 shop.tickets.list takes vip; §4: in single selection mode a quantity
  // on a second row clears the first (the later choice wins, nothing is refused).
  it("keeps only the last chosen row and puts only it into the cart", async () => {
    const api = stubTicketFlow({
      tickets: [ADULT, REDUCED],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80), capacity(REDUCED, TOMORROW, 80)],
      extra: {
        "POST /api/v1/tickets/reservations": () => holdAnswer(2, 2, 1),
        "GET /api/v1/tickets/2": () => json(REDUCED),
      },
    });
    const view = renderShop(`/tickets/list?vip=1&date=${TOMORROW}`);
    await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    await choose("Anzahl: Erwachsene", 2);
    await choose("Anzahl: Ermäßigt", 1);
    expect(screen.getByRole("combobox", { name: "Anzahl: Erwachsene" })).toHaveValue("0");
    expect(screen.getByRole("combobox", { name: "Anzahl: Ermäßigt" })).toHaveValue("1");
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    // Only the holds count here: the cart page, once open, prices the cart with a POST too.
    const holds = api
      .callsTo("/tickets/reservations")
      .filter((call) => call.init?.method === "POST")
      .map((call) => JSON.parse(String(call.init?.body)));
    expect(holds).toEqual([{ ticket_id: 2, quantity: 1, date: TOMORROW }]);
    expect(api.callsTo("/tickets/reservations")).toHaveLength(1);
  });
});
