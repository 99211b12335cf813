// spec surrounding-areas §4–§6, §8: how a refused blocking (POST …/blockings) reads to the
// visitor, by the code the server answered (packages/core/src/contract/errors.ts; the
// endpoint's codes: apps/server/src/modules/reservations/seat-blockings.ts):
// 409 sold_out → the seat is taken (or too few places are left: `available`);
// 401 unauthorized → the shop asks to sign in first (setting reservationRequiresLogin, or the
// date's requires_sign_in);
// 422 max_per_registration → "only a maximum of {n} places can be booked", `available` what
// the visitor may still take; 429 rate_limit and 409 hold_limit → their own texts; anything
// else (no answer, 5xx) → try again.
import { ApiRequestError } from "../../lib/api-client";
import { type Refusal, refusalOf } from "../../lib/refusal-text";

export type BlockingProblem =
  | { kind: "taken"; available?: number }
  | { kind: "signIn" }
  | { kind: "maxPerRegistration"; available?: number }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "failed" };

export function blockingProblemOf(error: unknown): BlockingProblem {
  const refusal = refusalOf(error, ["rate_limit", "hold_limit"]);
  if (refusal) return { kind: "refused", refusal };
  if (!(error instanceof ApiRequestError)) return { kind: "failed" };
  const available = error.available === undefined ? {} : { available: error.available };
  switch (error.code) {
    case "sold_out":
      return { kind: "taken", ...available };
    case "unauthorized":
      return { kind: "signIn" };
    case "max_per_registration":
      return { kind: "maxPerRegistration", ...available };
    default:
      return error.status === 401 ? { kind: "signIn" } : { kind: "failed" };
  }
}
