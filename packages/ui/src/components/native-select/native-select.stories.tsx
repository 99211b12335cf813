import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field";
import { NativeSelect } from "./native-select";

const meta = {
  title: "Primitives/NativeSelect",
  component: NativeSelect,
  render: (args) => (
    <Field label="Land" hint="Für die Rechnungsadresse" className="max-w-sm">
      <NativeSelect {...args}>
        <option value="">Bitte wählen</option>
        <option value="de">Deutschland</option>
        <option value="at">Österreich</option>
        <option value="ch">Schweiz</option>
      </NativeSelect>
    </Field>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: "at" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "de" } };

export const Invalid: Story = {
  render: (args) => (
    <Field label="Land" error="Bitte wählen Sie ein Land." className="max-w-sm">
      <NativeSelect {...args}>
        <option value="">Bitte wählen</option>
        <option value="de">Deutschland</option>
      </NativeSelect>
    </Field>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Field label="Führung" className="max-w-xs">
      <NativeSelect {...args} defaultValue="long">
        <option value="long">
          Kuratorenführung durch die Sonderausstellung mit anschließendem Werkstattgespräch
        </option>
      </NativeSelect>
    </Field>
  ),
};

export const ThemeAtelier: Story = { ...Invalid, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Invalid, globals: { theme: "nocturne" } };
