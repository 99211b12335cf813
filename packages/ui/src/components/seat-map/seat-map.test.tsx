import { formatMoney } from "@shop/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import type { SeatCategory, SeatMapSeat } from "./seat-layout";
import { SeatLegend } from "./seat-legend";
import { SeatMap } from "./seat-map";

const categories: SeatCategory[] = [
  { id: 1, title: "Parkett", color_code: "#1f6feb", price_from_cents: 2400, price_to_cents: 3200 },
  { id: 2, title: "Rang", color_code: "#f5c542", price_from_cents: 1200, price_to_cents: 1200 },
];

const seat = (id: number, row: number, number: number, extra: Partial<SeatMapSeat> = {}) => ({
  id,
  row,
  number,
  category_id: row === 3 ? 2 : 1,
  status: "available" as const,
  price_cents: row === 3 ? 1200 : 2400,
  ...extra,
});

// row 1: seats 1–4; row 2: seats 1–5, seat 2 blocked; row 3 (Rang): seats 3–5
const seats: SeatMapSeat[] = [
  seat(11, 1, 1),
  seat(12, 1, 2),
  seat(13, 1, 3),
  seat(14, 1, 4),
  seat(21, 2, 1),
  seat(22, 2, 2, { status: "blocked" }),
  seat(23, 2, 3),
  seat(24, 2, 4),
  seat(25, 2, 5, { status: "booked" }),
  seat(33, 3, 3),
  seat(34, 3, 4),
  seat(35, 3, 5),
];

const euro = (cents: number) => formatMoney(cents, "de");
const name = (row: number, number: number, status = "frei", category = "Parkett", cents = 2400) =>
  `Reihe ${row}, Platz ${number}, Kategorie ${category}, ${euro(cents)}, ${status}`;
const seatButton = (
  row: number,
  number: number,
  status?: string,
  category?: string,
  cents?: number,
) => screen.getByRole("button", { name: name(row, number, status, category, cents) });

function Plan(props: {
  initial?: number[];
  onToggle?: (id: number, on: boolean) => void;
  disabled?: boolean;
}) {
  const [selected, setSelected] = useState(props.initial ?? []);
  return (
    <SeatMap
      seats={seats}
      categories={categories}
      selected={selected}
      disabled={props.disabled}
      onToggle={(id, on) => {
        setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
        props.onToggle?.(id, on);
      }}
    />
  );
}

describe("SeatMap", () => {
  it("is a named grid of rows whose seats are toggle buttons named in full", async () => {
    render(<Plan />);
    const grid = screen.getByRole("grid", { name: "Saalplan" });
    const rows = within(grid).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement).getByRole("rowheader", { name: "Reihe 2" }),
    ).toBeInTheDocument();
    expect(seatButton(1, 1)).toHaveAttribute("aria-pressed", "false");
    expect(seatButton(3, 4, "frei", "Rang", 1200)).toHaveTextContent("B");
    expect(seatButton(1, 1)).toHaveTextContent("A");
    const blocked = seatButton(2, 2, "nicht verfügbar");
    expect(blocked).toHaveAttribute("aria-disabled", "true");
    expect(seatButton(2, 5, "nicht verfügbar")).toHaveAttribute("aria-disabled", "true");
    // one tab stop for the whole plan
    expect(
      within(grid)
        .getAllByRole("button")
        .filter((button) => button.tabIndex === 0),
    ).toEqual([seatButton(1, 1)]);
    expect(await axeViolations()).toEqual([]);
  });

  it("toggles a seat by click and reports whether it is wanted", async () => {
    const onToggle = vi.fn();
    render(<Plan onToggle={onToggle} />);
    await userEvent.click(seatButton(1, 2));
    expect(onToggle).toHaveBeenLastCalledWith(12, true);
    expect(seatButton(1, 2, "ausgewählt")).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(seatButton(1, 2, "ausgewählt"));
    expect(onToggle).toHaveBeenLastCalledWith(12, false);
    await userEvent.click(seatButton(2, 2, "nicht verfügbar"));
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(await axeViolations()).toEqual([]);
  });

  describe("by keyboard", () => {
    it("moves with the arrow keys between seats and rows", async () => {
      render(<Plan />);
      await userEvent.tab();
      expect(seatButton(1, 1)).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      expect(seatButton(1, 1)).toHaveFocus();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      expect(seatButton(1, 3)).toHaveFocus();
      expect(seatButton(1, 3)).toHaveAttribute("tabindex", "0");
      expect(seatButton(1, 1)).toHaveAttribute("tabindex", "-1");
      await userEvent.keyboard("{ArrowDown}");
      expect(seatButton(2, 3)).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      // an unavailable seat is passed through, not skipped, and says why it cannot be chosen
      expect(seatButton(2, 2, "nicht verfügbar")).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      // row 3 starts at seat 3: the nearest seat is taken
      expect(seatButton(3, 3, "frei", "Rang", 1200)).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}{ArrowUp}");
      expect(seatButton(1, 3)).toHaveFocus();
    });

    it("goes to the row's ends with Home and End, and to the plan's with Ctrl", async () => {
      render(<Plan />);
      await userEvent.tab();
      await userEvent.keyboard("{End}");
      expect(seatButton(1, 4)).toHaveFocus();
      await userEvent.keyboard("{Home}");
      expect(seatButton(1, 1)).toHaveFocus();
      await userEvent.keyboard("{Control>}{End}{/Control}");
      expect(seatButton(3, 5, "frei", "Rang", 1200)).toHaveFocus();
      await userEvent.keyboard("{Control>}{Home}{/Control}");
      expect(seatButton(1, 1)).toHaveFocus();
    });

    it("toggles with Enter and Space, and not on an unavailable seat", async () => {
      const onToggle = vi.fn();
      render(<Plan onToggle={onToggle} />);
      await userEvent.tab();
      await userEvent.keyboard("{Enter}");
      expect(onToggle).toHaveBeenLastCalledWith(11, true);
      expect(seatButton(1, 1, "ausgewählt")).toHaveAttribute("aria-pressed", "true");
      await userEvent.keyboard(" ");
      expect(onToggle).toHaveBeenLastCalledWith(11, false);
      await userEvent.keyboard("{ArrowDown}{ArrowRight}");
      expect(seatButton(2, 2, "nicht verfügbar")).toHaveFocus();
      await userEvent.keyboard("{Enter} ");
      expect(onToggle).toHaveBeenCalledTimes(2);
    });

    it("enters the plan on a seat already chosen", async () => {
      render(<Plan initial={[24]} />);
      await userEvent.tab();
      expect(seatButton(2, 4, "ausgewählt")).toHaveFocus();
      expect(seatButton(2, 4, "ausgewählt")).toHaveAttribute("aria-pressed", "true");
    });
  });

  describe("given a chosen seat", () => {
    it("says in its name that it is chosen, not free", async () => {
      render(<Plan initial={[24]} />);
      expect(seatButton(2, 4, "ausgewählt")).toHaveAttribute("aria-pressed", "true");
      expect(screen.queryByRole("button", { name: name(2, 4) })).toBeNull();
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(seatButton(2, 4, "ausgewählt"));
      expect(seatButton(2, 4)).toHaveAttribute("aria-pressed", "false");
    });

    it.each([
      ["en", "Row 2, seat 4, category Parkett", "selected"],
      ["es", "Fila 2, asiento 4, categoría Parkett", "seleccionado"],
      ["fr", "Rang 2, place 4, catégorie Parkett", "sélectionnée"],
    ] as const)("says so in %s", (locale, seatName, status) => {
      render(
        <UiMessagesProvider locale={locale}>
          <SeatMap seats={seats} categories={categories} selected={[24]} onToggle={() => {}} />
        </UiMessagesProvider>,
      );
      expect(
        screen.getByRole("button", {
          name: `${seatName}, ${formatMoney(2400, locale)}, ${status}`,
        }),
      ).toHaveAttribute("aria-pressed", "true");
    });

    it("draws it in no category's colour: hollow, thick-edged and checked, as the legend shows it", async () => {
      render(
        <>
          <SeatLegend categories={categories} />
          <Plan initial={[24]} />
        </>,
      );
      const chosen = seatButton(2, 4, "ausgewählt");
      const free = seatButton(2, 3);
      // a free seat wears its category's colour; the chosen one none, nor the theme's primary
      // (which a catalogue colour may equal, as #1f6feb nearly does the default theme's)
      expect(free.style.backgroundColor).not.toBe("");
      expect(chosen.style.backgroundColor).toBe("");
      expect(chosen.className).toContain("bg-background");
      expect(chosen.className).not.toMatch(/\bbg-primary\b/);
      // not by colour alone: a thicker edge than any free seat's, and a check mark
      expect(chosen.className).toContain("border-[3px]");
      expect(free.className).not.toContain("border-[3px]");
      expect(chosen.querySelector("svg")).not.toBeNull();
      const legend = screen.getByRole("list", { name: "Legende" });
      const swatch = within(legend).getByText("Ausgewählt").previousElementSibling as HTMLElement;
      for (const name of swatch.className.split(" ")) expect(chosen.className).toContain(name);
      expect(swatch.querySelector("svg")).not.toBeNull();
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is disabled", () => {
    it("keeps the seats focusable but does not toggle them", async () => {
      const onToggle = vi.fn();
      render(<Plan onToggle={onToggle} disabled />);
      await userEvent.tab();
      expect(seatButton(1, 1)).toHaveAttribute("aria-disabled", "true");
      await userEvent.keyboard("{Enter}");
      await userEvent.click(seatButton(1, 2));
      expect(onToggle).not.toHaveBeenCalled();
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given no seats", () => {
    it("says there is no plan, or that it is loading", async () => {
      const { rerender } = render(
        <SeatMap seats={[]} categories={categories} selected={[]} onToggle={() => {}} />,
      );
      expect(screen.getByText("Für diesen Termin gibt es keinen Saalplan.")).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
      rerender(
        <SeatMap seats={[]} categories={categories} selected={[]} onToggle={() => {}} loading />,
      );
      expect(screen.getByRole("status")).toHaveTextContent("Saalplan wird geladen");
    });
  });

  it("rings the focused seat as every control is, and outlines it where forced colours drop shadows", () => {
    render(<Plan />);
    const classes = seatButton(1, 1).className.split(" ");
    // the shared ring's gap and width, drawn as shadows (cheaper to repaint on 2,000 seats)
    expect(classes).toContain(
      "focus-visible:shadow-[0_0_0_var(--ring-offset)_var(--background),0_0_0_calc(var(--ring-offset)_+_var(--ring-width))_var(--ring)]",
    );
    expect(classes).toEqual(
      expect.arrayContaining([
        "forced-colors:focus-visible:outline-solid",
        "forced-colors:focus-visible:outline-[length:var(--ring-width)]",
      ]),
    );
  });

  it("marks the grid busy while seats reload", async () => {
    render(
      <SeatMap seats={seats} categories={categories} selected={[]} onToggle={() => {}} loading />,
    );
    expect(screen.getByRole("grid")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Saalplan wird geladen");
    expect(await axeViolations()).toEqual([]);
  });

  it("names seats in the provider's language", () => {
    render(
      <UiMessagesProvider locale="en">
        <SeatMap seats={seats} categories={categories} selected={[]} onToggle={() => {}} />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("grid", { name: "Seating plan" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", {
        name: `Row 2, seat 2, category Parkett, ${formatMoney(2400, "en")}, unavailable`,
      }),
    ).toBeInTheDocument();
  });
});
