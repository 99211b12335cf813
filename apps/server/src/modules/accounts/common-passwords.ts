// DESIGN §7 (the security review's item 6): a new password is refused when it is among the
// passwords tried first by anyone guessing — a list of about 49,000 common passwords, the one
// zxcvbn-ts maintains (@zxcvbn-ts/language-common, MIT, pinned) — or when it is the venue's own
// name or one of its words ("Museen am Fluss", "fluss2030"). Only the server holds the list:
// it never enters the shop's bundle.
import { dictionary } from "@zxcvbn-ts/language-common";

let common: ReadonlySet<string> | undefined;

/** The list, lowercase, built once when first asked (it is decompressed at import). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return common;
}

/** The letters of `text`, lowercase: digits, spaces and signs left out. */
function lettersOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]/gu, "");
}

// Shorter words of a name ("am", "der") are no guess of their own.
const VENUE_WORD_MIN = 4;

/**
 * Whether `password` is too easily guessed for this shop: on the common list (whatever its
 * case), or — its digits, spaces and signs left out — the venue's name or one of its words.
 */
export function isCommonPassword(password: string, venueName: string): boolean {
  if (commonPasswords().has(password.toLowerCase())) return true;
  const letters = lettersOf(password);
  if (letters === "" || venueName.trim() === "") return false;
  const words = venueName
    .split(/[^\p{L}]+/u)
    .map(lettersOf)
    .filter((word) => word.length >= VENUE_WORD_MIN);
  return letters === lettersOf(venueName) || words.includes(letters);
}
