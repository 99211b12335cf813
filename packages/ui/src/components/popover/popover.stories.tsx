import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

const meta = {
  title: "Primitives/Popover",
  component: Popover,
  render: (args) => (
    <div className="min-h-48">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Preisdetails</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Preisdetails" align="start">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>2 × Tageskarte</dt>
            <dd>24,00 €</dd>
            <dt className="text-muted-foreground">darin 7 % MwSt.</dt>
            <dd className="text-muted-foreground">1,57 €</dd>
          </dl>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div className="min-h-80 max-w-xs">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Preisdetails zur Kombikarte mit Sonderausstellung</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Preisdetails zur Kombikarte" align="start">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>
              2 × Kombikarte Gemäldegalerie und Sonderausstellung „Meisterwerke der Renaissance“
            </dt>
            <dd>48,00 €</dd>
            <dt>1 × Audioguide in Deutsch, Englisch, Spanisch oder Französisch</dt>
            <dd>4,00 €</dd>
            <dt className="text-muted-foreground">darin 7 % MwSt.</dt>
            <dd className="text-muted-foreground">3,40 €</dd>
          </dl>
        </PopoverContent>
      </Popover>
    </div>
  ),
};

export const ThemeAtelier: Story = { ...Open, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Open, globals: { theme: "nocturne" } };
