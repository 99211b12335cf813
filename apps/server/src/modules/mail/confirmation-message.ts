// The order confirmation: a text and an HTML part in the order's language with the order
// summary, and one PDF per ticket, event, tour and coupon line (spec selling-core §7 documents).
import { formatMoney, type Locale } from "@shop/core";
import type { DocumentItem } from "../documents/service";
import { formatDocumentDate, isDocumentKind, renderDocument } from "../documents/service";
import { mailMessages } from "./messages";

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
  items: DocumentItem[];
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

function summaryLine(item: DocumentItem, locale: Locale): string {
  const when = [
    item.date ? formatDocumentDate(item.date, locale) : null,
    item.slot,
    item.annual
      ? mailMessages(locale).annualLine
      : item.date === null && isDocumentKind(item.type) && item.type !== "coupon"
        ? mailMessages(locale).anyDay
        : null,
  ].filter((part) => part !== null);
  const parts = [`${item.quantity} × ${item.title}${item.fare ? ` (${item.fare})` : ""}`];
  if (when.length > 0) parts.push(when.join(", "));
  if (item.seat) parts.push(item.seat);
  parts.push(formatMoney(item.priceCents, locale));
  return parts.join(" – ");
}

async function attachmentsOf(
  order: ConfirmationOrder,
  secret: string,
): Promise<ConfirmationAttachment[]> {
  const attachments: ConfirmationAttachment[] = [];
  for (const item of order.items) {
    // spec selling-core §7: annual tickets are personalised, never an entry-ticket PDF.
    if (!isDocumentKind(item.type) || item.annual) continue;
    const context = { locale: order.locale, orderId: order.id, item };
    const bytes = await renderDocument(secret, context, item.type);
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
  ticketCodeSecret: string,
): Promise<ConfirmationContent> {
  // DESIGN.md §6: documents only for valid orders, so the mail that carries them too.
  if (!order.isValid || order.canceled) {
    throw new RangeError(`order ${order.id} is not valid: no confirmation with documents`);
  }
  const { locale } = order;
  const text = mailMessages(locale);
  const attachments = await attachmentsOf(order, ticketCodeSecret);
  const lines = order.items.map((item) => summaryLine(item, locale));
  const total = `${text.total}: ${formatMoney(order.totalCents, locale)}`;
  const orderNumber = `${text.orderNumber}: ${order.id}`;
  const documentsNote = attachments.length > 0 ? text.attachments : text.noAttachments;

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
    documentsNote,
    "",
    ...(order.personalizationUrl ? [text.personalize, order.personalizationUrl, ""] : []),
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
    `<p>${escapeHtml(documentsNote)}</p>`,
    ...(order.personalizationUrl
      ? [
          `<p>${escapeHtml(text.personalize)}<br><a href="${escapeHtml(order.personalizationUrl)}">${escapeHtml(order.personalizationUrl)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(text.closing)}</p>`,
    "</body></html>",
  ].join("\n");

  return { subject: text.subject(order.id), text: plain, html, attachments };
}
