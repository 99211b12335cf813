// The words of the order confirmation in every shop locale (spec selling-core §1), read from
// the server's ICU message tables (src/i18n/intl.ts).
import type { Locale } from "@shop/core";
import { serverText } from "../../i18n/intl";

export interface MailMessages {
  subject: (orderId: number) => string;
  greeting: (name: string | null) => string;
  intro: string;
  summary: string;
  orderNumber: string;
  total: string;
  attachments: string;
  noAttachments: string;
  anyDay: string;
  /** The personalization link's lead (annual tickets are personalised, not printed). */
  personalize: string;
  /** In place of the day of an annual ticket's line. */
  annualLine: string;
  closing: string;
  /** The row of a donation (spec selling-core §4: fixed at 100 cents). */
  donation: string;
  /** The row of what a value coupon paid. */
  coupon: (code: string) => string;
  /** A posted order: the lead of its delivery address, in place of the attachments' note. */
  posted: string;
  /** A posted order with goods (issue 31): all of it goes by post, to this address. */
  postedGoods: string;
  /** Issue 31, Deliver 4: the 14-day right of withdrawal for goods, none for dated tickets. */
  withdrawal: string;
  /** spec selling-core §6: a collective-invoice order is invoiced, not paid now. */
  invoiced: string;
  /** The lead of the link to the shop page that shows the order. */
  orderLink: string;
  /** The issue 33: the lead of the order's calendar file link. */
  calendarLink: string;
}

/** The confirmation's words in `locale`, from the ICU tables (src/i18n/messages). */
export function mailMessages(locale: Locale): MailMessages {
  const text = (id: Parameters<typeof serverText>[1]) => serverText(locale, id);
  return {
    // The order id as written, not as a number ("1001", never "1.001").
    subject: (id) => serverText(locale, "mail.subject", { orderId: String(id) }),
    greeting: (name) =>
      name ? serverText(locale, "mail.greeting", { name }) : text("mail.greetingNoName"),
    intro: text("mail.intro"),
    summary: text("mail.summary"),
    orderNumber: text("mail.orderNumber"),
    total: text("mail.total"),
    attachments: text("mail.attachments"),
    noAttachments: text("mail.noAttachments"),
    anyDay: text("mail.anyDay"),
    personalize: text("mail.personalize"),
    annualLine: text("mail.annualLine"),
    closing: text("mail.closing"),
    donation: text("mail.donation"),
    coupon: (code) => serverText(locale, "mail.coupon", { code }),
    posted: text("mail.posted"),
    postedGoods: text("mail.postedGoods"),
    withdrawal: text("mail.withdrawal"),
    invoiced: text("mail.invoiced"),
    orderLink: text("mail.orderLink"),
    calendarLink: text("mail.calendarLink"),
  };
}
