// Cancellation by the visitor (issue 33, Deliver 6): whether the venue's policy lets a line of a
// paid order be given back now, and for what fee. The policy is the catalogue's
// (settings.cancellationRules): per kind of line, until how many hours before the visit (a
// dated line) or within how many days of the order (an undated one: flex tickets, goods,
// coupons), keeping a percentage of the line as a fee. A kind without a rule is not
// cancellable; nor is a line cancelled before, or one whose people were let in at the door.
import { divideRoundHalfUp, percentToBasisPoints, toSafeCents } from "./money";

// Annual passes are not among them: a pass is personalised and used all year, so the venue
// handles its return itself.
export const CANCELLATION_KINDS = ["ticket", "event", "tour", "merchandise", "coupon"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export interface CancellationRule {
  kind: CancellationKind;
  /** A dated line: cancellable until this many hours before its start (null: never). */
  hoursBefore: number | null;
  /** An undated line: cancellable this many days after the order was placed (null: never). */
  daysAfterOrder: number | null;
  /** Kept of the line's price, in percent (0: all of it back). */
  feePercent: number;
}

/** A line of an order, as far as its cancellation depends on it. */
export interface CancellableLine {
  kind: CancellationKind;
  /** When the visit begins (a day ticket: the day's start in Berlin); null for undated lines. */
  startsAt: Date | null;
  placedAt: Date;
  /** What the line cost, VAT included. */
  grossCents: number;
  canceled: boolean;
  checkedIn: boolean;
}

export type CancellationRefusal =
  | "cancellation_not_allowed"
  | "cancellation_too_late"
  | "already_canceled"
  | "already_checked_in";

export type CancellationTerms =
  | { ok: true; until: Date; feeCents: number; refundCents: number }
  | { ok: false; code: CancellationRefusal };

const HOUR_MS = 3_600_000;

/** The terms on which `line` may be cancelled at `now`, or why not. */
export function cancellationTerms(
  line: CancellableLine,
  rules: readonly CancellationRule[],
  now: Date,
): CancellationTerms {
  if (line.canceled) return { ok: false, code: "already_canceled" };
  if (line.checkedIn) return { ok: false, code: "already_checked_in" };
  const rule = rules.find((candidate) => candidate.kind === line.kind);
  const until =
    rule === undefined
      ? null
      : line.startsAt !== null
        ? rule.hoursBefore === null
          ? null
          : new Date(line.startsAt.getTime() - rule.hoursBefore * HOUR_MS)
        : rule.daysAfterOrder === null
          ? null
          : new Date(line.placedAt.getTime() + rule.daysAfterOrder * 24 * HOUR_MS);
  if (rule === undefined || until === null) return { ok: false, code: "cancellation_not_allowed" };
  if (now.getTime() > until.getTime()) return { ok: false, code: "cancellation_too_late" };
  const feeCents = toSafeCents(
    divideRoundHalfUp(BigInt(line.grossCents) * percentToBasisPoints(rule.feePercent), 10_000n),
  );
  return { ok: true, until, feeCents, refundCents: line.grossCents - feeCents };
}
