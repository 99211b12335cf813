import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field, Label } from "../field/field";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="newsletter" {...args} />
      <Label htmlFor="newsletter">Newsletter abonnieren</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: "indeterminate" } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const RequiredWithError: Story = {
  render: (args) => (
    <Field
      label="Ich akzeptiere die Allgemeinen Geschäftsbedingungen"
      required
      error="Bitte akzeptieren Sie die AGB, um fortzufahren."
      className="max-w-md"
    >
      <Checkbox {...args} />
    </Field>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex max-w-xs items-start gap-2">
      <Checkbox id="long" className="mt-0.5" {...args} />
      <Label htmlFor="long">
        Ich möchte über Sonderausstellungen, Führungen und Veranstaltungen für Familien per E-Mail
        informiert werden
      </Label>
    </div>
  ),
};

const all = {
  render: () => (
    <div className="grid gap-3">
      {[
        ["off", false],
        ["on", true],
      ].map(([id, checked]) => (
        <div key={String(id)} className="flex items-center gap-2">
          <Checkbox id={`theme-${id}`} defaultChecked={Boolean(checked)} />
          <Label htmlFor={`theme-${id}`}>Geschenkverpackung ({String(id)})</Label>
        </div>
      ))}
    </div>
  ),
} satisfies Story;

export const ThemeAtelier: Story = { ...all, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...all, globals: { theme: "nocturne" } };
