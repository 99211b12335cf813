// spec selling-core §2 shop.tickets.time and .types: the calendar with its sold-out banner,
// the start times per ticket with sold-out slots disabled, and the 3-day look-ahead of groups
// whose tickets have a last entry.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderShop } from "../../test/render-shop";
import {
  capacity,
  group,
  openCalendar,
  SLOT,
  SLOT_GROUP,
  stubTicketFlow,
  TODAY,
  TOMORROW,
  ticket,
} from "../../test/ticket-fixtures";

const SLOTS = {
  data: [
    { start_time: "11:00", capacity: 0, total_capacity: 4, seats: { available: 0, max: 4 } },
    { start_time: "11:30", capacity: 3, total_capacity: 4, seats: { available: 3, max: 4 } },
    { start_time: "12:00", capacity: 4, total_capacity: 4, seats: null },
  ],
};

describe("the time step of a time-slot group", () => {
  it("disables a sold-out start time and says why", async () => {
    stubTicketFlow({
      tickets: [SLOT],
      groups: [SLOT_GROUP],
      calendar: openCalendar([SLOT], TODAY, 93),
      startTimes: { [SLOT.id]: SLOTS },
    });
    renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await screen.findByRole("heading", { name: "Datum und Uhrzeit wählen" });
    const soldOut = await screen.findByRole("radio", { name: "11:00 Uhr" });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAccessibleDescription("Ausverkauft");
    expect(screen.getByRole("radio", { name: "11:30 Uhr" })).toBeEnabled();
    expect(screen.getByRole("radiogroup", { name: "Startzeit: Zeitfenster" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for a start time before going on, with focus on the alert", async () => {
    stubTicketFlow({
      tickets: [SLOT],
      groups: [SLOT_GROUP],
      calendar: openCalendar([SLOT], TODAY, 93),
      startTimes: { [SLOT.id]: SLOTS },
    });
    renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await screen.findByRole("radio", { name: "12:00 Uhr" });
    await userEvent.click(screen.getByRole("button", { name: "Weiter zur Ticketauswahl" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte wählen Sie eine Startzeit.");
    expect(alert).toHaveFocus();
  });

  it("goes on to the tickets of the chosen day and start time", async () => {
    stubTicketFlow({
      tickets: [SLOT],
      groups: [SLOT_GROUP],
      calendar: openCalendar([SLOT], TODAY, 93),
      startTimes: { [SLOT.id]: SLOTS },
      capacities: [capacity(SLOT, TOMORROW, 4, 4, "12:00")],
    });
    const view = renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await userEvent.click(await screen.findByRole("radio", { name: "12:00 Uhr" }));
    await userEvent.click(screen.getByRole("button", { name: "Weiter zur Ticketauswahl" }));
    await screen.findByRole("heading", { name: "Tickets wählen" });
    expect(view.location()).toBe(
      `/tickets/types?group=timeSlot&date=${TOMORROW}&time=12%3A00&ticket=10`,
    );
    const options = within(
      await screen.findByRole("combobox", { name: "Anzahl: Zeitfenster" }),
    ).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["0", "1", "2", "3", "4"]);
  });
});

describe("the calendar of a group", () => {
  it("asks the server for the group's tickets only", async () => {
    const adult = ticket({ id: 1, title: "Erwachsene" });
    const reduced = ticket({ id: 2, title: "Ermäßigt" });
    const api = stubTicketFlow({
      tickets: [adult, reduced, SLOT],
      groups: [group({ name: "day", ticket_ids: [1, 2] }), SLOT_GROUP],
      calendar: openCalendar([adult, reduced], TODAY, 93),
    });
    renderShop("/tickets/time?group=day");
    await screen.findByRole("heading", { name: "Datum wählen" });
    await waitFor(() => expect(api.callsTo("/tickets/calendar")).toHaveLength(1));
    const [call] = api.callsTo("/tickets/calendar");
    expect(call?.url.searchParams.getAll("by_ticket_ids[]")).toEqual(["1", "2"]);
    expect(call?.url.searchParams.get("start_at")).toBe(TODAY);
  });
});

describe("the sold-out banner", () => {
  it("shows when no day of the next 30 has places", async () => {
    const day = ticket({ id: 1, title: "Erwachsene" });
    stubTicketFlow({
      tickets: [day],
      groups: [group({ name: "day", ticket_ids: [1] })],
      calendar: openCalendar([day], TODAY, 93, 0),
    });
    renderShop("/tickets/time?group=day");
    expect(
      await screen.findByText("In den nächsten 30 Tagen ist leider alles ausverkauft."),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("stays away when a day has places", async () => {
    const day = ticket({ id: 1, title: "Erwachsene" });
    stubTicketFlow({
      tickets: [day],
      groups: [group({ name: "day", ticket_ids: [1] })],
      calendar: openCalendar([day], TODAY, 93, 20),
    });
    renderShop("/tickets/time?group=day");
    await screen.findByRole("heading", { name: "Datum wählen" });
    await screen.findAllByRole("button", { name: /Wenige Plätze frei/ });
    expect(screen.queryByText(/alles ausverkauft/)).toBeNull();
  });
});

describe("given a group whose tickets have a last entry", () => {
  // TEST_NOW is 10:00 in Berlin: a last entry at 09:00 has passed today.
  const early = ticket({ id: 7, title: "Frühführung", last_entry: 540 });
  const earlyGroup = group({ name: "day", ticket_ids: [7] });

  it("moves on to the first of the next 3 days with places", async () => {
    const calendar = openCalendar([early], "2030-06-04", 10);
    stubTicketFlow({
      tickets: [early],
      groups: [earlyGroup],
      calendar,
      capacities: [capacity(early, "2030-06-04", 30)],
    });
    const view = renderShop(`/tickets/types?group=day&date=${TODAY}`);
    await waitFor(() => expect(view.location()).toBe("/tickets/types?group=day&date=2030-06-04"));
    expect(await screen.findByText(/Am Samstag, 1\. Juni 2030 ist kein Einlass/)).toBeVisible();
    // The notice shows at once; the rows after the new day's capacity answer.
    expect(
      await screen.findByRole("combobox", { name: "Anzahl: Frühführung" }),
    ).toBeInTheDocument();
  });

  it("says none are available when the next 3 days have no places either", async () => {
    stubTicketFlow({
      tickets: [early],
      groups: [earlyGroup],
      calendar: openCalendar([early], "2030-06-05", 10),
    });
    const view = renderShop(`/tickets/types?group=day&date=${TODAY}`);
    expect(
      await screen.findByText("Für diesen Tag sind keine Tickets mehr verfügbar."),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`/tickets/types?group=day&date=${TODAY}`);
    expect(await axeViolations()).toEqual([]);
  });
});
