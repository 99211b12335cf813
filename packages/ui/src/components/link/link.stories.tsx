import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./link";

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { href: "#agb", children: "Allgemeine Geschäftsbedingungen" },
  argTypes: { variant: { control: "inline-radio", options: ["inline", "standalone", "muted"] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <p className="max-w-prose">
      Mit der Bestellung akzeptieren Sie unsere <Link {...args} /> und die Hausordnung.
    </p>
  ),
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Link {...args} variant="inline" />
      <Link {...args} variant="standalone" />
      <Link {...args} variant="muted" />
    </div>
  ),
};

export const External: Story = {
  args: { href: "https://example.org", external: true, children: "Website des Museums" },
};

export const ExternalEnglish: Story = { ...External, globals: { locale: "en" } };

export const ExternalSpanish: Story = { ...External, globals: { locale: "es" } };

export const ExternalFrench: Story = { ...External, globals: { locale: "fr" } };

export const LongText: Story = {
  args: {
    children:
      "Informationen zur Barrierefreiheit aller Häuser, Ausstellungen und Veranstaltungsräume",
  },
  render: (args) => (
    <div className="max-w-56">
      <Link {...args} />
    </div>
  ),
};

export const ThemeAtelier: Story = { ...Variants, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Variants, globals: { theme: "nocturne" } };
