// spec selling-core §7: the PDF of a coupon line, with its value and code. The QR code holds
// the plain coupon code: the code itself is the secret, and the till looks it up by barcode
// (spec selling-core §7 GET /coupon_sales/barcode/{code}), so it needs no signature.
import { formatMoney } from "@shop/core";
import type { DocumentContext } from "./document-types";
import { documentMessages } from "./messages";
import { startPage } from "./pdf-layout";

const QR_SIZE = 140;

export async function renderCouponPdf(context: DocumentContext): Promise<Uint8Array> {
  const { item, locale } = context;
  if (!item.couponCode) {
    throw new RangeError(`coupon item ${item.id} has no code to print`);
  }
  const text = documentMessages(locale);
  const writer = await startPage(locale, `${text.heading.coupon}: ${item.title}`);

  writer.line(text.heading.coupon, { size: 12, bold: true, muted: true });
  writer.line(item.title, { size: 20, bold: true });
  writer.space(8);
  // A voucher sold at its value has no separate value_cents: its price is its worth.
  writer.row(text.couponValue, formatMoney(item.valueCents ?? item.priceCents, locale));
  writer.row(text.couponCode, item.couponCode);
  writer.row(text.orderNumber, String(context.orderId));
  writer.space(24);
  await writer.qr(item.couponCode, QR_SIZE);
  writer.line(text.couponHint, { size: 10 });
  return writer.save();
}
