import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field";
import { NumberInput } from "./number-input";

const meta = {
  title: "Primitives/NumberInput",
  component: NumberInput,
  args: { defaultValue: 2, min: 1, max: 10 },
  render: (args) => (
    <Field label="Personen" hint="1 bis 10 Personen je Buchung">
      <NumberInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AtMinimum: Story = { args: { defaultValue: 1 } };

export const AtMaximum: Story = { args: { defaultValue: 10 } };

export const Empty: Story = { args: { defaultValue: null } };

export const Disabled: Story = {
  render: (args) => (
    <Field label="Personen" disabled>
      <NumberInput {...args} />
    </Field>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Personen" error="Für diese Führung sind höchstens 10 Personen möglich.">
      <NumberInput {...args} defaultValue={12} />
    </Field>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
