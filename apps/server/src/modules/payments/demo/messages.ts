// Texts of the demo payment page in the shop's four languages (spec selling-core §1: de is
// the default), read from the server's ICU message tables (src/i18n/intl.ts). Placeholders
// ({amount}, {field}, …) are filled by `format`, with values the caller escaped already.
import { DEFAULT_LOCALE, isLocale, type Locale } from "@shop/core";
import { formatIcu, type MessageId, SERVER_MESSAGES, serverText } from "../../../i18n/intl";
import type { FieldProblem } from "./bank-details";

/** The demo page speaks the shop's locales (@shop/core LOCALES). */
export type PageLocale = Locale;

export function pageLocaleOf(locale: string): PageLocale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export interface PageMessages {
  title: string;
  demoNotice: string;
  order: string;
  amount: string;
  modes: Record<"credit_card" | "paypal" | "sepa" | "elv" | "sofort", string>;
  fields: Record<
    "card_number" | "expiry" | "cvc" | "holder" | "card_holder" | "iban" | "bic",
    string
  >;
  expiryHint: string;
  pay: string;
  grantMandate: string;
  mandateText: string;
  approve: string;
  cancel: string;
  walletIntro: string;
  bankIntro: string;
  testCards: string;
  testCardOutcomes: Record<"paid" | "declined" | "threeds_cancelled" | "pending_then_paid", string>;
  testCardRest: string;
  testAccount: string;
  errorSummary: string;
  problems: Record<FieldProblem, string>;
  linkInvalidTitle: string;
  linkInvalidText: string;
  linkExpiredTitle: string;
  linkExpiredText: string;
  orderClosedTitle: string;
  orderClosedText: string;
  backToShop: string;
  doneTitle: string;
  doneText: string;
  continueToShop: string;
}

/** The page's words in `locale`, from the ICU tables (src/i18n/messages, ids demoPay.*). */
function pageMessages(locale: PageLocale): PageMessages {
  const text = (id: MessageId) => serverText(locale, id);
  const raw = SERVER_MESSAGES[locale];
  return {
    title: text("demoPay.title"),
    demoNotice: text("demoPay.demoNotice"),
    order: raw["demoPay.order"],
    amount: text("demoPay.amount"),
    modes: {
      credit_card: text("demoPay.modes.credit_card"),
      paypal: text("demoPay.modes.paypal"),
      sepa: text("demoPay.modes.sepa"),
      elv: text("demoPay.modes.elv"),
      sofort: text("demoPay.modes.sofort"),
    },
    fields: {
      card_number: text("demoPay.fields.card_number"),
      expiry: text("demoPay.fields.expiry"),
      cvc: text("demoPay.fields.cvc"),
      holder: text("demoPay.fields.holder"),
      card_holder: text("demoPay.fields.card_holder"),
      iban: text("demoPay.fields.iban"),
      bic: text("demoPay.fields.bic"),
    },
    expiryHint: text("demoPay.expiryHint"),
    pay: raw["demoPay.pay"],
    grantMandate: raw["demoPay.grantMandate"],
    mandateText: text("demoPay.mandateText"),
    approve: text("demoPay.approve"),
    cancel: text("demoPay.cancel"),
    walletIntro: raw["demoPay.walletIntro"],
    bankIntro: raw["demoPay.bankIntro"],
    testCards: text("demoPay.testCards"),
    testCardOutcomes: {
      paid: text("demoPay.testCardOutcomes.paid"),
      declined: text("demoPay.testCardOutcomes.declined"),
      threeds_cancelled: text("demoPay.testCardOutcomes.threeds_cancelled"),
      pending_then_paid: text("demoPay.testCardOutcomes.pending_then_paid"),
    },
    testCardRest: text("demoPay.testCardRest"),
    testAccount: raw["demoPay.testAccount"],
    errorSummary: text("demoPay.errorSummary"),
    problems: {
      missing: raw["demoPay.problems.missing"],
      invalid: raw["demoPay.problems.invalid"],
      checksum: raw["demoPay.problems.checksum"],
      expired: raw["demoPay.problems.expired"],
    },
    linkInvalidTitle: text("demoPay.linkInvalidTitle"),
    linkInvalidText: text("demoPay.linkInvalidText"),
    linkExpiredTitle: text("demoPay.linkExpiredTitle"),
    linkExpiredText: text("demoPay.linkExpiredText"),
    orderClosedTitle: text("demoPay.orderClosedTitle"),
    orderClosedText: text("demoPay.orderClosedText"),
    backToShop: text("demoPay.backToShop"),
    doneTitle: text("demoPay.doneTitle"),
    doneText: text("demoPay.doneText"),
    continueToShop: text("demoPay.continueToShop"),
  };
}

export const MESSAGES: Readonly<Record<PageLocale, PageMessages>> = {
  de: pageMessages("de"),
  en: pageMessages("en"),
  es: pageMessages("es"),
  fr: pageMessages("fr"),
};

/**
 * Formats an ICU message of the tables above (the entries with placeholders: order, pay,
 * grantMandate, walletIntro, bankIntro, testAccount, problems) in `locale` with @formatjs's
 * message format; values must already be HTML-escaped where HTML is built.
 */
export function format(
  template: string,
  values: Record<string, string>,
  locale: PageLocale = "de",
): string {
  return formatIcu(locale, template, values);
}
