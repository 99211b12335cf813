// The words of the PDF documents, complete in every shop locale (spec selling-core §1: de by
// default, en, es, fr). The record type makes a missing locale or key a compile error.
import { INTL_LOCALES, type Locale } from "@shop/core";
import type { DocumentKind } from "./document-types";

export interface DocumentMessages {
  heading: Record<DocumentKind, string>;
  date: string;
  anyDay: string;
  slot: string;
  quantity: string;
  price: string;
  venue: string;
  orderNumber: string;
  scanHint: string;
  couponValue: string;
  couponCode: string;
  couponHint: string;
}

export const DOCUMENT_MESSAGES: Readonly<Record<Locale, DocumentMessages>> = {
  de: {
    heading: {
      ticket: "Eintrittskarte",
      event: "Veranstaltung",
      tour: "Führung",
      coupon: "Gutschein",
    },
    date: "Datum",
    anyDay: "an einem Tag Ihrer Wahl",
    slot: "Zeitfenster",
    quantity: "Personen",
    price: "Preis",
    venue: "Ort",
    orderNumber: "Bestellnummer",
    scanHint: "Bitte zeigen Sie diesen Code am Einlass vor.",
    couponValue: "Wert",
    couponCode: "Gutscheincode",
    couponHint: "Lösen Sie den Code im Shop oder an der Kasse ein.",
  },
  en: {
    heading: {
      ticket: "Admission ticket",
      event: "Event",
      tour: "Guided tour",
      coupon: "Gift voucher",
    },
    date: "Date",
    anyDay: "on a day of your choice",
    slot: "Time slot",
    quantity: "Persons",
    price: "Price",
    venue: "Venue",
    orderNumber: "Order number",
    scanHint: "Please show this code at the entrance.",
    couponValue: "Value",
    couponCode: "Voucher code",
    couponHint: "Redeem the code in the shop or at the ticket desk.",
  },
  es: {
    heading: { ticket: "Entrada", event: "Evento", tour: "Visita guiada", coupon: "Vale regalo" },
    date: "Fecha",
    anyDay: "el día que usted elija",
    slot: "Franja horaria",
    quantity: "Personas",
    price: "Precio",
    venue: "Lugar",
    orderNumber: "Número de pedido",
    scanHint: "Muestre este código en la entrada.",
    couponValue: "Valor",
    couponCode: "Código del vale",
    couponHint: "Canjee el código en la tienda o en la taquilla.",
  },
  fr: {
    heading: {
      ticket: "Billet d'entrée",
      event: "Événement",
      tour: "Visite guidée",
      coupon: "Bon cadeau",
    },
    date: "Date",
    anyDay: "le jour de votre choix",
    slot: "Créneau horaire",
    quantity: "Personnes",
    price: "Prix",
    venue: "Lieu",
    orderNumber: "Numéro de commande",
    scanHint: "Veuillez présenter ce code à l'entrée.",
    couponValue: "Valeur",
    couponCode: "Code du bon",
    couponHint: "Utilisez le code dans la boutique ou à la caisse.",
  },
};

/** A calendar day YYYY-MM-DD in the locale's long form ("Freitag, 14. Juni 2030"). */
export function formatDocumentDate(date: string, locale: Locale): string {
  // The day is a calendar date without a zone: formatting its UTC midnight in UTC keeps it.
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: "full",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
