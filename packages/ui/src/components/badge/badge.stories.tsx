import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Wenige Plätze" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="primary">Neu</Badge>
      <Badge variant="secondary">Ermäßigt</Badge>
      <Badge variant="outline">Ab 6 Jahren</Badge>
      <Badge variant="success">Verfügbar</Badge>
      <Badge variant="warning">Wenige Plätze</Badge>
      <Badge variant="destructive">Ausverkauft</Badge>
      <Badge variant="info">Mit Führung</Badge>
    </div>
  ),
};

export const SoldOut: Story = { args: { variant: "destructive", children: "Ausverkauft" } };

export const LongText: Story = {
  args: { children: "Nur mit gültigem Schwerbehindertenausweis an der Kasse" },
};

export const ThemeAtelier: Story = { ...Variants, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Variants, globals: { theme: "nocturne" } };
