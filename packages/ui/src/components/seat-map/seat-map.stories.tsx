import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import type { SeatCategory, SeatMapSeat } from "./seat-layout";
import { SeatLegend } from "./seat-legend";
import { SeatMap } from "./seat-map";

const CATEGORIES: SeatCategory[] = [
  { id: 1, title: "Parkett", color_code: "#1f6feb", price_from_cents: 2400, price_to_cents: 3200 },
  { id: 2, title: "Loge", color_code: "#f5c542", price_from_cents: 4500, price_to_cents: 4500 },
  { id: 3, title: "Rang", color_code: "#7c3aed", price_from_cents: 1200, price_to_cents: 1800 },
];

/** A small hall: 6 rows of up to 12 seats, the middle rows Loge, the back Rang, some taken. */
function hall(rows = 6, perRow = 12): SeatMapSeat[] {
  const seats: SeatMapSeat[] = [];
  for (let row = 1; row <= rows; row++) {
    // the front rows are shorter, as in a fan-shaped hall
    const from = row <= 2 ? 3 : 1;
    const to = row <= 2 ? perRow - 2 : perRow;
    for (let number = from; number <= to; number++) {
      const category = row <= 2 ? 1 : row <= 4 ? 2 : 3;
      seats.push({
        id: row * 100 + number,
        row,
        number,
        category_id: category,
        status: (row * 7 + number * 3) % 5 === 0 ? "blocked" : "available",
        price_cents: category === 1 ? 2400 : category === 2 ? 4500 : 1200,
      });
    }
  }
  return seats;
}

function Controlled(props: ComponentProps<typeof SeatMap>) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <div className="grid gap-4">
      <SeatLegend categories={props.categories} />
      <SeatMap
        {...props}
        selected={selected}
        onToggle={(id, on) =>
          setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))
        }
      />
    </div>
  );
}

const meta = {
  title: "Composites/SeatMap",
  component: SeatMap,
  args: { seats: hall(), categories: CATEGORIES, selected: [305, 306], onToggle: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NothingSelected: Story = { args: { selected: [] } };

export const Legend: Story = { render: (args) => <SeatLegend categories={args.categories} /> };

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true } };

export const LoadingFirstTime: Story = { args: { seats: [], loading: true } };

export const Empty: Story = { args: { seats: [] } };

export const LongText: Story = {
  args: {
    seats: hall(4, 30),
    categories: [
      {
        ...CATEGORIES[0],
        title: "Parkett links mit eingeschränkter Sicht auf die Bühne",
      } as SeatCategory,
      { ...CATEGORIES[1], title: "Loge im ersten Rang, Zugang über das Foyer" } as SeatCategory,
      CATEGORIES[2] as SeatCategory,
    ],
  },
  render: (args) => (
    <div className="max-w-sm">
      <Controlled {...args} />
    </div>
  ),
};

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };
