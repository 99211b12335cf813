// The invoices' rows (migration 0536): what an invoice bills, read from the order, and the
// gap-free numbers of the two ranges.
import type { InvoiceContent, InvoiceRange } from "@shop/core";
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";

export interface BilledOrderRow {
  id: number;
  locale: string;
  total_price_cents: number;
  donation_cents: number;
  voucher_cents: number;
  customer_name: string;
  adressat: string | null;
  institution: string | null;
  street: string;
  zip: string;
  city: string;
  country: LocalizedText | null;
  vat_number: string | null;
  shipping_items: Array<{ title: LocalizedText; price_cents: number; vat_pct: number }>;
}

export interface BilledItemRow {
  id: number;
  line: number;
  title: string;
  quantity: number;
  total_cents: number;
  vat_pct: string;
  day: string | null;
}

/** The order as its invoice names it: the buyer's billing address, donations, coupons paid. */
export async function findBilledOrder(
  db: Queryable,
  orderId: number,
): Promise<{ order: BilledOrderRow; items: BilledItemRow[] } | undefined> {
  const orders = await db.query<BilledOrderRow>(
    `SELECT o.id, o.locale, o.total_price_cents, o.shipping_items,
            COALESCE((SELECT sum(d) FROM unnest(o.donations) d), 0)::int AS donation_cents,
            COALESCE((SELECT sum(debit_cents) FROM order_coupons c WHERE c.order_id = o.id), 0)::int
              AS voucher_cents,
            concat_ws(' ', cu.name, cu.surname) AS customer_name,
            a.adressat, a.institution, a.street, a.zip, a.city, a.vat_number, co.name AS country
     FROM orders o
     JOIN customers cu ON cu.id = o.customer_id
     JOIN customer_addresses a ON a.id = o.billing_address_id
     LEFT JOIN countries co ON co.id = a.country_id
     WHERE o.id = $1`,
    [orderId],
  );
  const order = orders.rows[0];
  if (!order) return undefined;
  const items = await db.query<BilledItemRow>(
    `SELECT id, line, title, quantity, total_cents, vat_pct::text AS vat_pct, day::text AS day
     FROM order_items WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
  return { order, items: items.rows };
}

/**
 * The next number of `range`, taken in `tx`: the row stays locked until `tx` ends, so a
 * concurrent invoice waits for it, and a rolled back `tx` gives the number back.
 */
export async function takeInvoiceNumber(tx: Queryable, range: InvoiceRange): Promise<number> {
  const result = await tx.query<{ number: number }>(
    `UPDATE invoice_ranges SET next_number = next_number + 1 WHERE range = $1
     RETURNING next_number - 1 AS number`,
    [range],
  );
  const number = result.rows[0]?.number;
  if (number === undefined) throw new Error(`no invoice range ${range}`);
  return number;
}

export interface InvoiceRow {
  id: number;
  range: InvoiceRange;
  number: number;
  order_id: number;
  refers_to: number | null;
  issued_at: Date;
  content: InvoiceContent;
}

const INVOICE_COLUMNS = "id, range, number, order_id, refers_to, issued_at, content";

export async function insertInvoice(
  tx: Queryable,
  invoice: Omit<InvoiceRow, "id">,
): Promise<InvoiceRow> {
  const result = await tx.query<InvoiceRow>(
    `INSERT INTO invoices (range, number, order_id, refers_to, issued_at, content)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING ${INVOICE_COLUMNS}`,
    [
      invoice.range,
      invoice.number,
      invoice.order_id,
      invoice.refers_to,
      invoice.issued_at,
      JSON.stringify(invoice.content),
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error("inserting an invoice answered no row");
  return row;
}

/** The order's invoices, oldest first (its invoice, then its cancellation invoices). */
export async function findInvoices(db: Queryable, orderId: number): Promise<InvoiceRow[]> {
  const result = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return result.rows;
}

/** Invoice `invoiceId` if it is order `orderId`'s, with the order's token and language. */
export async function findInvoiceOfOrder(
  db: Queryable,
  orderId: number,
  invoiceId: number,
): Promise<(InvoiceRow & { token: string; locale: string }) | undefined> {
  const result = await db.query<InvoiceRow & { token: string; locale: string }>(
    `SELECT v.id, v.range, v.number, v.order_id, v.refers_to, v.issued_at, v.content, o.token,
            o.locale
     FROM orders o JOIN invoices v ON v.order_id = o.id
     WHERE o.id = $1 AND v.id = $2`,
    [orderId, invoiceId],
  );
  return result.rows[0];
}
