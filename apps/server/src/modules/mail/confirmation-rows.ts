// The rows of the confirmation's order summary (the issue "what a visitor trips over", items 2
// and 3): every line with its museums, its day and start time, then the donations, the postage
// and what each value coupon paid (a minus: a means of payment, spec selling-core §4), so that
// the rows add up to the total the mail states, as the success page's rows do.
import { formatMoney, INTL_LOCALES, type Locale } from "@shop/core";
import { formatDocumentDate, isDocumentKind } from "../documents/service";
import type { ConfirmationItem, ConfirmationOrder } from "./confirmation-message";
import { mailMessages } from "./messages";

/** One row: what it is, and its amount in cents (negative for a coupon). */
export interface SummaryRow {
  label: string;
  cents: number;
}

function lineLabel(item: ConfirmationItem, locale: Locale): string {
  const text = mailMessages(locale);
  const when = [
    item.date ? formatDocumentDate(item.date, locale) : null,
    item.slot,
    item.annual
      ? text.annualLine
      : item.date === null && isDocumentKind(item.type) && item.type !== "coupon"
        ? text.anyDay
        : null,
  ].filter((part) => part !== null);
  const parts = [`${item.quantity} × ${item.title}${item.fare ? ` (${item.fare})` : ""}`];
  // "Erwachsene – Kunsthalle" and "Erwachsene – Naturkundemuseum" read apart; a combi ticket
  // names all its houses.
  if (item.museums.length > 0) {
    parts.push(
      new Intl.ListFormat(INTL_LOCALES[locale], { type: "conjunction" }).format(item.museums),
    );
  }
  if (when.length > 0) parts.push(when.join(", "));
  if (item.seat) parts.push(item.seat);
  return parts.join(" – ");
}

export function summaryRows(order: ConfirmationOrder): SummaryRow[] {
  const text = mailMessages(order.locale);
  return [
    ...order.items.map((item) => ({
      label: lineLabel(item, order.locale),
      cents: item.priceCents,
    })),
    ...order.donations.map((cents) => ({ label: text.donation, cents })),
    ...order.shippingItems.map((item) => ({ label: item.title, cents: item.priceCents })),
    ...order.coupons.map((coupon) => ({
      label: text.coupon(coupon.code),
      cents: -coupon.debitCents,
    })),
  ];
}

/** A row as the mail writes it: "label – amount". */
export function formatRow(row: SummaryRow, locale: Locale): string {
  return `${row.label} – ${formatMoney(row.cents, locale)}`;
}
