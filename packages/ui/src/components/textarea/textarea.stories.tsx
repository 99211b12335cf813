import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field";
import { Textarea } from "./textarea";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  render: (args) => (
    <Field label="Anmerkung zur Bestellung" hint="Höchstens 500 Zeichen" className="max-w-md">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true, defaultValue: "Rollstuhlplatz" } };

export const Invalid: Story = {
  render: (args) => (
    <Field label="Anmerkung zur Bestellung" error="Bitte kürzen Sie den Text." className="max-w-md">
      <Textarea {...args} defaultValue="Bitte einen Rollstuhlplatz reservieren." />
    </Field>
  ),
};

export const LongText: Story = {
  args: {
    defaultValue:
      "Wir kommen als Schulklasse mit 28 Kindern und drei Begleitpersonen. Zwei Kinder nutzen einen Rollstuhl. Gibt es einen Raum, in dem wir unsere Jacken und Rucksäcke lassen können, und dürfen wir nach der Führung im Hof unser Picknick machen?",
  },
};

export const ThemeAtelier: Story = { ...Invalid, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Invalid, globals: { theme: "nocturne" } };
