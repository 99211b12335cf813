// Issue 27 item 1: a day is sold until its house's last entry. At 23:40 the server's calendar
// no longer offers today's day ticket (its museum closed at 18:00); the types step must not
// sell it, and moves on to tomorrow, saying so.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderShop } from "../../test/render-shop";
import {
  ADULT,
  capacity,
  DAY_GROUP,
  openCalendar,
  stubTicketFlow,
  TODAY,
  TOMORROW,
} from "../../test/ticket-fixtures";

// 2030-06-01 (a Saturday) at 23:40 in Berlin (summer time, UTC+2).
const LATE = new Date("2030-06-01T21:40:00.000Z");

/** The calendar as the server answers it at 23:40: today closed, the next days open. */
function lateCalendar() {
  const calendar = openCalendar([ADULT], TODAY, 60);
  calendar.data[TODAY] = { available: 0, closed: true, tickets: {} };
  return calendar;
}

describe("given today's day ticket at 23:40, its museum closed at 18:00", () => {
  it("does not sell today but tomorrow, and says that it moved", async () => {
    stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      calendar: lateCalendar(),
      capacities: [capacity(ADULT, TOMORROW, 50)],
    });
    renderShop(`/tickets/types?group=day&date=${TODAY}`, { now: LATE });

    const moved = await screen.findByText(/ist kein Einlass mehr möglich/);
    expect(moved).toHaveTextContent(
      "Am Samstag, 1. Juni 2030 ist kein Einlass mehr möglich. Wir zeigen Ihnen den nächsten Tag mit freien Plätzen: Sonntag, 2. Juni 2030.",
    );
    expect(moved.closest("[role=status]")).not.toBeNull();
    expect(await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
