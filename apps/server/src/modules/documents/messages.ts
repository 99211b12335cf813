// The words of the PDF documents in every shop locale (spec selling-core §1: de by default,
// en, es, fr), read from the server's ICU message tables (src/i18n/intl.ts).
import { INTL_LOCALES, type Locale } from "@shop/core";
import { serverText } from "../../i18n/intl";
import type { DocumentKind } from "./document-types";

export interface DocumentMessages {
  heading: Record<DocumentKind, string>;
  date: string;
  anyDay: string;
  slot: string;
  startTime: string;
  seat: string;
  fare: string;
  quantity: string;
  price: string;
  venue: string;
  /** The label of a combi ticket's houses. */
  venues: string;
  /** One sub ticket of a mantle ticket: "2 × Kinder". */
  subTicket: (quantity: number, title: string) => string;
  orderNumber: string;
  /** The issue 33: which of the line's people a page admits ("2 von 4: Erwachsene"). */
  person: string;
  personOf: (person: number, persons: number, label: string) => string;
  scanHint: string;
  couponValue: string;
  couponCode: string;
  couponHint: string;
}

/** The documents' words in `locale`, from the ICU tables (src/i18n/messages). */
export function documentMessages(locale: Locale): DocumentMessages {
  const text = (id: Parameters<typeof serverText>[1]) => serverText(locale, id);
  return {
    heading: {
      ticket: text("document.heading.ticket"),
      event: text("document.heading.event"),
      tour: text("document.heading.tour"),
      coupon: text("document.heading.coupon"),
    },
    date: text("document.date"),
    anyDay: text("document.anyDay"),
    slot: text("document.slot"),
    startTime: text("document.startTime"),
    seat: text("document.seat"),
    fare: text("document.fare"),
    quantity: text("document.quantity"),
    price: text("document.price"),
    venue: text("document.venue"),
    venues: text("document.venues"),
    subTicket: (quantity, title) => serverText(locale, "document.subTicket", { quantity, title }),
    orderNumber: text("document.orderNumber"),
    person: text("document.person"),
    personOf: (person, persons, label) =>
      serverText(locale, "document.personOf", { person, persons, label }),
    scanHint: text("document.scanHint"),
    couponValue: text("document.couponValue"),
    couponCode: text("document.couponCode"),
    couponHint: text("document.couponHint"),
  };
}

/** A calendar day YYYY-MM-DD in the locale's long form ("Freitag, 14. Juni 2030"). */
export function formatDocumentDate(date: string, locale: Locale): string {
  // The day is a calendar date without a zone: formatting its UTC midnight in UTC keeps it.
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: "full",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
