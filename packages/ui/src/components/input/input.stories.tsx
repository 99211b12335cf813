import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field";
import { Input } from "./input";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { "aria-label": "Vorname", placeholder: "Ada" },
  render: (args) => (
    <div className="max-w-sm">
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: "Ada" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "Ada" } };

export const Invalid: Story = {
  render: () => (
    <Field label="Postleitzahl" error="Bitte fünf Ziffern eingeben." className="max-w-sm">
      <Input defaultValue="101" inputMode="numeric" autoComplete="postal-code" />
    </Field>
  ),
};

export const LongText: Story = {
  args: {
    defaultValue:
      "Museumsinsel, Bodestraße 1–3, Eingang über die James-Simon-Galerie, 10178 Berlin-Mitte",
  },
};

export const ThemeAtelier: Story = { ...Invalid, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Invalid, globals: { theme: "nocturne" } };
