// Invoices (issue 33, Deliver 5; DESIGN §6). An order that becomes valid with something sold
// gets its invoice in the same transaction: numbered in the invoice range without a gap (a
// number is taken only by a transaction that commits), its content kept as issued. Nothing is
// invoiced when the venue has not named itself as issuer (settings.invoiceIssuer).
import {
  berlinDate,
  DEFAULT_LOCALE,
  type InvoiceContent,
  type InvoiceLine,
  type InvoiceParty,
  invoiceNumberText,
  invoiceTotals,
  isLocale,
} from "@shop/core";
import type { ShopSettings } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { serverText } from "../../i18n/intl";
import { localize } from "../../i18n/localized-text";
import type { FoundOrderInvoice } from "../documents/service";
import { readSettings } from "../settings/service";
import {
  type BilledItemRow,
  type BilledOrderRow,
  findBilledOrder,
  findInvoiceOfOrder,
  findInvoices,
  type InvoiceRow,
  insertInvoice,
  takeInvoiceNumber,
} from "./invoice-repository";
import { insertAlert } from "./repository";
import { sameToken } from "./same-token";

export type { InvoiceRow } from "./invoice-repository";

type Issuer = NonNullable<ShopSettings["invoiceIssuer"]>;

function issuerParty(issuer: Issuer): InvoiceParty {
  return {
    name: issuer.name,
    address: [issuer.street, `${issuer.zip} ${issuer.city}`, issuer.country],
    vat_number: issuer.vatNumber,
    tax_number: issuer.taxNumber,
  };
}

function buyerParty(order: BilledOrderRow, locale: string): InvoiceParty {
  // A company's invoice is made out to the company (the address's institution or addressee),
  // with the person who ordered.
  const name = order.institution ?? order.adressat ?? order.customer_name;
  const country = order.country && isLocale(locale) ? localize(order.country, locale) : "";
  const attention = name === order.customer_name ? [] : [order.customer_name];
  return {
    name,
    address: [
      ...attention,
      order.street,
      `${order.zip} ${order.city}`,
      ...(country === "" ? [] : [country]),
    ],
    vat_number: order.vat_number,
    tax_number: null,
  };
}

/** The order's cart lines as billed lines: the items of one cart line are one invoice line. */
export function billedLines(items: readonly BilledItemRow[], issuedOn: string): InvoiceLine[] {
  const lines = new Map<number, InvoiceLine>();
  for (const item of items) {
    const line = lines.get(item.line);
    if (line) {
      line.quantity += item.quantity;
      line.gross_cents += item.total_cents;
      line.item_ids.push(item.id);
    } else {
      lines.set(item.line, {
        title: item.title,
        quantity: item.quantity,
        service_date: item.day ?? issuedOn,
        vat_pct: Number(item.vat_pct),
        gross_cents: item.total_cents,
        item_ids: [item.id],
      });
    }
  }
  return [...lines.values()];
}

function contentOf(
  billed: { order: BilledOrderRow; items: BilledItemRow[] },
  issuer: Issuer,
  now: Date,
): InvoiceContent {
  const { order } = billed;
  const issuedOn = berlinDate(now);
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const shipping: InvoiceLine[] = order.shipping_items.map((item) => ({
    title: localize(item.title, locale),
    quantity: 1,
    service_date: issuedOn,
    vat_pct: item.vat_pct,
    gross_cents: item.price_cents,
    item_ids: [],
  }));
  return {
    issuer: issuerParty(issuer),
    buyer: buyerParty(order, locale),
    order_id: order.id,
    locale,
    lines: [...billedLines(billed.items, issuedOn), ...shipping],
    donation_cents: order.donation_cents,
    voucher_cents: order.voucher_cents,
    refers_to: null,
  };
}

/**
 * Issues the invoice of order `orderId` as issueInvoice does, but never fails the sale it is
 * part of (a payment must not be lost to an invoice): inside a savepoint, so a failure takes
 * back only the invoice (and its number: still no gap), and staff are alerted to issue it.
 */
export async function issueInvoiceOrAlert(
  tx: Queryable,
  orderId: number,
  now: Date,
): Promise<InvoiceRow | null> {
  await tx.query("SAVEPOINT invoice");
  try {
    const invoice = await issueInvoice(tx, orderId, now);
    await tx.query("RELEASE SAVEPOINT invoice");
    return invoice;
  } catch (error) {
    await tx.query("ROLLBACK TO SAVEPOINT invoice");
    await insertAlert(
      tx,
      {
        kind: "invoice_failed",
        orderId,
        message: `Order ${orderId} is sold, but its invoice could not be issued: issue it by hand`,
        details: { error: error instanceof Error ? error.message : String(error) },
      },
      now,
    );
    return null;
  }
}

/**
 * Issues the invoice of order `orderId`, which has just become valid, in `tx` (under the
 * order's lock). None when the venue issues no invoices, when nothing was sold for a price
 * (free tickets only), or when the order has one already.
 */
export async function issueInvoice(
  tx: Queryable,
  orderId: number,
  now: Date,
): Promise<InvoiceRow | null> {
  const { invoiceIssuer } = await readSettings(tx);
  if (invoiceIssuer === null) return null;
  const billed = await findBilledOrder(tx, orderId);
  if (!billed) throw new Error(`order ${orderId} vanished while it was invoiced`);
  const content = contentOf(billed, invoiceIssuer, now);
  const totals = invoiceTotals(content);
  if (totals.lines.gross_cents === 0) return null;
  if (totals.due_cents !== billed.order.total_price_cents) {
    throw new Error(
      `order ${orderId}: its invoice comes to ${totals.due_cents} cents, the order to ${billed.order.total_price_cents}`,
    );
  }
  const existing = await findInvoices(tx, orderId);
  if (existing.some((invoice) => invoice.range === "invoice")) return null;
  // Last, so the range's row is locked for as short a time as the transaction allows.
  const number = await takeInvoiceNumber(tx, "invoice");
  return insertInvoice(tx, {
    range: "invoice",
    number,
    order_id: orderId,
    refers_to: null,
    issued_at: now,
    content,
  });
}

/**
 * Invoice `invoiceId` of order `orderId`, to whoever has the order's token (the documents'
 * GET /orders/{id}/invoices/{invoiceId}.pdf); null alike for an unknown order, a wrong token
 * or another order's invoice, so ids cannot be probed.
 */
export async function findOrderInvoice(
  db: Queryable,
  orderId: number,
  token: string,
  invoiceId: number,
): Promise<FoundOrderInvoice | null> {
  const invoice = await findInvoiceOfOrder(db, orderId, invoiceId);
  // An unknown invoice still compares a token, so the answer takes as long either way.
  if (!sameToken(token, invoice?.token ?? "") || !invoice) return null;
  return {
    locale: isLocale(invoice.locale) ? invoice.locale : DEFAULT_LOCALE,
    invoice: {
      range: invoice.range,
      number: invoice.number,
      issuedAt: invoice.issued_at,
      content: invoice.content,
    },
  };
}

/**
 * The cancellation invoice of a cancelled line, in `tx`: the line taken back (negative), the fee
 * kept as a line of its own at the line's rate, referring to the order's invoice. None when the
 * order has no invoice (nothing was invoiced, so nothing is corrected).
 */
export async function issueCancellationInvoice(
  tx: Queryable,
  orderId: number,
  cancelled: { itemIds: readonly number[]; feeCents: number },
  now: Date,
): Promise<InvoiceRow | null> {
  const invoice = (await findInvoices(tx, orderId)).find((row) => row.range === "invoice");
  if (!invoice) return null;
  const billed = await findBilledOrder(tx, orderId);
  if (!billed) throw new Error(`order ${orderId} vanished while it was cancelled`);
  const issuedOn = berlinDate(now);
  const items = billed.items.filter((item) => cancelled.itemIds.includes(item.id));
  const lines = billedLines(items, issuedOn);
  const locale = isLocale(invoice.content.locale) ? invoice.content.locale : DEFAULT_LOCALE;
  const taken = lines.map((line) => ({ ...line, gross_cents: -line.gross_cents }));
  const fees =
    cancelled.feeCents > 0 && lines[0]
      ? [
          {
            title: serverText(locale, "invoice.cancellationFee", { title: lines[0].title }),
            quantity: 1,
            service_date: issuedOn,
            vat_pct: lines[0].vat_pct,
            gross_cents: cancelled.feeCents,
            item_ids: [],
          },
        ]
      : [];
  const content: InvoiceContent = {
    ...invoice.content,
    lines: [...taken, ...fees],
    donation_cents: 0,
    voucher_cents: 0,
    refers_to: invoiceNumberText("invoice", invoice.number),
  };
  const number = await takeInvoiceNumber(tx, "cancellation");
  return insertInvoice(tx, {
    range: "cancellation",
    number,
    order_id: orderId,
    refers_to: invoice.id,
    issued_at: now,
    content,
  });
}
