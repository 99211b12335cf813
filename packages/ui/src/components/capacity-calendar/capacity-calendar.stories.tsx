import { addDays, type DayAvailability } from "@shop/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../alert/alert";
import { type AvailabilityByDate, CapacityCalendar } from "./capacity-calendar";

// A fixed "today" keeps the visual snapshots stable.
const TODAY = "2026-11-10";

// Three months of demo availability: Mondays closed, every fifth day few, every eleventh sold out.
function demoAvailability(): AvailabilityByDate {
  const days: Record<string, DayAvailability> = {};
  for (let offset = -9; offset < 80; offset += 1) {
    const date = addDays("2026-11-10", offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    days[date] =
      weekday === 1
        ? "closed"
        : offset % 11 === 3
          ? "soldOut"
          : offset % 5 === 1
            ? "few"
            : "enough";
  }
  return days;
}

const AVAILABILITY = demoAvailability();

const meta = {
  title: "Composites/CapacityCalendar",
  component: CapacityCalendar,
  args: { availability: AVAILABILITY, today: TODAY },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <CapacityCalendar {...args} selected={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof CapacityCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { selected: "2026-11-20" } };

export const TwoMonths: Story = { args: { numberOfMonths: 2 } };

export const Loading: Story = { args: { availability: {}, loading: true } };

export const SoldOut: Story = {
  args: {
    availability: Object.fromEntries(Object.keys(AVAILABILITY).map((day) => [day, "soldOut"])),
    banner: (
      <Alert variant="warning" role="status">
        <AlertTitle>Ausverkauft</AlertTitle>
        <AlertDescription>
          In den nächsten 30 Tagen sind alle Zeitfenster ausgebucht.
        </AlertDescription>
      </Alert>
    ),
  },
};

export const Empty: Story = { args: { availability: {} } };

/** Past days are disabled; after maxDate nothing can be chosen and the month buttons stop. */
export const DisabledDays: Story = { args: { maxDate: "2026-11-20" } };

export const LongText: Story = {
  args: {
    availabilityLabels: {
      few: "Nur noch wenige Plätze frei – bitte bald buchen",
      enough: "Ausreichend Plätze für Gruppen und Einzelbesucher",
    },
    banner: (
      <Alert variant="info" role="note" className="max-w-sm">
        <AlertDescription>
          Die Sonderausstellung „Meisterwerke der Renaissance aus italienischen Sammlungen“ ist
          montags geschlossen; an Feiertagen gelten besondere Öffnungszeiten.
        </AlertDescription>
      </Alert>
    ),
  },
};

export const English: Story = { args: { selected: "2026-11-20" }, globals: { locale: "en" } };

export const Spanish: Story = { args: { selected: "2026-11-20" }, globals: { locale: "es" } };

export const French: Story = { args: { selected: "2026-11-20" }, globals: { locale: "fr" } };

export const ThemeAtelier: Story = {
  args: { selected: "2026-11-20" },
  globals: { theme: "atelier" },
};

export const ThemeNocturne: Story = {
  args: { selected: "2026-11-20" },
  globals: { theme: "nocturne" },
};
