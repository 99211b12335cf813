import type { TimeSlot } from "@shop/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { TimeSlotPicker, type TimeSlotPickerProps } from "./time-slot-picker";

// 09:00 to 17:30 every half hour; the first four show each state of @shop/core slotState.
const SLOTS: TimeSlot[] = [
  { start_time: "09:00", capacity: 0 },
  { start_time: "09:30", capacity: 1 },
  { start_time: "10:00", capacity: 40, seats: { available: 5, max: 20 } },
  { start_time: "10:30", capacity: 8 },
  ...["11", "12", "13", "14", "15", "16", "17"].flatMap((hour) => [
    { start_time: `${hour}:00`, capacity: 40 },
    { start_time: `${hour}:30`, capacity: 40 },
  ]),
];

function Picker(props: Partial<TimeSlotPickerProps> & { onPick?: (time: string) => void }) {
  const { onPick, ...rest } = props;
  const [value, setValue] = useState(props.value);
  return (
    <TimeSlotPicker
      slots={SLOTS}
      minCapacity={2}
      {...rest}
      value={value}
      onChange={(time) => {
        setValue(time);
        onPick?.(time);
      }}
    />
  );
}

describe("TimeSlotPicker", () => {
  it("is a radio group of start times, named by its legend", async () => {
    render(<Picker />);
    expect(screen.getByRole("radiogroup", { name: "Startzeit wählen" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "10:00 Uhr" })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("says each slot's state in words, not by colour alone", () => {
    render(<Picker />);
    const soldOut = screen.getByRole("radio", { name: "09:00 Uhr" });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAccessibleDescription("Ausverkauft");
    const tooFew = screen.getByRole("radio", { name: "09:30 Uhr" });
    expect(tooFew).toBeDisabled();
    expect(tooFew).toHaveAccessibleDescription("Nicht genug Plätze für Ihre Auswahl (frei: 1)");
    expect(screen.getByRole("radio", { name: "10:00 Uhr" })).toHaveAccessibleDescription(
      "Wenige Plätze (frei: 5)",
    );
    expect(screen.getByRole("radio", { name: "10:30 Uhr" })).toHaveAccessibleDescription(
      "Nur 8 Plätze",
    );
    const plenty = screen.getByRole("radio", { name: "11:00 Uhr" });
    expect(plenty).toBeEnabled();
    expect(plenty).not.toHaveAttribute("aria-describedby");
  });

  // issue 27 item 7: a slot of 4 places, none sold, read "Fast ausgebucht (frei: 4)"
  it("calls a small empty slot small, not nearly full", () => {
    render(
      <Picker slots={[{ start_time: "12:00", capacity: 4, seats: { available: 4, max: 4 } }]} />,
    );
    const small = screen.getByRole("radio", { name: "12:00 Uhr" });
    expect(small).toHaveAccessibleDescription("Nur 4 Plätze");
    expect(small).not.toHaveAccessibleDescription(/ausgebucht/);
  });

  it("takes the few-seats percentage from the shop setting", () => {
    render(<Picker fewSeatsPercent={20} />);
    // 5 of 20 seats is 25 %: not few at 20 %
    expect(screen.getByRole("radio", { name: "10:00 Uhr" })).not.toHaveAttribute(
      "aria-describedby",
    );
  });

  it("lists the start times under their hour", () => {
    render(<Picker />);
    const hours = Array.from(document.querySelectorAll("[data-slot=time-slot-hour]"));
    expect(hours.map((hour) => hour.firstElementChild?.textContent)).toEqual([
      "ab 9 Uhr",
      "ab 10 Uhr",
      "ab 11 Uhr",
    ]);
  });

  describe("operated by keyboard", () => {
    it("enters on the first free slot, then moves and chooses with the arrow keys", async () => {
      const user = userEvent.setup();
      const onPick = vi.fn();
      render(<Picker onPick={onPick} />);
      await user.tab();
      expect(screen.getByRole("radio", { name: "10:00 Uhr" })).toHaveFocus();
      // held down as a person does: the arrow checks the radio it moves to
      await user.keyboard("{ArrowDown>}");
      await user.keyboard("{/ArrowDown}");
      expect(screen.getByRole("radio", { name: "10:30 Uhr" })).toHaveFocus();
      expect(screen.getByRole("radio", { name: "10:30 Uhr" })).toBeChecked();
      expect(onPick).toHaveBeenLastCalledWith("10:30");
      await user.keyboard("{ArrowUp>}");
      await user.keyboard("{/ArrowUp}");
      // the disabled 09:00 and 09:30 are skipped: it wraps to the last shown slot
      expect(screen.getByRole("radio", { name: "10:00 Uhr" })).toHaveFocus();
    });

    it("chooses a slot by its label too", async () => {
      const user = userEvent.setup();
      const onPick = vi.fn();
      render(<Picker onPick={onPick} />);
      await user.click(screen.getByText("11:30 Uhr"));
      expect(onPick).toHaveBeenCalledWith("11:30");
      await user.click(screen.getByText("09:00 Uhr"));
      expect(onPick).toHaveBeenCalledTimes(1);
    });
  });

  describe("given more slots than the window", () => {
    it("shows 3 hours around the start and 2 more per 'show more'", async () => {
      const user = userEvent.setup();
      render(<Picker />);
      // window around 10:00 (the first free slot): 09:00 up to 11:59
      expect(screen.getAllByRole("radio")).toHaveLength(6);
      expect(screen.queryByRole("radio", { name: "12:00 Uhr" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Spätere Zeiten anzeigen" }));
      expect(screen.getByRole("radio", { name: "13:30 Uhr" })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("Angezeigte Startzeiten: 10");
      expect(await axeViolations()).toEqual([]);
    });

    it("stops after five extensions", async () => {
      const user = userEvent.setup();
      const hourly = Array.from({ length: 24 }, (_, hour) => ({
        start_time: `${String(hour).padStart(2, "0")}:00`,
        capacity: 40,
      }));
      render(<TimeSlotPicker slots={hourly} startMinutes={0} />);
      expect(screen.getAllByRole("radio")).toHaveLength(2);
      for (let click = 0; click < 5; click += 1) {
        await user.click(screen.getByRole("button", { name: "Spätere Zeiten anzeigen" }));
      }
      expect(screen.getAllByRole("radio")).toHaveLength(12);
      expect(
        screen.queryByRole("button", { name: "Spätere Zeiten anzeigen" }),
      ).not.toBeInTheDocument();
    });

    it("hides 'show more' when no later slot exists", () => {
      render(<Picker slots={SLOTS.slice(0, 6)} />);
      expect(screen.queryByRole("button", { name: "Spätere Zeiten anzeigen" })).toBeNull();
    });

    it("shows a slot chosen earlier even when it lies beyond the first window", () => {
      render(<Picker value="15:30" />);
      expect(screen.getByRole("radio", { name: "15:30 Uhr" })).toBeChecked();
      expect(screen.getByRole("radio", { name: "10:00 Uhr" })).toBeInTheDocument();
    });
  });

  describe("given a day without slots", () => {
    it("says so instead of an empty group", async () => {
      render(<Picker slots={[]} />);
      expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
      expect(screen.getByText("Für diesen Tag gibt es keine Startzeiten.")).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is loading", () => {
    it("is busy and says so", async () => {
      render(<Picker loading />);
      expect(screen.getByRole("status")).toHaveTextContent("Startzeiten werden geladen");
      expect(document.querySelector("[data-slot=time-slot-picker]")).toHaveAttribute(
        "aria-busy",
        "true",
      );
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is disabled", () => {
    it("disables every slot", async () => {
      render(<Picker disabled />);
      for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given an error", () => {
    it("describes the group by it", async () => {
      render(<Picker error="Bitte wählen Sie eine Startzeit." required />);
      const group = screen.getByRole("radiogroup", { name: "Startzeit wählen" });
      expect(group).toHaveAccessibleDescription("Bitte wählen Sie eine Startzeit.");
      expect(group).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("speaks the provider's language", async () => {
    render(
      <UiMessagesProvider locale="en">
        <Picker />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("radiogroup", { name: "Choose a start time" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "10:00" })).toHaveAccessibleDescription(
      "Few places (left: 5)",
    );
    expect(screen.getByText("From 10:00")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
