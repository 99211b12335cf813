import type { Meta, StoryObj } from "@storybook/react-vite";
import { Money, Price, VatNote } from "./money";

const meta = {
  title: "Composites/Price",
  component: Price,
  args: { cents: 1250 },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The struck-through old price is read as "Regular price: …, Now: …". */
export const Discounted: Story = { args: { cents: 900, originalCents: 1200 } };

export const Free: Story = { args: { cents: 0 } };

export const Large: Story = { args: { cents: 123_456_789, size: "lg" } };

export const WithVatNote: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <div className="grid">
        <Price {...args} />
        <VatNote vatPct={19} taxIncluded />
      </div>
      <div className="grid">
        <Price {...args} cents={2990} />
        <VatNote vatPct={7} taxIncluded={false} />
      </div>
      <div className="grid">
        <Price {...args} cents={1540} />
        <VatNote vatPct={7.7} taxIncluded />
      </div>
    </div>
  ),
};

export const AmountsOnly: Story = {
  render: () => (
    <ul className="grid gap-1">
      <li>
        <Money cents={100} />
      </li>
      <li>
        <Money cents={-450} />
      </li>
      <li>
        <Money cents={1_234_567} />
      </li>
    </ul>
  ),
};

const localised = {
  args: { cents: 900, originalCents: 1200 },
  render: (args) => (
    <div className="grid">
      <Price {...args} />
      <VatNote vatPct={19} taxIncluded />
      <VatNote vatPct={7} taxIncluded={false} />
    </div>
  ),
} satisfies Story;

export const English: Story = { ...localised, globals: { locale: "en" } };

export const Spanish: Story = { ...localised, globals: { locale: "es" } };

export const French: Story = { ...localised, globals: { locale: "fr" } };

export const ThemeAtelier: Story = { ...localised, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...localised, globals: { theme: "nocturne" } };
