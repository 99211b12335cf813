// The issue 33, Deliver 4: what a wallet pass is of. A pass admits one person, as a PDF page
// does (ticket-pdf.ts admissionsOf: each sub ticket, tour participant or seat a person of its
// own), with that person's signed admission code (ticket-code.ts) and the visit's day and time
// in Berlin, whatever the server's zone.
import type { KeyObject } from "node:crypto";
import { addDays, berlinDateTime, berlinInstant, type Locale } from "@shop/core";
import { isDated } from "./calendar-file";
import type { DocumentItem } from "./document-types";
import { admissionOf } from "./service";
import { signAdmissionCode } from "./ticket-code";
import { admissionsOf } from "./ticket-pdf";

/** One person of a dated ticket, event or tour line. */
export interface WalletAdmission {
  orderId: number;
  /** The order's language: the one the line's titles and museums are written in. */
  orderLocale: Locale;
  item: DocumentItem & { date: string };
  /** Which of the line's people, from 1, of `persons`. */
  person: number;
  persons: number;
  /** What the person is: the sub ticket, the fare, or the line's title. */
  label: string;
  /** The person's signed admission code (T2): the pass's barcode. */
  code: string;
}

/** Whether a line has wallet passes: a ticket, event or tour line for one day. */
export function hasWalletPasses(item: DocumentItem): item is DocumentItem & { date: string } {
  return isDated(item) && (item.type === "ticket" || item.type === "event" || item.type === "tour");
}

/** Each person of the line with their code, signed as the PDF's are. */
export function walletAdmissionsOf(
  privateKey: KeyObject,
  context: { orderId: number; orderLocale: Locale; item: DocumentItem & { date: string } },
): WalletAdmission[] {
  const labels = admissionsOf(context.item);
  const codeContext = { orderId: context.orderId, locale: context.orderLocale, item: context.item };
  return labels.map((label, index) => ({
    orderId: context.orderId,
    orderLocale: context.orderLocale,
    item: context.item,
    person: index + 1,
    persons: labels.length,
    label,
    code: signAdmissionCode(privateKey, admissionOf(codeContext, index + 1, labels.length)),
  }));
}

/** The stable name of one person's pass: `{order}-{item}-{person}`. */
export function admissionSerial(admission: WalletAdmission): string {
  return `${admission.orderId}-${admission.item.id}-${admission.person}`;
}

/** When the visit is: its start (the slot, or the day's first minute) and the day's end. */
export function visitTimes(item: { date: string; slot: string | null }) {
  const nextDay = addDays(item.date, 1);
  return {
    /** ISO 8601 with Berlin's offset of that day, "2030-10-27T10:30:00+01:00". */
    startText: berlinDateTime(item.date, item.slot ?? "00:00"),
    start: berlinInstant(item.date, item.slot ?? "00:00"),
    dayStartText: berlinDateTime(item.date, "00:00"),
    dayStart: berlinInstant(item.date, "00:00"),
    dayEndText: berlinDateTime(nextDay, "00:00"),
    dayEnd: berlinInstant(nextDay, "00:00"),
  };
}

/** The museums a line admits to, by name ("Kunsthalle, Hafenmuseum"), or its title. */
export function venueNamesOf(item: DocumentItem): string {
  return item.venues.length > 0 ? item.venues.map((venue) => venue.name).join(", ") : item.title;
}

/** Each museum with its address on one line ("Kunsthalle, Uferweg 3, 10178 Berlin"). */
export function venueAddressesOf(item: DocumentItem): string {
  return item.venues
    .map(({ name, address }) => (address ? `${name}, ${address.replace(/\s*\n\s*/g, ", ")}` : name))
    .join("\n");
}
