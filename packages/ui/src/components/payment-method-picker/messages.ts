// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "paymentMethodPicker.label": "Zahlungsart",
  "paymentMethodPicker.creditCard": "Kreditkarte",
  "paymentMethodPicker.paypal": "PayPal",
  "paymentMethodPicker.sepa": "SEPA-Lastschrift",
  "paymentMethodPicker.sofort": "Sofortüberweisung",
  "paymentMethodPicker.collectiveInvoice": "Sammelrechnung",
  "paymentMethodPicker.required": "Bitte wählen Sie eine Zahlungsart.",
  "paymentMethodPicker.empty": "Derzeit ist keine Zahlungsart verfügbar.",
};

export const paymentMethodPickerMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "paymentMethodPicker.label": "Payment method",
    "paymentMethodPicker.creditCard": "Credit card",
    "paymentMethodPicker.paypal": "PayPal",
    "paymentMethodPicker.sepa": "SEPA direct debit",
    "paymentMethodPicker.sofort": "Sofort bank transfer",
    "paymentMethodPicker.collectiveInvoice": "Collective invoice",
    "paymentMethodPicker.required": "Please choose a payment method.",
    "paymentMethodPicker.empty": "No payment method is available at the moment.",
  },
  es: {
    "paymentMethodPicker.label": "Forma de pago",
    "paymentMethodPicker.creditCard": "Tarjeta de crédito",
    "paymentMethodPicker.paypal": "PayPal",
    "paymentMethodPicker.sepa": "Domiciliación bancaria SEPA",
    "paymentMethodPicker.sofort": "Transferencia inmediata Sofort",
    "paymentMethodPicker.collectiveInvoice": "Factura colectiva",
    "paymentMethodPicker.required": "Elige una forma de pago.",
    "paymentMethodPicker.empty": "En este momento no hay ninguna forma de pago disponible.",
  },
  fr: {
    "paymentMethodPicker.label": "Mode de paiement",
    "paymentMethodPicker.creditCard": "Carte de crédit",
    "paymentMethodPicker.paypal": "PayPal",
    "paymentMethodPicker.sepa": "Prélèvement SEPA",
    "paymentMethodPicker.sofort": "Virement Sofort",
    "paymentMethodPicker.collectiveInvoice": "Facture groupée",
    "paymentMethodPicker.required": "Veuillez choisir un mode de paiement.",
    "paymentMethodPicker.empty": "Aucun mode de paiement n’est disponible pour le moment.",
  },
};
