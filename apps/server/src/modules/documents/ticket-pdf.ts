// spec selling-core §7: the PDF of a ticket, event or tour line. DESIGN.md §6: it carries a QR
// code of the signed ticket code; the same code is printed below it for manual entry.
import { formatMoney } from "@shop/core";
import type { DocumentContext } from "./document-types";
import { documentMessages, formatDocumentDate } from "./messages";
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

export async function renderTicketPdf(
  context: DocumentContext,
  ticketCode: string,
): Promise<Uint8Array> {
  const { item, locale } = context;
  const text = documentMessages(locale);
  const kind = item.type === "event" || item.type === "tour" ? item.type : "ticket";
  const writer = await startPage(locale, `${text.heading[kind]}: ${item.title}`);

  if (item.venue) writer.line(item.venue.name, { size: 10, muted: true });
  writer.line(text.heading[kind], { size: 12, bold: true, muted: true });
  writer.line(item.title, { size: 20, bold: true });
  writer.space(8);
  writer.row(text.date, item.date ? formatDocumentDate(item.date, locale) : text.anyDay);
  if (item.slot) writer.row(kind === "ticket" ? text.slot : text.startTime, item.slot);
  if (item.seat) writer.row(text.seat, item.seat);
  if (item.fare) writer.row(text.fare, item.fare);
  writer.row(text.quantity, String(item.quantity));
  writer.row(text.price, formatMoney(item.priceCents, locale));
  if (item.venue) {
    const { name, address } = item.venue;
    writer.row(text.venue, address ? `${name}, ${address}` : name);
  }
  writer.row(text.orderNumber, String(context.orderId));
  writer.space(24);
  await writer.qr(ticketCode, QR_SIZE);
  writer.line(ticketCode, { size: 8, muted: true });
  writer.line(text.scanHint, { size: 10 });
  return writer.save();
}
