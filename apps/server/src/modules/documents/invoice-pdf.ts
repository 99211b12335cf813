// The invoice PDF (issue 33, Deliver 5): issuer and buyer with their VAT numbers, the number and
// dates, per line its service date, net, VAT rate, VAT and gross, then the totals per rate and
// what is due. A cancellation invoice prints the same with the lines it takes back (negative)
// and names the invoice it corrects. Printed from the content kept at issue.
import {
  berlinDate,
  formatMoney,
  INTL_LOCALES,
  type InvoiceContent,
  type InvoiceParty,
  type InvoiceRange,
  invoiceLineAmounts,
  invoiceNumberText,
  invoiceTotals,
  type Locale,
} from "@shop/core";
import { serverText } from "../../i18n/intl";
import { startPage, type TableCell } from "./pdf-layout";

/** An issued invoice as the documents module prints it (orders/invoices.ts finds it). */
export interface DocumentInvoice {
  range: InvoiceRange;
  number: number;
  issuedAt: Date;
  content: InvoiceContent;
}

// Column widths in points; they add up to the A4 page's width inside its margins (483).
const WIDTHS = [163, 70, 35, 50, 55, 50, 60] as const;

function percent(rate: number, locale: Locale): string {
  return `${new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 2 }).format(rate)} %`;
}

function day(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

function row(texts: readonly string[]): TableCell[] {
  return texts.map((text, index) => ({
    text,
    width: WIDTHS[index] ?? 50,
    align: index >= 2 ? "right" : "left",
  }));
}

export async function renderInvoicePdf(invoice: DocumentInvoice, locale: Locale) {
  const text = (id: Parameters<typeof serverText>[1], values?: Record<string, string>) =>
    serverText(locale, id, values);
  const money = (cents: number) => formatMoney(cents, locale);
  const { content } = invoice;
  const number = invoiceNumberText(invoice.range, invoice.number);
  const title =
    invoice.range === "invoice" ? text("invoice.title") : text("invoice.cancellationTitle");
  const writer = await startPage(locale, `${title} ${number}`);
  const party = (who: InvoiceParty) => {
    writer.line(who.name, { bold: true });
    for (const line of who.address) writer.line(line);
    if (who.vat_number) writer.row(text("invoice.vatNumber"), who.vat_number);
    if (who.tax_number) writer.row(text("invoice.taxNumber"), who.tax_number);
  };

  party(content.issuer);
  writer.space(16);
  writer.line(text("invoice.billTo"), { size: 9, muted: true });
  party(content.buyer);
  writer.space(16);
  writer.line(title, { size: 18, bold: true });
  writer.row(text("invoice.number"), number);
  writer.row(text("invoice.issuedOn"), day(berlinDate(invoice.issuedAt), locale));
  writer.row(serverText(locale, "document.orderNumber"), String(content.order_id));
  if (content.refers_to) writer.line(text("invoice.refersTo", { number: content.refers_to }));
  writer.space(12);

  writer.cells(
    row([
      text("invoice.column.description"),
      text("invoice.column.serviceDate"),
      text("invoice.column.quantity"),
      text("invoice.column.rate"),
      text("invoice.column.net"),
      text("invoice.column.vat"),
      text("invoice.column.gross"),
    ]),
    { bold: true },
  );
  for (const line of content.lines) {
    const amounts = invoiceLineAmounts(line);
    writer.cells(
      row([
        line.title,
        day(line.service_date, locale),
        String(line.quantity),
        percent(line.vat_pct, locale),
        money(amounts.net_cents),
        money(amounts.vat_cents),
        money(amounts.gross_cents),
      ]),
    );
  }

  const totals = invoiceTotals(content);
  writer.space(12);
  writer.cells(row([text("invoice.totalsPerRate"), "", "", "", "", "", ""]), { bold: true });
  for (const rate of totals.rates) {
    writer.cells(
      row([
        "",
        "",
        "",
        percent(rate.vat_pct, locale),
        money(rate.net_cents),
        money(rate.vat_cents),
        money(rate.gross_cents),
      ]),
    );
  }
  writer.cells(
    row([
      text("invoice.total"),
      "",
      "",
      "",
      money(totals.lines.net_cents),
      money(totals.lines.vat_cents),
      money(totals.lines.gross_cents),
    ]),
    { bold: true },
  );
  writer.space(8);
  if (content.donation_cents !== 0) {
    writer.row(text("invoice.donation"), money(content.donation_cents));
  }
  if (content.voucher_cents !== 0) {
    writer.row(text("invoice.vouchers"), money(-content.voucher_cents));
  }
  writer.row(
    invoice.range === "invoice" ? text("invoice.due") : text("invoice.refund"),
    money(totals.due_cents),
  );
  return writer.save();
}
