// spec surrounding-areas §3 "Exhibition" (time_frames): how an exhibition's run reads on a
// given Berlin day. The frames come unsorted and may touch or overlap; a frame without an end
// is permanent. The shop says what is true today: running (until its end, or since its start
// when permanent), opening later, paused between two frames, or over.
import { addDays, type IsoDate } from "./dates";

/** One span of a run, as the API gives it (an end of null: permanent). */
export interface RunFrame {
  readonly start_at: IsoDate;
  readonly end_at: IsoDate | null;
}

/** What a run says on one day; `end` null means it has no end (permanent). */
export type ExhibitionRunState =
  /** Open today, in the span from `start` to `end`. */
  | { readonly state: "running"; readonly start: IsoDate; readonly end: IsoDate | null }
  /** Not open yet: opens on `start`. */
  | { readonly state: "upcoming"; readonly start: IsoDate; readonly end: IsoDate | null }
  /** Was open, closed today, opens again on `start`. */
  | { readonly state: "paused"; readonly start: IsoDate; readonly end: IsoDate | null }
  /** Over since `end`. */
  | { readonly state: "ended"; readonly end: IsoDate };

export type ExhibitionRunName = ExhibitionRunState["state"];

interface Span {
  start: IsoDate;
  end: IsoDate | null;
}

/**
 * The frames as spans without gaps inside: sorted by start, and frames that overlap or touch
 * (one starts the day after another ends) joined, so a run of 1–31 March and 1–30 April reads
 * "until 30 April" on 15 March rather than "until 31 March".
 */
function joinFrames(frames: readonly RunFrame[]): Span[] {
  const sorted = [...frames].sort((a, b) => a.start_at.localeCompare(b.start_at));
  const spans: Span[] = [];
  for (const frame of sorted) {
    const last = spans.at(-1);
    if (last && (last.end === null || frame.start_at <= addDays(last.end, 1))) {
      // A permanent frame makes the joined span permanent; otherwise the later end wins.
      if (last.end !== null && (frame.end_at === null || frame.end_at > last.end)) {
        last.end = frame.end_at;
      }
    } else {
      spans.push({ start: frame.start_at, end: frame.end_at });
    }
  }
  return spans;
}

/**
 * How the run of `frames` reads on the Berlin day `today` (berlinDate(now)); null for no
 * frames (no run known). Start and end days count as open. The frames are the contract's
 * (TimeFrame: YYYY-MM-DD dates, none ending before it starts, checked where the catalogue is
 * loaded); they are not checked again here, which the start page's budget would pay for
 * (bench/first-route).
 */
export function exhibitionRun(
  frames: readonly RunFrame[],
  today: IsoDate,
): ExhibitionRunState | null {
  const spans = joinFrames(frames);
  const current = spans.find(
    (span) => span.start <= today && (span.end === null || today <= span.end),
  );
  if (current) return { state: "running", start: current.start, end: current.end };
  const next = spans.find((span) => span.start > today);
  // Every span before `next` has ended (one without an end would be current).
  const before = spans.filter((span) => span.start < today);
  if (next) {
    return {
      state: before.length > 0 ? "paused" : "upcoming",
      start: next.start,
      end: next.end,
    };
  }
  const last = spans.at(-1);
  if (!last) return null;
  // No current and no later span: the last one ended (a permanent one would be current).
  return { state: "ended", end: last.end as IsoDate };
}
