import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";

const meta = {
  title: "Primitives/Toast",
  component: Toast,
  args: { variant: "success", open: true, duration: Number.POSITIVE_INFINITY },
  argTypes: {
    variant: { control: "inline-radio", options: ["info", "success", "warning", "destructive"] },
  },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <ToastProvider>
      <div className="min-h-48" />
      <Toast {...args}>
        <ToastTitle>Im Warenkorb</ToastTitle>
        <ToastDescription>2 × Tageskarte, Samstag 10:00 Uhr</ToastDescription>
        <ToastAction altText="Im Warenkorb entfernen">Rückgängig</ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Info: Story = { args: { variant: "info" } };

export const Warning: Story = { args: { variant: "warning" } };

export const Destructive: Story = { args: { variant: "destructive" } };

export const LongText: Story = {
  render: (args) => (
    <ToastProvider>
      <div className="min-h-64" />
      <Toast {...args}>
        <ToastTitle>Ihre Reservierung für die Sonderausstellung wurde verlängert</ToastTitle>
        <ToastDescription>
          2 × Tageskarte „Meisterwerke der Renaissance aus italienischen Sammlungen“, Samstag, 14.
          März 2026, Einlass 10:00 Uhr, bleiben weitere 20 Minuten für Sie reserviert.
        </ToastDescription>
        <ToastAction altText="Reservierung aufheben">Reservierung aufheben</ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
