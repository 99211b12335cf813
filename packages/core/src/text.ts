// Text rules of the shop: truncation, the e-mail pattern and the reservation countdown.
import { isIsoDate } from "./dates";

/** spec selling-core §9, surrounding-areas §9: titles 100 characters, subtitles 70, category names 40. */
export const TRUNCATE_LIMITS = { title: 100, subtitle: 70, category: 40 } as const;

// spec selling-core §9: cut texts end in '...' (three full stops, not the ellipsis character).
const ELLIPSIS = "...";

/**
 * Cuts `text` to at most `max` characters, '...' included; a text that fits is returned as is.
 * Characters are Unicode code points, so a surrogate pair (an emoji) is never split; a grapheme
 * made of several code points (a flag, a letter with a combining accent) may be. Spaces before
 * the '...' are dropped ("Alte Meister ..." reads "Alte Meister...").
 */
export function truncate(text: string, max: number): string {
  if (!Number.isInteger(max) || max < ELLIPSIS.length) {
    throw new RangeError(`max must be an integer of at least ${ELLIPSIS.length}: ${max}`);
  }
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return text;
  return (
    codePoints
      .slice(0, max - ELLIPSIS.length)
      .join("")
      .trimEnd() + ELLIPSIS
  );
}

/** Cuts a title to 100 characters with '...'. */
export function truncateTitle(text: string): string {
  return truncate(text, TRUNCATE_LIMITS.title);
}

/** Cuts a subtitle to 70 characters with '...'. */
export function truncateSubtitle(text: string): string {
  return truncate(text, TRUNCATE_LIMITS.subtitle);
}

/** Cuts a category name to 40 characters with '...'. */
export function truncateCategory(text: string): string {
  return truncate(text, TRUNCATE_LIMITS.category);
}

// spec selling-core §5, surrounding-areas §5: local part, @, domain with at least one dot.
// No whitespace anywhere, exactly one @, and no empty domain label ("a@b..de", "a@.de", "a@b.").
// Exactly one address: a comma or semicolon separates addresses for a mail program, angle
// brackets wrap one ("Ada <ada@…>"), so none of them may appear.
const EMAIL = /^[^\s@,;<>]+@[^\s@.,;<>]+(?:\.[^\s@.,;<>]+)+$/;

/**
 * spec selling-core §5, surrounding-areas §5: local part, @, a domain with at least one dot,
 * and exactly one address (DESIGN §7: the confirmation goes to that one address).
 */
export function isEmail(value: unknown): value is string {
  return typeof value === "string" && EMAIL.test(value);
}

/**
 * spec selling-core §9: the reservation countdown as "mm:ss". Seconds are floored, so the display
 * reads 00:00 during the last second before expiry; past expiry it stays at 00:00. Minutes keep
 * counting above 99 ("120:00") instead of rolling into hours.
 */
export function formatCountdown(msLeft: number): string {
  if (Number.isNaN(msLeft) || msLeft === Number.POSITIVE_INFINITY) {
    throw new RangeError(`msLeft must be a finite number: ${msLeft}`);
  }
  if (msLeft <= 0) return "00:00";
  const seconds = Math.floor(msLeft / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

// An instant must carry its offset: a time without one would be read in the machine's zone.
const INSTANT_WITH_OFFSET =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function parseInstant(value: string): number {
  const match = INSTANT_WITH_OFFSET.exec(value);
  // Date.parse rolls 2026-02-30 over to March: check the calendar date first.
  if (!match || !isIsoDate(match[1])) {
    throw new RangeError(`Not an ISO 8601 instant with an offset: ${value}`);
  }
  return Date.parse(value);
}

/**
 * Milliseconds from `now` until `validUntil` (negative once past). A string must be an ISO 8601
 * instant with "Z" or an offset ("2026-03-29T10:30:00+02:00"); anything else throws.
 */
export function msUntil(validUntil: string | Date, now: Date): number {
  const until = typeof validUntil === "string" ? parseInstant(validUntil) : validUntil.getTime();
  if (Number.isNaN(until)) throw new RangeError("validUntil is an Invalid Date");
  if (Number.isNaN(now.getTime())) throw new RangeError("now is an Invalid Date");
  return until - now.getTime();
}
