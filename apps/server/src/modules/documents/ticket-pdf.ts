// spec selling-core §7: the PDF of a ticket, event or tour line. DESIGN.md §6 and the issue 33
// (Deliver 2): one page per person the line admits, each with the QR code of that person's own
// signed admission code (ticket-code.ts), the code printed below it for manual entry — so a
// family's four people can enter one by one, or each take their page on their phone.
import { formatMoney } from "@shop/core";
import type { DocumentContext, DocumentItem } from "./document-types";
import { type DocumentMessages, documentMessages, formatDocumentDate } from "./messages";
import { startPage } from "./pdf-layout";
import type { AdmissionKind } from "./ticket-code";

const QR_SIZE = 170;

/** The kind of admission a line's codes are. */
export function admissionKindOf(item: DocumentItem): AdmissionKind {
  return item.type === "event" || item.type === "tour" ? item.type : "ticket";
}

/**
 * The people a line admits, each named by what they are: a mantle ticket's sub tickets (spec
 * selling-core §5) or a tour's participants per price, each chosen per unit times the units; an
 * event's fare; otherwise the line's title, once per unit.
 */
export function admissionsOf(item: DocumentItem): string[] {
  const subs = item.subTickets ?? [];
  if (subs.length > 0) {
    return subs.flatMap((sub) => Array<string>(sub.quantity * item.quantity).fill(sub.title));
  }
  return Array<string>(item.quantity).fill(item.fare ?? item.title);
}

/**
 * Whom the line admits in all: its quantity, or its sub tickets or participants each with their
 * count ("1 × Erwachsene, 1 × Kinder"), as the cart line names them.
 */
function admitsOf(item: DocumentItem, text: DocumentMessages): string {
  const subs = item.subTickets ?? [];
  if (subs.length === 0) return String(item.quantity);
  return subs.map((sub) => text.subTicket(sub.quantity * item.quantity, sub.title)).join(", ");
}

/** Renders the line's pages; `codeOf(person, persons)` signs each person's code (from 1). */
export async function renderTicketPdf(
  context: DocumentContext,
  codeOf: (person: number, persons: number) => string,
): Promise<Uint8Array> {
  const { item, locale } = context;
  const text = documentMessages(locale);
  const kind = admissionKindOf(item);
  const writer = await startPage(locale, `${text.heading[kind]}: ${item.title}`);
  const people = admissionsOf(item);

  for (const [index, label] of people.entries()) {
    if (index > 0) writer.nextPage();
    const { venues } = item;
    // A combi ticket admits to every one of its houses: the document names them all.
    if (venues.length > 0) {
      writer.line(venues.map((venue) => venue.name).join(", "), { size: 10, muted: true });
    }
    writer.line(text.heading[kind], { size: 12, bold: true, muted: true });
    writer.line(item.title, { size: 20, bold: true });
    writer.space(8);
    writer.row(text.person, text.personOf(index + 1, people.length, label));
    writer.row(text.date, item.date ? formatDocumentDate(item.date, locale) : text.anyDay);
    if (item.slot) writer.row(kind === "ticket" ? text.slot : text.startTime, item.slot);
    if (item.seat) writer.row(text.seat, item.seat);
    if (item.fare) writer.row(text.fare, item.fare);
    writer.row(text.quantity, admitsOf(item, text));
    writer.row(text.price, formatMoney(item.priceCents, locale));
    venues.forEach(({ name, address }, at) => {
      const rowLabel = at > 0 ? "" : venues.length > 1 ? text.venues : text.venue;
      writer.row(rowLabel, address ? `${name}, ${address}` : name);
    });
    writer.row(text.orderNumber, String(context.orderId));
    writer.space(24);
    const code = codeOf(index + 1, people.length);
    await writer.qr(code, QR_SIZE);
    writer.line(code, { size: 7, muted: true });
    writer.line(text.scanHint, { size: 10 });
  }
  return writer.save();
}
