// Checks of what the visitor types on the demo payment page (spec selling-core §8: payment
// form errors for card number, expiry, CVC, card holder, IBAN, BIC and holder, each missing
// or invalid). Each check answers a message key per field; messages.ts words them.
import { isSingleLineText } from "@shop/core/contract";

export type FieldProblem = "missing" | "invalid" | "checksum" | "expired";
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export type CardField = "card_number" | "expiry" | "cvc" | "holder";
export type SepaField = "holder" | "iban" | "bic";

// A holder's name as the API's one-line texts: bounded, no control characters (DESIGN §5).
const HOLDER_MAX = 200;

function holderProblem(holder: string): FieldProblem | undefined {
  if (holder.trim() === "") return "missing";
  if (holder.length > HOLDER_MAX || !isSingleLineText(holder)) return "invalid";
  return undefined;
}

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn check digit rule every card number satisfies. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function normalizeCardNumber(input: string): string {
  return digitsOf(input);
}

export interface CardInput {
  card_number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export function checkCard(input: CardInput, now: Date): FieldProblems<CardField> {
  const problems: FieldProblems<CardField> = {};
  const number = normalizeCardNumber(input.card_number);
  if (number === "") problems.card_number = "missing";
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems.card_number = "invalid";

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (input.expiry.trim() === "") problems.expiry = "missing";
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = "invalid";
  else {
    const year = Number(expiry[2]) < 100 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    // A card is valid through the last day of its expiry month (UTC is close enough here).
    const lastMonth = year * 12 + Number(expiry[1]) - 1;
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (lastMonth < thisMonth) problems.expiry = "expired";
  }

  if (input.cvc.trim() === "") problems.cvc = "missing";
  else if (!/^\d{3,4}$/.test(input.cvc.trim())) problems.cvc = "invalid";
  const holder = holderProblem(input.holder);
  if (holder) problems.holder = holder;
  return problems;
}

// IBAN lengths of the countries the museums' visitors pay from most; any other country is
// checked by the general pattern and the checksum only.
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FR: 27,
  GB: 22,
  IT: 27,
  LI: 21,
  LU: 20,
  NL: 18,
  PL: 28,
  SE: 24,
};

export function normalizeIban(input: string): string {
  return input.replace(/\s/g, "").toUpperCase();
}

/** ISO 13616: move the first four characters to the end, letters to 10..35, mod 97 is 1. */
export function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export interface SepaInput {
  holder: string;
  iban: string;
  bic: string;
}

export function checkSepa(input: SepaInput): FieldProblems<SepaField> {
  const problems: FieldProblems<SepaField> = {};
  const holder = holderProblem(input.holder);
  if (holder) problems.holder = holder;

  const iban = normalizeIban(input.iban);
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (iban === "") problems.iban = "missing";
  else if (
    !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) ||
    (expectedLength !== undefined && iban.length !== expectedLength)
  ) {
    problems.iban = "invalid";
  } else if (!ibanChecksumOk(iban)) problems.iban = "checksum";

  const bic = input.bic.replace(/\s/g, "").toUpperCase();
  if (bic === "") problems.bic = "missing";
  else if (!BIC_PATTERN.test(bic)) problems.bic = "invalid";
  return problems;
}
