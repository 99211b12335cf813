import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "../input/input";
import { Field } from "./field";

const meta = {
  title: "Primitives/Field",
  component: Field,
  args: { label: "E-Mail", hint: "Wir senden die Tickets an diese Adresse.", children: null },
  render: ({ children: _children, ...args }) => (
    <Field {...args} className="max-w-sm">
      <Input type="email" autoComplete="email" defaultValue="ada@example" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

// the required marker's title (a tooltip) is the library's text
export const RequiredEnglish: Story = { ...Required, globals: { locale: "en" } };

export const RequiredSpanish: Story = { ...Required, globals: { locale: "es" } };

export const RequiredFrench: Story = { ...Required, globals: { locale: "fr" } };

export const WithError: Story = {
  args: { required: true, error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label: "E-Mail-Adresse für Tickets, Rechnung und Hinweise zu Ihrem Besuch",
    hint: "Wir verwenden die Adresse nur für diese Bestellung. Newsletter bestellen Sie getrennt im Kundenkonto, wenn Sie möchten.",
    error: "Diese E-Mail-Adresse ist zu lang: höchstens 254 Zeichen sind erlaubt.",
  },
};

export const ThemeAtelier: Story = { ...WithError, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...WithError, globals: { theme: "nocturne" } };
