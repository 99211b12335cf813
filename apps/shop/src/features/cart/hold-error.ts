// spec selling-core §7, DESIGN.md §4, §5: how a failed hold call reads to the ticket flow.
import { ApiRequestError } from "../../lib/api-client";
import { type Refusal, type RefusalCode, refusalOf } from "../../lib/refusal-text";
import type { AddTicketsOutcome } from "./add-tickets-types";

export type HoldError = Extract<AddTicketsOutcome, { ok: false }>["error"];

/** What a failed hold call came to; `refusal` when `error` is "refused". */
export interface HoldFailure {
  error: HoldError;
  available?: number;
  refusal?: Refusal;
}

// The refusals a hold call answers that the visitor reads as such, where they acted: the wait
// of a rate limit (429), the cap on places held at once, a hold at the end of its life (409).
const HOLD_REFUSALS: readonly RefusalCode[] = ["rate_limit", "hold_limit", "hold_not_extendable"];

/**
 * 429 rate_limit, 409 hold_limit and hold_not_extendable → refused (their text is in
 * lib/refusal-text.ts); 409 sold_out keeps its code (its texts: the refusal table's areas,
 * with `available`); 404/409/410 (unknown ticket or date, not
 * sellable, hold gone) → notAvailable; 400/422 → invalid; no answer (0) and 5xx → network, as
 * these are worth trying again later.
 */
export function holdErrorOf(error: unknown): HoldFailure {
  const refusal = refusalOf(error, HOLD_REFUSALS);
  if (refusal) return { error: "refused", refusal };
  if (!(error instanceof ApiRequestError)) return { error: "network" };
  if (error.code === "sold_out") {
    const { available } = error;
    return available === undefined ? { error: "sold_out" } : { error: "sold_out", available };
  }
  if (error.status === 404 || error.status === 409 || error.status === 410) {
    return { error: "notAvailable" };
  }
  if (error.status === 400 || error.status === 422) return { error: "invalid" };
  return { error: "network" };
}
