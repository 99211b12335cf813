import type { Meta, StoryObj } from "@storybook/react-vite";
import { PaymentMethodPicker } from "./payment-method-picker";

const meta = {
  title: "Composites/PaymentMethodPicker",
  component: PaymentMethodPicker,
  args: { className: "max-w-md" },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCollectiveInvoice: Story = { args: { collectiveInvoiceAllowed: true } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = { args: { defaultValue: null, showError: true } };

export const Loading: Story = { args: { loading: true } };

/** The shop offers no mode the cart can show. */
export const Empty: Story = { args: { methods: [] } };

export const LongText: Story = {
  args: {
    className: "max-w-xs",
    collectiveInvoiceAllowed: true,
    labels: {
      collective_invoice: "Sammelrechnung an die Schule oder Einrichtung, zahlbar binnen 30 Tagen",
      sepa: "SEPA-Lastschrift vom Girokonto, Einzug frühestens fünf Bankarbeitstage nach dem Kauf",
    },
  },
};

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };

export const English: Story = {
  args: { collectiveInvoiceAllowed: true, defaultValue: null, showError: true },
  globals: { locale: "en" },
};

export const Spanish: Story = { ...English, globals: { locale: "es" } };

export const French: Story = { ...English, globals: { locale: "fr" } };
