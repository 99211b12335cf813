import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field, Label } from "../field/field";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const OPTIONS = [
  { value: "mail", label: "Per E-Mail (kostenlos)" },
  { value: "post", label: "Per Post (2,50 €)" },
  { value: "pickup", label: "Abholung an der Kasse", disabled: true },
];

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { defaultValue: "mail" },
  render: (args) => (
    <Field label="Versand" group required>
      <RadioGroup {...args}>
        {OPTIONS.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={option.value} disabled={option.disabled} />
            <Label htmlFor={option.value}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </Field>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoneChosen: Story = { args: { defaultValue: undefined } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Field label="Versand" group required error="Bitte wählen Sie eine Versandart.">
      <RadioGroup {...args}>
        {OPTIONS.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`error-${option.value}`} />
            <Label htmlFor={`error-${option.value}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </Field>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Field label="Zeitfenster" group className="max-w-xs">
      <RadioGroup {...args} defaultValue="a">
        <div className="flex items-start gap-2">
          <RadioGroupItem value="a" id="long-a" className="mt-0.5" />
          <Label htmlFor="long-a">
            10:00 bis 10:30 Uhr, Einlass über den Seiteneingang am Kupfergraben, barrierefrei
          </Label>
        </div>
      </RadioGroup>
    </Field>
  ),
};

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
