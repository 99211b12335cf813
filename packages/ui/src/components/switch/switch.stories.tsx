import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field";
import { Switch } from "./switch";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  render: (args) => (
    <Field label="Spende aufrunden" hint="Der Betrag wird auf volle Euro aufgerundet.">
      <Switch {...args} />
    </Field>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const LongText: Story = {
  render: (args) => (
    <Field
      label="Tickets als Wallet-Pass für Apple Wallet und Google Wallet zusätzlich zum PDF senden"
      className="max-w-xs"
    >
      <Switch {...args} />
    </Field>
  ),
};

export const ThemeAtelier: Story = { ...On, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...On, globals: { theme: "nocturne" } };
