// The issue 34, Deliver 1: when a code admits at the door. A code names its day and, for a time
// slot, an event or a tour, its start (ticket-code.ts on the server). A code without a day (a
// flex ticket) admits on any day; one with a day only on that day in Berlin; one with a start
// only from `beforeMinutes` before it until `afterMinutes` after it (the venue's
// settings.checkInWindow), so the 11:00 slot does not walk in at 10:00 and fill the 10:00 one.
import { berlinDate, berlinInstant } from "./dates";

/** Why the door refuses a scanned code; `valid` is the one answer that lets the person in. */
export const CHECK_IN_REFUSALS = [
  // The code's person was let in before (the answer says when and at which device).
  "already_used",
  // The code is for another day.
  "wrong_day",
  // The code's slot or start is later than the window lets in yet.
  "too_early",
  // The code's slot or start is over.
  "too_late",
  // The line or the whole order was cancelled (or the order is not paid).
  "canceled",
  // The signature holds but no such order line exists (another shop's key, or a deleted order).
  "unknown",
  // The signature does not hold: the code was made or changed by someone without the key.
  "forged",
  // Not a code of ours at all (a URL, another barcode, a damaged scan).
  "unreadable",
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/** How long before and after its start a dated code with a start admits. */
export interface CheckInWindow {
  beforeMinutes: number;
  afterMinutes: number;
}

const MINUTE_MS = 60_000;

/** What a code says about when it admits. */
export interface AdmissionTiming {
  /** YYYY-MM-DD, null: any day. */
  date: string | null;
  /** HH:MM, null: all day. */
  slot: string | null;
}

/** Whether the code admits at `now`: null when it does, otherwise the reason it does not. */
export function timingRefusal(
  admission: AdmissionTiming,
  now: Date,
  window: CheckInWindow,
): "wrong_day" | "too_early" | "too_late" | null {
  if (admission.date === null) return null;
  if (admission.slot === null) return admission.date === berlinDate(now) ? null : "wrong_day";
  // Instants, not minutes of the day: a 23:30 concert's window runs past midnight.
  const start = berlinInstant(admission.date, admission.slot).getTime();
  const early = now.getTime() < start - window.beforeMinutes * MINUTE_MS;
  const late = now.getTime() > start + window.afterMinutes * MINUTE_MS;
  if (!early && !late) return null;
  if (admission.date !== berlinDate(now)) return "wrong_day";
  return early ? "too_early" : "too_late";
}
