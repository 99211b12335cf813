// spec selling-core §2 "Ticket selection": the route rules of the ticket flow.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { errorAnswer, json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  ADULT,
  ANNUAL,
  ANNUAL_GROUP,
  COMBI_GROUP,
  DAY_GROUP,
  group,
  REDUCED,
  SLOT,
  SLOT_GROUP,
  stubTicketFlow,
  ticket,
} from "../../test/ticket-fixtures";

describe("the /tickets container", () => {
  it("asks for today's bookable tickets with current or future validities, 1000 per page", async () => {
    const api = stubTicketFlow({ tickets: [ADULT, SLOT], groups: [DAY_GROUP, SLOT_GROUP] });
    const view = renderShop("/tickets?museum_id=1");
    expect(await screen.findByRole("heading", { name: "Ticketart wählen" })).toBeInTheDocument();
    // spec selling-core §2: the index goes on to the groups, keeping the parameters.
    expect(view.location()).toBe("/tickets/groups?museum_id=1");
    const [call] = api.callsTo("/tickets");
    expect(call?.url.searchParams.get("valid_at")).toBe("2030-06-01");
    expect(call?.url.searchParams.get("by_bookable")).toBe("true");
    expect(call?.url.searchParams.get("with_current_or_future_validities")).toBe("true");
    expect(call?.url.searchParams.get("per_page")).toBe("1000");
    expect(call?.url.searchParams.get("by_museum_ids[]")).toBe("1");
  });

  it("sends the visitor to the museum error page when the museums cannot be loaded", async () => {
    stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      extra: { "GET /api/v1/museums": () => errorAnswer(500, "Server Error", "internal", "x") },
    });
    const view = renderShop("/tickets/groups");
    expect(
      await screen.findByRole("heading", { name: "Museen nicht verfügbar" }),
    ).toBeInTheDocument();
    expect(view.location()).toBe("/museum-error");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("the groups step", () => {
  it("lists the groups that hold tickets, ordered by their order value", async () => {
    const flex = group({ name: "flex", order: 3, ticket_ids: [] });
    stubTicketFlow({
      tickets: [ADULT, REDUCED, SLOT],
      // Given out of order, and flex without any ticket.
      groups: [SLOT_GROUP, flex, DAY_GROUP],
    });
    renderShop("/tickets/groups");
    await screen.findByRole("heading", { name: "Ticketart wählen" });
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Tagestickets", "Zeitfenster"]);
    expect(screen.getByRole("link", { name: "Zeitfenster" })).toHaveAttribute(
      "href",
      "/tickets/time?group=timeSlot",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("chooses the only shown group by itself", async () => {
    stubTicketFlow({ tickets: [ADULT, REDUCED], groups: [DAY_GROUP, SLOT_GROUP] });
    const view = renderShop("/tickets/groups?museum_id=1");
    await waitFor(() => expect(view.location()).toBe("/tickets/time?museum_id=1&group=day"));
    expect(await screen.findByRole("heading", { name: "Datum wählen" })).toBeInTheDocument();
  });
});

describe("the types step", () => {
  it("goes back to the time step when the date is missing", async () => {
    stubTicketFlow({ tickets: [ADULT], groups: [DAY_GROUP] });
    const view = renderShop("/tickets/types?group=day");
    await waitFor(() => expect(view.location()).toBe("/tickets/time?group=day"));
  });

  it("goes back to the time step when the date is in the past", async () => {
    stubTicketFlow({ tickets: [ADULT], groups: [DAY_GROUP] });
    const view = renderShop("/tickets/types?group=day&date=2030-05-31");
    await waitFor(() => expect(view.location()).toBe("/tickets/time?group=day"));
  });

  it("goes back to the groups when the group is missing", async () => {
    stubTicketFlow({ tickets: [ADULT, SLOT], groups: [DAY_GROUP, SLOT_GROUP] });
    const view = renderShop("/tickets/types?date=2030-06-02");
    await waitFor(() => expect(view.location()).toBe("/tickets/groups"));
  });
});

describe("the filters step", () => {
  it("shows museum and exhibition filters", async () => {
    stubTicketFlow({ tickets: [ADULT], groups: [DAY_GROUP] });
    renderShop("/tickets/filters");
    await screen.findByRole("heading", { name: "Museum und Ausstellung wählen" });
    expect(screen.getByRole("combobox", { name: "Museum" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Ausstellung" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("goes to the list in the compact style", async () => {
    stubTicketFlow({ tickets: [ADULT], groups: [DAY_GROUP], settings: { compactStyle: true } });
    const view = renderShop("/tickets/filters?museum_id=1");
    await screen.findByRole("heading", { name: "Tickets" });
    expect(view.location()).toBe("/tickets/list?museum_id=1");
  });
});

describe("the annual step", () => {
  it("redirects to itself with group annual and lists the annual tickets", async () => {
    stubTicketFlow({ tickets: [ADULT, ANNUAL], groups: [DAY_GROUP, ANNUAL_GROUP] });
    const view = renderShop("/tickets/annual");
    await screen.findByRole("heading", { name: "Jahreskarten", level: 1 });
    expect(view.location()).toBe("/tickets/annual?group=annual");
    expect(screen.getByRole("combobox", { name: "Anzahl: Jahreskarte" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Anzahl: Erwachsene" })).toBeNull();
    expect(screen.getByRole("button", { name: "In den Warenkorb" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  // spec selling-core §3 cart item type Annual: id and quantity, no day and no reservations.
  it("puts annual tickets into the cart as an Annual line, holding nothing", async () => {
    const user = userEvent.setup();
    const api = stubTicketFlow({
      tickets: [ANNUAL],
      groups: [ANNUAL_GROUP],
      extra: { "GET /api/v1/tickets/40": () => json(ANNUAL) },
    });
    const view = renderShop("/tickets/annual?group=annual");
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Anzahl: Jahreskarte" }),
      "2",
    );

    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));

    await waitFor(() => expect(view.location()).toBe("/cart"));
    const cart = JSON.parse(view.storage.getItem("shop:cart") ?? "null");
    expect(cart.items).toEqual([
      {
        type: "Annual",
        attributes: { id: 40, quantity: 2 },
        reservations: [],
        updated_at: "2030-06-01T08:00:00.000Z",
      },
    ]);
    expect(api.calls.filter((call) => call.url.pathname.includes("reservations"))).toEqual([]);
  });
});

describe("the combi step", () => {
  const COMBI = ticket({ id: 30, title: "Kombiticket", quota_ids: [1, 2] });

  it("resets a group that is not configured to the combi group", async () => {
    stubTicketFlow({ tickets: [ADULT, COMBI], groups: [DAY_GROUP, COMBI_GROUP] });
    const view = renderShop("/tickets/combi?group=unknown");
    await screen.findByRole("heading", { name: "Kombitickets" });
    expect(view.location()).toBe("/tickets/combi?group=combi");
  });

  it("keeps a configured group", async () => {
    stubTicketFlow({ tickets: [ADULT, COMBI], groups: [DAY_GROUP, COMBI_GROUP] });
    const view = renderShop("/tickets/combi?group=day");
    await screen.findByRole("heading", { name: "Kombitickets" });
    expect(view.location()).toBe("/tickets/combi?group=day");
  });
});
