import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { ShippingChoice } from "./shipping-choice";

/** Keeps the choice as the cart would, so the stories can be clicked through. */
function Controlled(props: ComponentProps<typeof ShippingChoice>) {
  const [value, setValue] = useState(props.value);
  return <ShippingChoice {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Composites/ShippingChoice",
  component: ShippingChoice,
  args: { value: null, onValueChange: () => {}, priceCents: 350, className: "max-w-md" },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ShippingChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PrintAtHome: Story = { args: { value: false } };

export const ByPost: Story = { args: { value: true } };

export const Disabled: Story = { args: { value: false, disabled: true } };

/** After the visitor tried to check out without choosing. */
export const WithError: Story = { args: { showError: true } };

export const Loading: Story = { args: { loading: true } };

/** No shipping price known: the post option shows none. */
export const Empty: Story = { args: { priceCents: undefined } };

export const LongText: Story = {
  args: {
    className: "max-w-xs",
    priceCents: 1290,
    label:
      "Wie möchten Sie die Tickets und die bestellten Kataloge der Sonderausstellung erhalten?",
  },
};

export const ThemeAtelier: Story = { args: { value: true }, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { args: { value: true }, globals: { theme: "nocturne" } };

export const English: Story = { args: { showError: true }, globals: { locale: "en" } };

export const Spanish: Story = { args: { showError: true }, globals: { locale: "es" } };

export const French: Story = { args: { showError: true }, globals: { locale: "fr" } };
