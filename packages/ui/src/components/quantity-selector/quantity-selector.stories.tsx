import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuantitySelector } from "./quantity-selector";

const meta = {
  title: "Composites/QuantitySelector",
  component: QuantitySelector,
  args: { label: "Erwachsene", options: [0, 1, 2, 3], defaultValue: 1 },
  argTypes: {
    display: { control: "inline-radio", options: ["auto", "buttons", "select", "input"] },
  },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to four quantities: a radio group of buttons, operated by Tab and the arrow keys. */
export const Buttons: Story = {};

export const Select: Story = { args: { options: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } };

/** A cart line without a list of quantities: bounded by min_persons and max_persons. */
export const NumberInput: Story = { args: { options: undefined, min: 1, max: 8, defaultValue: 2 } };

export const Disabled: Story = { args: { disabled: true } };

export const BookedOut: Story = { args: { options: [0], defaultValue: 0, bookedOut: true } };

export const BookedOutSelect: Story = {
  args: { options: [0], display: "select", defaultValue: 0, bookedOut: true },
};

export const NoneOffered: Story = { args: { options: [], defaultValue: 0 } };

export const Loading: Story = { args: { loading: true } };

export const LongTitle: Story = {
  args: {
    label:
      "Ermäßigt (Schüler, Studierende, Freiwilligendienst, Schwerbehinderte ab GdB 50 mit Nachweis)",
    options: [0, 1, 2, 3, 4],
    display: "buttons",
  },
  render: (args) => (
    <div className="max-w-56">
      <QuantitySelector {...args} />
    </div>
  ),
};

export const English: Story = {
  args: { bookedOut: true, options: [0] },
  globals: { locale: "en" },
};

export const Spanish: Story = {
  args: { bookedOut: true, options: [0] },
  globals: { locale: "es" },
};

export const French: Story = { args: { bookedOut: true, options: [0] }, globals: { locale: "fr" } };

const all = {
  render: (args) => (
    <div className="grid gap-4">
      <QuantitySelector {...args} />
      <QuantitySelector {...args} options={[0, 1, 2, 3, 4, 5, 6]} />
      <QuantitySelector {...args} options={undefined} min={1} max={6} />
      <QuantitySelector {...args} options={[0]} defaultValue={0} bookedOut />
    </div>
  ),
} satisfies Story;

export const ThemeAtelier: Story = { ...all, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...all, globals: { theme: "nocturne" } };
