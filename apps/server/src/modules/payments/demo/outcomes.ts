// What each payment mode of the demo provider does (spec selling-core §9 ids, §4 checkout
// flow) and what each test card ends in. README.md "Payments" documents the same tables.

import type { ShopBehavior } from "@shop/core/contract";
import { PAYMENT_MODES } from "@shop/core/contract";

export type PageKind = "card" | "sepa" | "wallet" | "bank";

export interface ModeBehaviour {
  key: "credit_card" | "paypal" | "sepa" | "elv" | "sofort";
  page: PageKind;
  /** redirect → payment_url; iframe → payment_url shown in the iframe state; form → payment_data. */
  opens: ShopBehavior | "form";
}

// Each of the three ways spec §4 step 2 opens a payment page has a mode that takes it.
export const DEMO_MODES: Readonly<Record<number, ModeBehaviour>> = {
  [PAYMENT_MODES.credit_card]: { key: "credit_card", page: "card", opens: "redirect" },
  [PAYMENT_MODES.paypal]: { key: "paypal", page: "wallet", opens: "redirect" },
  [PAYMENT_MODES.sepa]: { key: "sepa", page: "sepa", opens: "iframe" },
  [PAYMENT_MODES.elv]: { key: "elv", page: "sepa", opens: "redirect" },
  [PAYMENT_MODES.sofort]: { key: "sofort", page: "bank", opens: "form" },
};

export const DEMO_MODE_IDS: readonly number[] = Object.keys(DEMO_MODES).map(Number);

/** How a payment ends: the events sent now and later, and the hint in the return URL. */
export type Outcome =
  | "paid"
  | "declined"
  | "threeds_cancelled"
  | "pending_then_paid"
  | "mandate_granted"
  | "cancelled";

/** Test card numbers (Luhn-valid); any other valid number is declined. */
export const TEST_CARDS: Readonly<Record<string, Outcome>> = {
  "4242424242424242": "paid",
  "4000000000000002": "declined",
  "4000000000003220": "threeds_cancelled",
  "4000000000000077": "pending_then_paid",
};

export function cardOutcome(normalizedNumber: string): Outcome {
  return TEST_CARDS[normalizedNumber] ?? "declined";
}

/** A valid SEPA test account, shown on the page. */
export const TEST_IBAN = "DE89 3704 0044 0532 0130 00";
export const TEST_BIC = "COBADEFFXXX";

export interface OutcomePlan {
  /** spec selling-core §4 payment status sent at once, if any. */
  now: 20 | 30 | 40 | null;
  /** Status sent after the pending delay, if any. */
  later: 30 | null;
  /** The `outcome` query parameter of the return URL (a hint; the order status decides). */
  returnOutcome: "paid" | "pending" | "failed" | "cancelled" | "threeds_cancelled";
}

export function planOf(outcome: Outcome): OutcomePlan {
  switch (outcome) {
    case "paid":
      return { now: 30, later: null, returnOutcome: "paid" };
    case "declined":
      return { now: 40, later: null, returnOutcome: "failed" };
    case "threeds_cancelled":
      return { now: 40, later: null, returnOutcome: "threeds_cancelled" };
    case "pending_then_paid":
      // The order stays outstanding (10) until the delayed completion: PaymentEvent has no
      // pending status, so "pending" is the absence of news plus the return hint.
      return { now: null, later: 30, returnOutcome: "pending" };
    case "mandate_granted":
      // A SEPA mandate authorises the debit (20); the bank collects it after the delay (30).
      return { now: 20, later: 30, returnOutcome: "pending" };
    case "cancelled":
      return { now: 40, later: null, returnOutcome: "cancelled" };
    default:
      return outcome satisfies never;
  }
}
