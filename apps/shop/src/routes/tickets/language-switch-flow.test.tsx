// spec selling-core §1, §2 "Ticket selection": the interface is multilingual, and the flow
// keeps every choice across a language switch — the chosen day and start time, and the
// quantities — while the texts (the shop's and the tickets' own titles) change language.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  capacity,
  group,
  openCalendar,
  SLOT,
  stubTicketFlow,
  TODAY,
  TOMORROW,
  ticket,
} from "../../test/ticket-fixtures";

// The server answers ticket titles in the asked locale.
const TITLES: Record<string, Record<number, string>> = {
  de: { 10: "Zeitfenster", 11: "Zeitfenster ermäßigt" },
  en: { 10: "Time slot", 11: "Time slot reduced" },
};
const REDUCED_SLOT = ticket({ ...SLOT, id: 11, title: "Zeitfenster ermäßigt", price_cents: 700 });
const SLOTS = {
  data: [
    { start_time: "11:00", capacity: 8, total_capacity: 8, seats: { available: 8, max: 8 } },
    { start_time: "12:00", capacity: 8, total_capacity: 8, seats: { available: 8, max: 8 } },
  ],
};

function stubFlow() {
  const tickets = [SLOT, REDUCED_SLOT];
  return stubTicketFlow({
    tickets,
    groups: [group({ name: "timeSlot", types: ["time_slot"] })],
    calendar: openCalendar(tickets, TODAY, 93),
    startTimes: { [SLOT.id]: SLOTS, [REDUCED_SLOT.id]: SLOTS },
    capacities: tickets.map((item) => capacity(item, TOMORROW, 8, 8, "12:00")),
    extra: {
      "GET /api/v1/tickets": (url) => {
        const titles = TITLES[url.searchParams.get("locale") ?? "de"] ?? {};
        const data = tickets.map((item) => ({ ...item, title: titles[item.id] ?? item.title }));
        return json({ data, meta: { total_count: data.length } });
      },
    },
  });
}

async function switchTo(code: "de" | "en") {
  await userEvent.click(screen.getByRole("button", { name: new RegExp(`^${code} `) }));
}

describe("given a language switch in the middle of the ticket flow", () => {
  it("keeps the chosen start time on the time step", async () => {
    stubFlow();
    const view = renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    const slots = await screen.findByRole("radiogroup", { name: "Startzeit: Zeitfenster" });
    await userEvent.click(within(slots).getByRole("radio", { name: "12:00 Uhr" }));

    await switchTo("en");

    expect(
      await screen.findByRole("heading", { name: "Choose a date and time", level: 1 }),
    ).toBeInTheDocument();
    const english = await screen.findByRole("radiogroup", { name: "Start time: Time slot" });
    expect(within(english).getByRole("radio", { name: /^12:00/ })).toBeChecked();
    expect(view.location()).toBe(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await userEvent.click(screen.getByRole("button", { name: "Continue to tickets" }));
    await waitFor(() =>
      expect(view.location()).toBe(
        `/tickets/types?group=timeSlot&date=${TOMORROW}&time=12%3A00&ticket=10`,
      ),
    );
  });

  it("keeps the date, time and quantities of the types step, in the new language", async () => {
    stubFlow();
    const url = `/tickets/types?group=timeSlot&date=${TOMORROW}&time=12%3A00&ticket=10`;
    const view = renderShop(url);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Anzahl: Zeitfenster" }),
      "2",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Anzahl: Zeitfenster ermäßigt" }),
      "3",
    );
    expect(screen.getByText("Für Sonntag, 2. Juni 2030, 12:00 Uhr")).toBeVisible();

    await switchTo("en");

    expect(await screen.findByRole("heading", { name: "Choose tickets" })).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Quantity: Time slot" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "Quantity: Time slot reduced" })).toHaveValue("3");
    expect(screen.getByText("For Sunday, 2 June 2030 at 12:00")).toBeVisible();
    expect(view.location()).toBe(url);
    expect(await axeViolations()).toEqual([]);

    await switchTo("de");

    expect(await screen.findByRole("combobox", { name: "Anzahl: Zeitfenster" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "Anzahl: Zeitfenster ermäßigt" })).toHaveValue("3");
  });
});
