import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "In den Warenkorb" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "ghost", "destructive", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="outline" />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="destructive" />
      <Button {...args} variant="link" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true, children: "Bezahlen" } };

export const LoadingEnglish: Story = {
  args: { loading: true, children: "Pay" },
  globals: { locale: "en" },
};

export const LoadingSpanish: Story = {
  args: { loading: true, children: "Pagar" },
  globals: { locale: "es" },
};

export const LoadingFrench: Story = {
  args: { loading: true, children: "Payer" },
  globals: { locale: "fr" },
};

export const LongText: Story = {
  args: {
    children: "Tickets für die Sonderausstellung „Meisterwerke der Renaissance“ reservieren",
  },
  render: (args) => (
    <div className="max-w-64">
      <Button {...args} />
    </div>
  ),
};

export const ThemeAtelier: Story = { ...Variants, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Variants, globals: { theme: "nocturne" } };
