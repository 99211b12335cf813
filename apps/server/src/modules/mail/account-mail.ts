// The mails of customer accounts (spec surrounding-areas §2, §4; DESIGN §7): the link that
// confirms a new account's address, the password reset link, and — when a registration names
// an address that has an account already — a mail that says so, with the way to sign in and to
// reset the password (the API answered both registrations alike; the mail says the rest); and
// the notice after a password or address change, so an owner learns of one that was not theirs. In the customer's
// language, from the server's ICU tables; sent through ./deliver.ts.
import { randomBytes } from "node:crypto";
import type { Locale } from "@shop/core";
import { serverText } from "../../i18n/intl";
import { escapeHtml } from "./confirmation-message";
import { composeMail, deliverMail, type MailDelivery } from "./deliver";
import type { MailDeps } from "./send-order-confirmation";

export type AccountMail =
  | { kind: "confirm"; to: string; name: string; locale: Locale; link: string }
  | { kind: "exists"; to: string; locale: Locale; loginUrl: string; resetUrl: string }
  | { kind: "reset"; to: string; name: string; locale: Locale; link: string }
  /** The link that makes a changed address the account's (the profile form). */
  | { kind: "email"; to: string; name: string; locale: Locale; link: string }
  /** DESIGN §7: after a password reset or change, so an owner learns of one not theirs. */
  | { kind: "password-changed"; to: string; name: string; locale: Locale; resetUrl: string }
  /** After an address change, to the old address and the new one. */
  | { kind: "email-changed"; to: string; name: string; locale: Locale; newEmail: string };

/** Paragraphs of text and links, in the order the mail shows them. */
export type Part = { text: string } | { link: string };

function partsOf(mail: AccountMail): { subject: string; parts: Part[] } {
  const t = (id: Parameters<typeof serverText>[1], values?: Record<string, string>) =>
    serverText(mail.locale, id, values);
  if (mail.kind === "reset") {
    return {
      subject: t("account.reset.subject"),
      parts: [
        { text: t("mail.greeting", { name: mail.name }) },
        { text: t("account.reset.text") },
        { link: mail.link },
        { text: t("account.ignore") },
      ],
    };
  }
  if (mail.kind === "password-changed") {
    return {
      subject: t("account.passwordChanged.subject"),
      parts: [
        { text: t("mail.greeting", { name: mail.name }) },
        { text: t("account.passwordChanged.text") },
        { text: t("account.passwordChanged.notYou") },
        { link: mail.resetUrl },
      ],
    };
  }
  if (mail.kind === "email-changed") {
    return {
      subject: t("account.emailChanged.subject"),
      parts: [
        { text: t("mail.greeting", { name: mail.name }) },
        { text: t("account.emailChanged.text", { email: mail.newEmail }) },
        { text: t("account.emailChanged.notYou") },
      ],
    };
  }
  if (mail.kind === "confirm" || mail.kind === "email") {
    return {
      subject: t("account.confirm.subject"),
      parts: [
        { text: t("mail.greeting", { name: mail.name }) },
        { text: t(mail.kind === "email" ? "account.email.text" : "account.confirm.text") },
        { link: mail.link },
        { text: t("account.ignore") },
      ],
    };
  }
  return {
    subject: t("account.exists.subject"),
    parts: [
      { text: t("mail.greetingNoName") },
      { text: t("account.exists.text") },
      { link: mail.loginUrl },
      { text: t("account.exists.reset") },
      { link: mail.resetUrl },
      { text: t("account.ignore") },
    ],
  };
}

export async function sendAccountMail(
  deps: Pick<MailDeps, "config" | "clock">,
  mail: AccountMail,
): Promise<MailDelivery> {
  return sendPartsMail(deps, { to: mail.to, ...partsOf(mail), name: `account-${mail.kind}` });
}

/**
 * A mail of paragraphs and links, as text and as HTML: the account mails and the notice of a
 * cancellation (./cancellation-mail.ts). `name` (file-safe) names its outbox file.
 */
export async function sendPartsMail(
  deps: Pick<MailDeps, "config" | "clock">,
  mail: { to: string; subject: string; parts: Part[]; name: string },
): Promise<MailDelivery> {
  const { subject, parts } = mail;
  const text = parts.map((part) => ("text" in part ? part.text : part.link)).join("\n\n");
  const html = parts
    .map((part) =>
      "text" in part
        ? `<p>${escapeHtml(part.text)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
    )
    .join("\n");
  const composed = await composeMail(deps, { to: mail.to, subject, text, html });
  // Several mails may go out in the same millisecond: a random part keeps them apart.
  return deliverMail(deps, composed, `${randomBytes(6).toString("hex")}-${mail.name}`);
}
