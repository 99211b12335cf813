// The legend of a seat map (seat-legend.tsx): moved here from seat-map.test.tsx with the split.
import { formatMoney } from "@shop/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import type { SeatCategory } from "./seat-layout";
import { SeatLegend } from "./seat-legend";

const categories: SeatCategory[] = [
  { id: 1, title: "Parkett", color_code: "#1f6feb", price_from_cents: 2400, price_to_cents: 3200 },
  { id: 2, title: "Rang", color_code: "#f5c542", price_from_cents: 1200, price_to_cents: 1200 },
];
const euro = (cents: number) => formatMoney(cents, "de");

describe("SeatLegend", () => {
  it("lists each category with marker, title and price range, then unavailable and selected", async () => {
    render(<SeatLegend categories={categories} />);
    const legend = screen.getByRole("list", { name: "Legende" });
    const items = within(legend).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `AParkett, ${euro(2400)} bis ${euro(3200)}`,
      `BRang, ${euro(1200)}`,
      "Nicht verfügbar",
      "Ausgewählt",
    ]);
    // the swatches repeat the seats' looks and are not read
    expect(items[0]?.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(await axeViolations()).toEqual([]);
  });

  it("uses a category's own marker", () => {
    render(<SeatLegend categories={[{ ...categories[0], marker: "P" } as SeatCategory]} />);
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(/^PParkett/);
  });
});
