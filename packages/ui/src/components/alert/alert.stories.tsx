import type { Meta, StoryObj } from "@storybook/react-vite";
import { AlertCircleIcon } from "../../lib/icons";
import { Alert, AlertDescription, AlertTitle } from "./alert";

const meta = {
  title: "Primitives/Alert",
  component: Alert,
  args: { variant: "info" },
  argTypes: {
    variant: { control: "inline-radio", options: ["info", "success", "warning", "destructive"] },
  },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertCircleIcon />
      <AlertTitle>Einlass nur mit Zeitfenster</AlertTitle>
      <AlertDescription>Bitte kommen Sie zur gebuchten Uhrzeit.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Success: Story = { args: { variant: "success", role: "status" } };

export const Warning: Story = { args: { variant: "warning" } };

export const Destructive: Story = { args: { variant: "destructive" } };

/** As an error summary receives it after a failed submit. */
export const Focused: Story = {
  args: { variant: "destructive" },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>("[data-slot=alert]")?.focus();
  },
};

/** `focusOn` takes the focus itself: an attempt counter, or the last failed attempt's error. */
export const FocusOnAttempt: Story = {
  args: { variant: "destructive", focusOn: 1 },
};

export const LongText: Story = {
  render: (args) => (
    <Alert {...args} className="max-w-sm">
      <AlertCircleIcon />
      <AlertTitle>
        Wegen einer Veranstaltung schließt das Haus am Freitag bereits um 16 Uhr
      </AlertTitle>
      <AlertDescription>
        Gebuchte Zeitfenster nach 15 Uhr werden automatisch erstattet. Sie erhalten eine E-Mail mit
        allen Einzelheiten und einem Gutschein für einen weiteren Besuch.
      </AlertDescription>
    </Alert>
  ),
};

const all = {
  render: () => (
    <div className="grid max-w-lg gap-3">
      {(["info", "success", "warning", "destructive"] as const).map((variant) => (
        <Alert key={variant} variant={variant} role="note">
          <AlertCircleIcon />
          <AlertTitle>Hinweis ({variant})</AlertTitle>
          <AlertDescription>Bitte kommen Sie zur gebuchten Uhrzeit.</AlertDescription>
        </Alert>
      ))}
    </div>
  ),
} satisfies Story;

export const ThemeAtelier: Story = { ...all, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...all, globals: { theme: "nocturne" } };
