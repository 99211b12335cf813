import type { Meta, StoryObj } from "@storybook/react-vite";
import { FlowBreadcrumbs } from "./flow-breadcrumbs";

const meta = {
  title: "Composites/FlowBreadcrumbs",
  component: FlowBreadcrumbs,
  args: {
    current: "time",
    choices: {
      filter: "Pergamonmuseum",
      group: "Zeitfenster-Tickets",
      date: "2026-11-24",
      time: "10:30",
    },
    onNavigate: () => {},
    resetHref: "#tickets",
  },
} satisfies Meta<typeof FlowBreadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DateStep: Story = { args: { current: "date" } };

/** The first step, before anything is chosen. */
export const Empty: Story = { args: { current: "filter", choices: {} } };

/** The compact ('smb') style has no filter step. */
export const Compact: Story = { args: { steps: ["group", "date", "time"] } };

export const ResetButton: Story = { args: { resetHref: undefined, onReset: () => {} } };

export const LongText: Story = {
  args: {
    choices: {
      filter: "Sonderausstellung „Meisterwerke der Renaissance aus italienischen Sammlungen“",
      group: "Ermäßigte Zeitfenster-Tickets für Schulklassen und Gruppen",
      date: "2026-11-24",
      time: "10:30",
    },
  },
  render: (args) => (
    <div className="max-w-md">
      <FlowBreadcrumbs {...args} />
    </div>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
