// Invoices (issue 33, Deliver 5; DESIGN §6): what an invoice of an order states, and its sums.
// A line's VAT is what its gross holds at its rate, rounded once for the line (vat.ts), so an
// invoice line says the same VAT the cart showed for it; the totals are per rate.
import type { Cents } from "./money";
import { vatIncluded } from "./vat";

/** The two number ranges: invoices, and cancellation invoices (each gap-free on its own). */
export const INVOICE_RANGES = ["invoice", "cancellation"] as const;
export type InvoiceRange = (typeof INVOICE_RANGES)[number];

const PREFIX: Record<InvoiceRange, string> = { invoice: "RE", cancellation: "ST" };

/** The number as printed: `RE-000042`, `ST-000007`. */
export function invoiceNumberText(range: InvoiceRange, number: number): string {
  return `${PREFIX[range]}-${String(number).padStart(6, "0")}`;
}

/** Who issues or receives an invoice: a name, the address lines, tax numbers where known. */
export interface InvoiceParty {
  name: string;
  /** Street, postcode and city, country: one printed line each. */
  address: string[];
  vat_number: string | null;
  tax_number: string | null;
}

/** One billed line: a cart line of the order (all its order items), or its postage. */
export interface InvoiceLine {
  title: string;
  quantity: number;
  /** The Berlin day the service is rendered (the visit), or the day of issue. */
  service_date: string;
  vat_pct: number;
  /** What it costs with VAT; negative on a cancellation invoice. */
  gross_cents: number;
  /** The order items it bills (empty for postage). */
  item_ids: number[];
}

/** What an invoice says, as issued (kept whole: an issued invoice never changes). */
export interface InvoiceContent {
  issuer: InvoiceParty;
  buyer: InvoiceParty;
  order_id: number;
  /** The order's language: the words the invoice is printed in by default. */
  locale: string;
  lines: InvoiceLine[];
  /** Donations: no supply, no VAT; listed apart from the taxable lines. */
  donation_cents: number;
  /** Paid with value coupons (a means of payment: it lowers what is due, not the VAT). */
  voucher_cents: number;
  /** A cancellation invoice: the invoice it corrects, as printed. */
  refers_to: string | null;
}

export interface InvoiceLineAmounts {
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/** A line's net and VAT; a negative (cancelled) line's are the positive line's, negated. */
export function invoiceLineAmounts(line: Pick<InvoiceLine, "gross_cents" | "vat_pct">) {
  const sign = line.gross_cents < 0 ? -1 : 1;
  const gross = Math.abs(line.gross_cents) as Cents;
  const vat = vatIncluded(gross, line.vat_pct);
  return {
    net_cents: sign * (gross - vat),
    vat_cents: sign * vat,
    gross_cents: line.gross_cents,
  } satisfies InvoiceLineAmounts;
}

export interface InvoiceTotals {
  /** Per rate, ascending: the sums of the lines at that rate. */
  rates: Array<InvoiceLineAmounts & { vat_pct: number }>;
  /** All lines. */
  lines: InvoiceLineAmounts;
  /** What is due: the lines' gross plus donations, less what coupons paid. */
  due_cents: number;
}

export function invoiceTotals(
  content: Pick<InvoiceContent, "lines" | "donation_cents" | "voucher_cents">,
): InvoiceTotals {
  const byRate = new Map<number, InvoiceLineAmounts & { vat_pct: number }>();
  const all: InvoiceLineAmounts = { net_cents: 0, vat_cents: 0, gross_cents: 0 };
  for (const line of content.lines) {
    const amounts = invoiceLineAmounts(line);
    // `7.7` and `7.70` are one rate: keyed by hundredths of a percent.
    const key = Math.round(line.vat_pct * 100);
    const sum = byRate.get(key) ?? {
      vat_pct: line.vat_pct,
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
    };
    for (const total of [sum, all]) {
      total.net_cents += amounts.net_cents;
      total.vat_cents += amounts.vat_cents;
      total.gross_cents += amounts.gross_cents;
    }
    byRate.set(key, sum);
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b).map(([, sum]) => sum);
  return {
    rates,
    lines: all,
    due_cents: all.gross_cents + content.donation_cents - content.voucher_cents,
  };
}
