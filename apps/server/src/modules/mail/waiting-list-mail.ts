// The waiting list's offer (issue 34, Deliver 3): places came back to a sold-out slot and are
// held for the first in line until a set time; the link takes them into the cart or declines
// them. In the sign-up's language, from the server's ICU tables.
import { INTL_LOCALES, type Locale, TIME_ZONE } from "@shop/core";
import { serverText } from "../../i18n/intl";
import { formatDocumentDate } from "../documents/service";
import { type Part, sendPartsMail } from "./account-mail";
import type { MailDelivery } from "./deliver";
import type { MailDeps } from "./send-order-confirmation";

export interface WaitingListOfferMail {
  to: string;
  locale: Locale;
  /** The entry's id: the mail's name in the outbox. */
  entryId: number;
  ticket: string;
  day: string;
  startTime: string;
  places: number;
  until: Date;
  link: string;
}

export function sendWaitingListOfferMail(
  deps: Pick<MailDeps, "config" | "clock">,
  mail: WaitingListOfferMail,
): Promise<MailDelivery> {
  const t = (id: Parameters<typeof serverText>[1], values?: Record<string, string | number>) =>
    serverText(mail.locale, id, values);
  const until = new Intl.DateTimeFormat(INTL_LOCALES[mail.locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(mail.until);
  const parts: Part[] = [
    { text: t("mail.greetingNoName") },
    {
      text: t("waitingList.text", {
        ticket: mail.ticket,
        date: formatDocumentDate(mail.day, mail.locale),
        time: mail.startTime,
        places: mail.places,
        until,
      }),
    },
    { text: t("waitingList.take") },
    { link: mail.link },
    { text: t("waitingList.privacy") },
  ];
  return sendPartsMail(deps, {
    to: mail.to,
    subject: t("waitingList.subject", { ticket: mail.ticket }),
    parts,
    name: `waiting-list-${mail.entryId}`,
  });
}
