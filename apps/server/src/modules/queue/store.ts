// Where the waiting room's line lives (DESIGN §9): one interface, two stores with the same
// rule. In this process (memory-store.ts) for the single embedded instance; in Redis
// (redis-store.ts) when REDIS_URL is set, shared by every instance behind a load balancer, each
// step one atomic script, so no visitor is admitted twice or lost, and an instance killed
// mid-step loses no place (the line is Redis's, not the instance's).
//
// The rule, the same in both:
//  - a new id joins at the end of the line (its number: one more than the last);
//  - each check marks its waiter as seen; a waiter not seen for `silentMs` (a closed tab) is
//    passed over, set aside with its number, and takes that number's place again when it checks;
//  - a visit ends `visitIdleMs` after its last request; leaving ends it at once;
//  - on each check, as many of the first in line are let in as the rule allows: no more than
//    `visitorsInside` visiting at once, no more than `admissionsPerMinute` in the last 60 s;
//  - the rate a waiter's time is reckoned with is the admissions measured: the greater of the
//    last minute's and the last five minutes' per minute.
// Times are the caller's (the app's clock), so tests step through expiry on both stores.
import { QUEUE_TOKEN_SECONDS } from "@shop/core";

export interface AdmissionRule {
  visitorsInside: number;
  admissionsPerMinute: number;
  visitIdleMs: number;
  silentMs: number;
}

/** Where an id stands after a check. */
export type Place =
  | { status: "visiting" }
  | {
      status: "waiting";
      /** Waiters before it in line (passed-over ones not counted). */
      ahead: number;
      /** Admissions per minute measured (0: none in the last five minutes). */
      admittedPerMinute: number;
    };

export interface WaitingRoomStore {
  readonly kind: "memory" | "redis";
  /**
   * `id` checks at `now`: a visit goes on; a waiter is seen (and a passed-over one is back in
   * its place); an unknown id joins the end of the line. Then whoever the rule lets in is
   * admitted, and `id`'s place is answered.
   */
  check(id: string, now: number, rule: AdmissionRule): Promise<Place>;
  /** Whether `id` is visiting at `now`; its visit goes on from `now` if so. */
  visit(id: string, now: number, rule: AdmissionRule): Promise<boolean>;
  /** `id` leaves the line, or its visit ends, which frees its place. */
  leave(id: string): Promise<void>;
  close(): Promise<void>;
}

/** How far back admissions are kept: the rate of the last five minutes. */
export const RATE_WINDOW_MS = 300_000;
/** The window admissions per minute count in. */
export const MINUTE_MS = 60_000;
/** At most this many admitted or passed over in one step, so no step runs long. */
export const STEP_BATCH = 1000;
/** A passed-over waiter not back within a token's life is forgotten. */
export const FORGET_PASSED_OVER_MS = QUEUE_TOKEN_SECONDS * 1000;
