// The words of the order confirmation, complete in every shop locale (spec selling-core §1).
// The record type makes a missing locale or key a compile error.
import type { Locale } from "@shop/core";

export interface MailMessages {
  subject: (orderId: number) => string;
  greeting: (name: string | null) => string;
  intro: string;
  summary: string;
  orderNumber: string;
  total: string;
  attachments: string;
  noAttachments: string;
  anyDay: string;
  closing: string;
}

export const MAIL_MESSAGES: Readonly<Record<Locale, MailMessages>> = {
  de: {
    subject: (id) => `Ihre Bestellung ${id}`,
    greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
    intro: "vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bestätigen sie hiermit.",
    summary: "Ihre Bestellung",
    orderNumber: "Bestellnummer",
    total: "Gesamtbetrag",
    attachments: "Ihre Tickets und Gutscheine finden Sie als PDF im Anhang dieser E-Mail.",
    noAttachments: "Diese Bestellung enthält keine Tickets oder Gutscheine zum Ausdrucken.",
    anyDay: "an einem Tag Ihrer Wahl",
    closing: "Wir freuen uns auf Ihren Besuch!",
  },
  en: {
    subject: (id) => `Your order ${id}`,
    greeting: (name) => (name ? `Dear ${name},` : "Hello,"),
    intro: "thank you for your order. We have received it and hereby confirm it.",
    summary: "Your order",
    orderNumber: "Order number",
    total: "Total",
    attachments: "Your tickets and vouchers are attached to this e-mail as PDF files.",
    noAttachments: "This order contains no tickets or vouchers to print.",
    anyDay: "on a day of your choice",
    closing: "We look forward to your visit!",
  },
  es: {
    subject: (id) => `Su pedido ${id}`,
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    intro: "gracias por su pedido. Lo hemos recibido y se lo confirmamos.",
    summary: "Su pedido",
    orderNumber: "Número de pedido",
    total: "Importe total",
    attachments: "Encontrará sus entradas y vales como PDF adjuntos a este correo.",
    noAttachments: "Este pedido no contiene entradas ni vales para imprimir.",
    anyDay: "el día que usted elija",
    closing: "¡Esperamos su visita!",
  },
  fr: {
    subject: (id) => `Votre commande ${id}`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: "merci pour votre commande. Nous l'avons bien reçue et vous la confirmons.",
    summary: "Votre commande",
    orderNumber: "Numéro de commande",
    total: "Montant total",
    attachments: "Vos billets et bons sont joints à cet e-mail au format PDF.",
    noAttachments: "Cette commande ne contient ni billet ni bon à imprimer.",
    anyDay: "le jour de votre choix",
    closing: "Au plaisir de vous accueillir !",
  },
};
