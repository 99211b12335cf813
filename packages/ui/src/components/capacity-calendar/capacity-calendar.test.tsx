import { addDays, type DayAvailability } from "@shop/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/messages";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { type AvailabilityByDate, CapacityCalendar } from "./capacity-calendar";

// Today is Tuesday 10 November 2026 (Berlin); the 9th is past.
const TODAY = "2026-11-10";

function november(overrides: Record<string, DayAvailability> = {}): AvailabilityByDate {
  const days: Record<string, DayAvailability> = {};
  for (let day = "2026-11-01"; day <= "2026-12-31"; day = addDays(day, 1)) days[day] = "enough";
  return { ...days, ...overrides };
}

const AVAILABILITY = november({
  "2026-11-11": "few",
  "2026-11-12": "soldOut",
  "2026-11-13": "closed",
});

function day(name: string | RegExp) {
  return screen.getByRole("button", { name });
}

// A month is ~40 buttons with long names: axe over it takes seconds in jsdom on a busy machine.
describe("CapacityCalendar", { timeout: 20_000 }, () => {
  it("is a month grid named by its month, with Monday as the first column", async () => {
    render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} />);
    const grid = screen.getByRole("grid", { name: "November 2026" });
    // react-day-picker hides the header row from screen readers: each day button says its weekday
    const headers = Array.from(grid.querySelectorAll("th"));
    expect(headers.map((header) => header.getAttribute("aria-label"))).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("names each day by its date and availability, not by colour alone", () => {
    render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} />);
    expect(day("Heute, Dienstag, 10. November 2026, Plätze frei")).toHaveAttribute(
      "data-availability",
      "enough",
    );
    const few = day("Mittwoch, 11. November 2026, Wenige Plätze frei");
    expect(few).toHaveAttribute("data-availability", "few");
    expect(few.querySelector("[data-slot=availability-mark]")).toHaveAttribute(
      "data-availability",
      "few",
    );
    expect(day("Donnerstag, 12. November 2026, Ausverkauft")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(day("Freitag, 13. November 2026, Geschlossen")).toHaveAttribute("aria-disabled", "true");
  });

  it("treats a day without a record as closed, as @shop/core dayAvailability does", () => {
    const { "2026-11-27": _, ...withoutFriday } = AVAILABILITY;
    render(<CapacityCalendar availability={withoutFriday} today={TODAY} />);
    expect(day("Freitag, 27. November 2026, Geschlossen")).toHaveAttribute("aria-disabled", "true");
  });

  it("lists each day of a month with a clock change exactly once, whatever the machine's zone", () => {
    render(<CapacityCalendar availability={{}} today="2027-03-01" />);
    const grid = screen.getByRole("grid", { name: "März 2027" });
    const days = within(grid).getAllByRole("button");
    expect(days).toHaveLength(31);
    expect(days[27]).toHaveAccessibleName("Sonntag, 28. März 2027, Geschlossen");
    expect(days[28]).toHaveAccessibleName("Montag, 29. März 2027, Geschlossen");
  });

  it("disables past days and says nothing about their places", () => {
    render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} />);
    const past = day("Montag, 9. November 2026");
    expect(past).toBeDisabled();
    expect(past).not.toHaveAttribute("data-availability");
  });

  it("shows a key of colours and shapes in words", () => {
    render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} />);
    const legend = screen.getByRole("list", { name: "Legende" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Geschlossen", "Ausverkauft", "Wenige Plätze frei", "Plätze frei"]);
  });

  describe("given a selected day", () => {
    it("marks it selected and says so", async () => {
      render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} selected="2026-11-20" />);
      const chosen = day("Freitag, 20. November 2026, Plätze frei, ausgewählt");
      expect(chosen.closest("td")).toHaveAttribute("aria-selected", "true");
      expect(chosen).toHaveAttribute("data-selected");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("reports a clicked bookable day as YYYY-MM-DD and ignores sold-out and closed days", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} onSelect={onSelect} />);
    await user.click(day(/^Mittwoch, 11\. November 2026/));
    expect(onSelect).toHaveBeenLastCalledWith("2026-11-11");
    await user.click(day(/^Donnerstag, 12\. November 2026/));
    await user.click(day(/^Freitag, 13\. November 2026/));
    await user.click(day(/^Montag, 9\. November 2026/));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  describe("operated by keyboard", () => {
    it("moves by day and week with the arrow keys and chooses with Enter", async () => {
      const user = userEvent.setup();
      const onSelect = vi.fn();
      render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} onSelect={onSelect} />);
      await user.tab(); // next month
      await user.tab(); // the grid: today is its one tab stop
      expect(day(/^Heute, Dienstag, 10\. November/)).toHaveFocus();
      await user.keyboard("{ArrowRight}");
      expect(day(/^Mittwoch, 11\. November/)).toHaveFocus();
      await user.keyboard("{ArrowRight}");
      // sold out, yet reachable so that its state is heard
      expect(day(/^Donnerstag, 12\. November 2026, Ausverkauft/)).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(onSelect).not.toHaveBeenCalled();
      await user.keyboard("{ArrowDown}");
      expect(day(/^Donnerstag, 19\. November/)).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(onSelect).toHaveBeenCalledWith("2026-11-19");
    });

    it("does not move into past days", async () => {
      const user = userEvent.setup();
      render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} />);
      await user.tab();
      await user.tab();
      await user.keyboard("{ArrowLeft}");
      expect(day(/^Heute, Dienstag, 10\. November/)).toHaveFocus();
    });

    it("turns the month with Page Down and reports the new month", async () => {
      const user = userEvent.setup();
      const onMonthChange = vi.fn();
      render(
        <CapacityCalendar
          availability={AVAILABILITY}
          today={TODAY}
          onMonthChange={onMonthChange}
        />,
      );
      await user.tab();
      await user.tab();
      await user.keyboard("{PageDown}");
      expect(day(/^Donnerstag, 10\. Dezember 2026/)).toHaveFocus();
      expect(screen.getByRole("grid", { name: "Dezember 2026" })).toBeInTheDocument();
      expect(onMonthChange).toHaveBeenCalledWith("2026-12-01");
    });
  });

  it("turns months with its buttons, not before today's month", async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    render(
      <CapacityCalendar availability={AVAILABILITY} today={TODAY} onMonthChange={onMonthChange} />,
    );
    expect(screen.getByRole("button", { name: "Vorheriger Monat" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Nächster Monat" }));
    expect(onMonthChange).toHaveBeenCalledWith("2026-12-01");
    expect(screen.getByRole("grid", { name: "Dezember 2026" })).toBeInTheDocument();
  });

  it("shows several months side by side", () => {
    render(<CapacityCalendar availability={AVAILABILITY} today={TODAY} numberOfMonths={2} />);
    expect(screen.getAllByRole("grid").map((grid) => grid.getAttribute("aria-label"))).toEqual([
      "November 2026",
      "Dezember 2026",
    ]);
  });

  describe("given it is loading", () => {
    it("is busy and says so", async () => {
      render(<CapacityCalendar availability={{}} today={TODAY} loading />);
      const spinner = screen
        .getAllByRole("status")
        .find((status) => status.textContent === "Verfügbarkeit wird geladen");
      expect(spinner?.closest("[data-slot=capacity-calendar]")).toHaveAttribute(
        "aria-busy",
        "true",
      );
      // no day claims to be closed (or free) before its availability has arrived
      expect(day("Heute, Dienstag, 10. November 2026")).not.toHaveAttribute("aria-disabled");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given nothing is bookable", () => {
    it("shows the sold-out banner it is given above the months", async () => {
      render(
        <CapacityCalendar
          availability={{}}
          today={TODAY}
          banner={<p role="note">In den nächsten 30 Tagen ist alles ausgebucht.</p>}
        />,
      );
      expect(screen.getByRole("note")).toHaveTextContent("alles ausgebucht");
      expect(day(/^Heute, Dienstag, 10\. November 2026, Geschlossen/)).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe.each<[UiLocale, string, string, string]>([
    ["en", "November 2026", "Monday", "Wednesday, 11 November 2026, Few places left"],
    ["es", "noviembre de 2026", "lunes", "miércoles, 11 de noviembre de 2026, Quedan pocas plazas"],
    ["fr", "novembre 2026", "lundi", "mercredi 11 novembre 2026, Peu de places restantes"],
  ])("in %s", (locale, month, monday, fewDay) => {
    it("names months, weekdays and days in that language", async () => {
      render(
        <UiMessagesProvider locale={locale}>
          <CapacityCalendar availability={AVAILABILITY} today={TODAY} />
        </UiMessagesProvider>,
      );
      const grid = screen.getByRole("grid", { name: month });
      expect(grid.querySelector("th")).toHaveAttribute("aria-label", monday);
      expect(day(fewDay)).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  });
});
