// The notice of a cancellation (issue 33, Deliver 6): which line was cancelled, the fee kept, the
// value given back onto vouchers and by payment, and the link to the order page. In the order's
// language, from the server's ICU tables.
import { formatMoney, type Locale } from "@shop/core";
import { serverText } from "../../i18n/intl";
import { type Part, sendPartsMail } from "./account-mail";
import type { MailDelivery } from "./deliver";
import type { MailDeps } from "./send-order-confirmation";

export interface CancellationMail {
  to: string;
  name: string;
  locale: Locale;
  orderId: number;
  /** The cancelled line's title. */
  title: string;
  feeCents: number;
  voucherCents: number;
  refundCents: number;
  orderUrl: string;
}

export function sendCancellationMail(
  deps: Pick<MailDeps, "config" | "clock">,
  mail: CancellationMail,
): Promise<MailDelivery> {
  const t = (id: Parameters<typeof serverText>[1], values?: Record<string, string | number>) =>
    serverText(mail.locale, id, values);
  const money = (cents: number) => formatMoney(cents, mail.locale);
  const parts: Part[] = [
    { text: mail.name === "" ? t("mail.greetingNoName") : t("mail.greeting", { name: mail.name }) },
    { text: t("cancellation.text", { title: mail.title, order: mail.orderId }) },
    ...(mail.feeCents > 0
      ? [{ text: t("cancellation.fee", { amount: money(mail.feeCents) }) }]
      : []),
    ...(mail.voucherCents > 0
      ? [{ text: t("cancellation.voucher", { amount: money(mail.voucherCents) }) }]
      : []),
    ...(mail.refundCents > 0
      ? [{ text: t("cancellation.refund", { amount: money(mail.refundCents) }) }]
      : []),
    { text: t("cancellation.orderPage") },
    { link: mail.orderUrl },
  ];
  return sendPartsMail(deps, {
    to: mail.to,
    subject: t("cancellation.subject", { order: mail.orderId }),
    parts,
    name: `order-${mail.orderId}-cancellation`,
  });
}
