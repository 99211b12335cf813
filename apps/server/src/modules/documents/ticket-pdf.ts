// spec selling-core §7: the PDF of a ticket, event or tour line. DESIGN.md §6: it carries a QR
// code of the signed ticket code; the same code is printed below it for manual entry.
import { formatMoney } from "@shop/core";
import type { DocumentContext, DocumentItem } from "./document-types";
import { type DocumentMessages, documentMessages, formatDocumentDate } from "./messages";
import { startPage } from "./pdf-layout";
import { signTicketCode } from "./ticket-code";

const QR_SIZE = 170;

/** The signed code of a ticket line (what its QR code holds). */
export function ticketCodeOf(secret: string, context: DocumentContext): string {
  const { item } = context;
  return signTicketCode(secret, {
    orderId: context.orderId,
    itemId: item.id,
    ticketId: item.productId,
    date: item.date,
    slot: item.slot,
    quantity: item.quantity,
  });
}

/**
 * Whom the line admits: its quantity, or for a mantle ticket (spec selling-core §5) its sub
 * tickets, each chosen per unit times the units ("1 × Erwachsene, 1 × Kinder"), as the cart
 * line names them.
 */
function admitsOf(item: DocumentItem, text: DocumentMessages): string {
  const subs = item.subTickets ?? [];
  if (subs.length === 0) return String(item.quantity);
  return subs.map((sub) => text.subTicket(sub.quantity * item.quantity, sub.title)).join(", ");
}

export async function renderTicketPdf(
  context: DocumentContext,
  ticketCode: string,
): Promise<Uint8Array> {
  const { item, locale } = context;
  const text = documentMessages(locale);
  const kind = item.type === "event" || item.type === "tour" ? item.type : "ticket";
  const writer = await startPage(locale, `${text.heading[kind]}: ${item.title}`);

  const { venues } = item;
  // A combi ticket admits to every one of its houses: the document names them all.
  if (venues.length > 0) {
    writer.line(venues.map((venue) => venue.name).join(", "), { size: 10, muted: true });
  }
  writer.line(text.heading[kind], { size: 12, bold: true, muted: true });
  writer.line(item.title, { size: 20, bold: true });
  writer.space(8);
  writer.row(text.date, item.date ? formatDocumentDate(item.date, locale) : text.anyDay);
  if (item.slot) writer.row(kind === "ticket" ? text.slot : text.startTime, item.slot);
  if (item.seat) writer.row(text.seat, item.seat);
  if (item.fare) writer.row(text.fare, item.fare);
  writer.row(text.quantity, admitsOf(item, text));
  writer.row(text.price, formatMoney(item.priceCents, locale));
  venues.forEach(({ name, address }, index) => {
    const label = index > 0 ? "" : venues.length > 1 ? text.venues : text.venue;
    writer.row(label, address ? `${name}, ${address}` : name);
  });
  writer.row(text.orderNumber, String(context.orderId));
  writer.space(24);
  await writer.qr(ticketCode, QR_SIZE);
  writer.line(ticketCode, { size: 8, muted: true });
  writer.line(text.scanHint, { size: 10 });
  return writer.save();
}
