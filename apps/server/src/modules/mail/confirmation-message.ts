// The order confirmation: a text and an HTML part in the order's language with the order
// summary, and one PDF per ticket, event, tour and coupon line (spec selling-core §7 documents);
// a posted order's documents go by post instead, so it names the address and attaches none.
import { formatMoney, type Locale } from "@shop/core";
import { orderHoldsGoods } from "@shop/core/booking";
import type { DocumentItem } from "../documents/service";
import { isDocumentKind, renderDocument, type TicketSigningKeys } from "../documents/service";
import { formatRow, summaryRows } from "./confirmation-rows";
import { mailMessages } from "./messages";

/** An order line as the mail shows it: its document's fields and the museums it is for. */
export interface ConfirmationItem extends DocumentItem {
  /** A ticket's museums (all of a combi ticket), an event's; none for other lines. */
  museums: string[];
}

/** The order as the confirmation needs it; the orders module fills it from its rows. */
export interface ConfirmationOrder {
  id: number;
  locale: Locale;
  /** The customer's e-mail address (the recipient). */
  email: string;
  /** Name for the greeting; null greets without one. */
  customerName: string | null;
  isValid: boolean;
  canceled: boolean;
  /** Every line of the order, documents or not (merchandise, donations …). */
  items: ConfirmationItem[];
  /** spec selling-core §4: each donation's amount in cents. */
  donations: number[];
  /** The postage charged: title in the order's locale, price with VAT. */
  shippingItems: { title: string; priceCents: number }[];
  /** What each value coupon paid of the order. */
  coupons: { code: string; debitCents: number }[];
  /** A posted order (shipping chosen): its delivery address, a line each; null otherwise. */
  delivery: string[] | null;
  /** spec selling-core §6: paid by collective invoice, so invoiced later. */
  invoiced: boolean;
  /** The shop page where the visitor sees this order. */
  orderUrl: string;
  /** The issue 33: the calendar file of the order's dated lines; null without one. */
  calendarUrl: string | null;
  totalCents: number;
  /** The shop page where its annual tickets are personalised; null without annual tickets. */
  personalizationUrl: string | null;
}

export interface ConfirmationAttachment {
  filename: string;
  content: Buffer;
  contentType: "application/pdf";
}

export interface ConfirmationContent {
  subject: string;
  text: string;
  html: string;
  attachments: ConfirmationAttachment[];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

// Titles come from the catalogue: never let them become markup in the mail.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

async function attachmentsOf(
  order: ConfirmationOrder,
  keys: Pick<TicketSigningKeys, "privateKey">,
): Promise<ConfirmationAttachment[]> {
  const attachments: ConfirmationAttachment[] = [];
  // Posted tickets are the tickets: no second copy to print at home.
  if (order.delivery !== null) return attachments;
  for (const item of order.items) {
    // spec selling-core §7: annual tickets are personalised, never an entry-ticket PDF.
    if (!isDocumentKind(item.type) || item.annual) continue;
    const context = { locale: order.locale, orderId: order.id, item };
    const bytes = await renderDocument(keys, context, item.type);
    attachments.push({
      filename: `${item.type}-${order.id}-${item.id}.pdf`,
      content: Buffer.from(bytes),
      contentType: "application/pdf",
    });
  }
  return attachments;
}

export async function buildConfirmation(
  order: ConfirmationOrder,
  keys: Pick<TicketSigningKeys, "privateKey">,
): Promise<ConfirmationContent> {
  // DESIGN.md §6: documents only for valid orders, so the mail that carries them too.
  if (!order.isValid || order.canceled) {
    throw new RangeError(`order ${order.id} is not valid: no confirmation with documents`);
  }
  const { locale } = order;
  const text = mailMessages(locale);
  const attachments = await attachmentsOf(order, keys);
  const lines = summaryRows(order).map((row) => formatRow(row, locale));
  const total = `${text.total}: ${formatMoney(order.totalCents, locale)}`;
  const orderNumber = `${text.orderNumber}: ${order.id}`;
  // Say only what is so: posted to this address, attached, or nothing to print.
  const goods = orderHoldsGoods(order.items);
  const documentsNote =
    order.delivery !== null
      ? goods
        ? text.postedGoods
        : text.posted
      : attachments.length > 0
        ? text.attachments
        : text.noAttachments;
  const address = order.delivery ?? [];
  const links = [
    ...(order.personalizationUrl
      ? [{ lead: text.personalize, url: order.personalizationUrl }]
      : []),
    { lead: text.orderLink, url: order.orderUrl },
    ...(order.calendarUrl ? [{ lead: text.calendarLink, url: order.calendarUrl }] : []),
  ];

  const plain = [
    text.greeting(order.customerName),
    "",
    text.intro,
    "",
    `${text.summary} (${orderNumber})`,
    ...lines.map((line) => `- ${line}`),
    "",
    total,
    "",
    ...(order.invoiced ? [text.invoiced, ""] : []),
    documentsNote,
    ...address,
    "",
    ...(goods ? [text.withdrawal, ""] : []),
    ...links.flatMap((link) => [link.lead, link.url, ""]),
    text.closing,
    "",
  ].join("\n");

  const html = [
    "<!doctype html>",
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject(order.id))}</title></head><body>`,
    `<p>${escapeHtml(text.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<h1>${escapeHtml(text.summary)}</h1>`,
    `<p>${escapeHtml(orderNumber)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    ...(order.invoiced ? [`<p>${escapeHtml(text.invoiced)}</p>`] : []),
    `<p>${escapeHtml(documentsNote)}</p>`,
    ...(address.length > 0
      ? [`<address>${address.map((line) => escapeHtml(line)).join("<br>")}</address>`]
      : []),
    ...(goods ? [`<p>${escapeHtml(text.withdrawal)}</p>`] : []),
    ...links.map(
      (link) =>
        `<p>${escapeHtml(link.lead)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
    ),
    `<p>${escapeHtml(text.closing)}</p>`,
    "</body></html>",
  ].join("\n");

  return { subject: text.subject(order.id), text: plain, html, attachments };
}
