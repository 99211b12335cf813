import type { TimeSlot } from "@shop/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { TimeSlotPicker } from "./time-slot-picker";

// One museum day, 09:00 to 17:30: the first slots show every state of @shop/core slotState.
const SLOTS: TimeSlot[] = [
  { start_time: "09:00", capacity: 0 },
  { start_time: "09:30", capacity: 1 },
  { start_time: "10:00", capacity: 40, seats: { available: 5, max: 20 } },
  { start_time: "10:30", capacity: 8 },
  ...["11", "12", "13", "14", "15", "16", "17"].flatMap((hour) => [
    { start_time: `${hour}:00`, capacity: 40 },
    { start_time: `${hour}:15`, capacity: 35 },
    { start_time: `${hour}:30`, capacity: null },
    { start_time: `${hour}:45`, capacity: 30 },
  ]),
];

const meta = {
  title: "Composites/TimeSlotPicker",
  component: TimeSlotPicker,
  args: { slots: SLOTS, minCapacity: 2 },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <TimeSlotPicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { value: "10:30" } };

export const Loading: Story = { args: { loading: true } };

export const SoldOut: Story = {
  args: { slots: SLOTS.map((slot) => ({ ...slot, capacity: 0 })) },
};

export const Empty: Story = { args: { slots: [] } };

export const Disabled: Story = { args: { disabled: true, value: "11:00" } };

export const WithError: Story = {
  args: { required: true, error: "Bitte wählen Sie eine Startzeit." },
};

export const LongText: Story = {
  args: {
    legend: "Einlasszeit für die Sonderausstellung „Meisterwerke der Renaissance“ wählen",
    hint: "Der Einlass ist innerhalb von 15 Minuten nach der gewählten Zeit möglich.",
    minCapacity: 9,
  },
  render: (args) => (
    <div className="max-w-sm">
      <TimeSlotPicker {...args} />
    </div>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { args: { value: "11:00" }, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { args: { value: "11:00" }, globals: { theme: "nocturne" } };
