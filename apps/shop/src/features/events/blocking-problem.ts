// spec surrounding-areas §4–§6, §8: how a refused blocking (POST …/blockings) reads to the
// visitor, by the code the server answered (packages/core/src/contract/errors.ts; the
// endpoint's codes: apps/server/src/modules/reservations/seat-blockings.ts). The refusals keep
// their codes and values, their texts are the refusal table's (lib/refusal-text.ts, areas seat
// and places): 409 sold_out (the seat is taken, or too few places are left: `available`),
// 422 max_per_registration (`available` what the visitor may still take), 429 rate_limit and
// 409 hold_limit. 401 unauthorized → the shop asks to sign in first (setting
// reservationRequiresLogin, or the date's requires_sign_in); anything else (no answer, 5xx) →
// try again.
import { ApiRequestError } from "../../lib/api-client";
import { type Refusal, refusalOf } from "../../lib/refusal-text";

export type BlockingProblem =
  | { kind: "refused"; refusal: Refusal }
  | { kind: "unauthorized" }
  | { kind: "failed" };

export function blockingProblemOf(error: unknown): BlockingProblem {
  const refusal = refusalOf(error, [
    "rate_limit",
    "hold_limit",
    "sold_out",
    "max_per_registration",
  ]);
  if (refusal) return { kind: "refused", refusal };
  if (error instanceof ApiRequestError && (error.code === "unauthorized" || error.status === 401)) {
    return { kind: "unauthorized" };
  }
  return { kind: "failed" };
}
