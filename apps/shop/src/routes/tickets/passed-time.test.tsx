// Issue 27 item 2: a deep link to today's start time that has already passed must not move on
// silently. The step it lands on says the chosen time has passed and what it shows instead,
// with the notice of the day-over case (day-over.test.tsx).
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderShop } from "../../test/render-shop";
import {
  openCalendar,
  SLOT,
  SLOT_GROUP,
  stubTicketFlow,
  TODAY,
  TOMORROW,
} from "../../test/ticket-fixtures";

// SLOT offers a start time every 30 minutes from 11:00 to 16:00 (its last entry).
const SLOTS = {
  data: [{ start_time: "16:00", capacity: 4, total_capacity: 4, seats: null }],
};

function stubSlots() {
  stubTicketFlow({
    tickets: [SLOT],
    groups: [SLOT_GROUP],
    calendar: openCalendar([SLOT], TODAY, 30),
    startTimes: { [SLOT.id]: SLOTS },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("given a deep link to today's 11:00 slot at 12:10, later slots still open", () => {
  beforeEach(() => {
    // 2030-06-01 12:10 in Berlin (summer time, UTC+2).
    vi.setSystemTime(new Date("2030-06-01T10:10:00.000Z"));
  });

  it("shows today's times from the ticket step and says the time has passed", async () => {
    stubSlots();
    const view = renderShop(
      `/tickets/types?group=timeSlot&date=${TODAY}&time=11:00&ticket=${SLOT.id}`,
      { now: new Date() },
    );
    const moved = await screen.findByText(/ist bereits vorbei/);
    expect(moved).toHaveTextContent(
      "Die gewählte Zeit, Samstag, 1. Juni 2030 um 11:00 Uhr, ist bereits vorbei. Wir zeigen Ihnen die noch freien Zeiten dieses Tages.",
    );
    expect(moved.closest("[role=status]")).not.toBeNull();
    expect(view.location()).toBe(`/tickets/time?group=timeSlot&date=${TODAY}`);
    expect(await screen.findByRole("radio", { name: "16:00 Uhr" })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("drops the passed time from the time step and says so", async () => {
    stubSlots();
    const view = renderShop(
      `/tickets/time?group=timeSlot&date=${TODAY}&time=11:00&ticket=${SLOT.id}`,
      { now: new Date() },
    );
    expect(await screen.findByText(/ist bereits vorbei/)).toHaveTextContent(
      "Die gewählte Zeit, Samstag, 1. Juni 2030 um 11:00 Uhr, ist bereits vorbei.",
    );
    await waitFor(() => expect(view.location()).toBe(`/tickets/time?group=timeSlot&date=${TODAY}`));
  });
});

describe("given a deep link to today's 15:00 slot at 16:40, past the last entry", () => {
  beforeEach(() => {
    vi.setSystemTime(new Date("2030-06-01T14:40:00.000Z"));
  });

  it("opens the next day with places and says the time has passed", async () => {
    stubSlots();
    const view = renderShop(
      `/tickets/time?group=timeSlot&date=${TODAY}&time=15:00&ticket=${SLOT.id}`,
      { now: new Date() },
    );
    const moved = await screen.findByText(/ist bereits vorbei/);
    expect(moved).toHaveTextContent(
      "Die gewählte Zeit, Samstag, 1. Juni 2030 um 15:00 Uhr, ist bereits vorbei. Wir zeigen Ihnen den nächsten Tag mit freien Plätzen: Sonntag, 2. Juni 2030.",
    );
    expect(view.location()).toBe(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    expect(await screen.findByRole("radio", { name: "16:00 Uhr" })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("says the same from the ticket step", async () => {
    stubSlots();
    const view = renderShop(
      `/tickets/types?group=timeSlot&date=${TODAY}&time=15:00&ticket=${SLOT.id}`,
      { now: new Date() },
    );
    expect(await screen.findByText(/ist bereits vorbei/)).toHaveTextContent(
      "Wir zeigen Ihnen den nächsten Tag mit freien Plätzen: Sonntag, 2. Juni 2030.",
    );
    expect(view.location()).toBe(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
  });
});
