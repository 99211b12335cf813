import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DonationBox, type DonationBoxProps } from "./donation-box";

const meta = {
  title: "Composites/DonationBox",
  component: DonationBox,
  args: { added: false, onAdd: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-md">
      <DonationBox {...args} />
    </div>
  ),
} satisfies Meta<typeof DonationBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Once added, the button gives way to a thank-you message (spec selling-core §4). */
export const Added: Story = { args: { added: true } };

export const AddedWithoutRemove: Story = { args: { added: true, onRemove: undefined } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

function InteractiveDonationBox(args: DonationBoxProps) {
  const [added, setAdded] = useState(false);
  return (
    <div className="max-w-md">
      <DonationBox
        {...args}
        added={added}
        onAdd={() => setAdded(true)}
        onRemove={() => setAdded(false)}
      />
    </div>
  );
}

/** Press the button: focus follows to the message, and back to the button on removal. */
export const Interactive: Story = { render: (args) => <InteractiveDonationBox {...args} /> };

export const LongText: Story = {
  render: (args) => (
    <div className="max-w-56">
      <DonationBox {...args} />
    </div>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const EnglishAdded: Story = { args: { added: true }, globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { args: { added: true }, globals: { locale: "fr" } };

// one box per story: two would be two regions of the same name
export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeAtelierAdded: Story = { args: { added: true }, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };

export const ThemeNocturneAdded: Story = { args: { added: true }, globals: { theme: "nocturne" } };
