// spec selling-core §7, DESIGN.md §5: how a failed hold call reads to the ticket flow.
import { ApiRequestError } from "../../lib/api-client";
import type { AddTicketsOutcome } from "./add-tickets-types";

export type HoldError = Extract<AddTicketsOutcome, { ok: false }>["error"];

/** `available` of a sold_out answer, where the server names it (error.available or fields). */
function availableOf(data: unknown): number | undefined {
  const error = (data as { error?: { available?: unknown } } | null)?.error;
  const value = error?.available;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * 409 sold_out → soldOut; 404/409/410 (unknown ticket or date, not sellable, hold gone) →
 * notAvailable; 400/422 → invalid; no answer (0), 429 and 5xx → network, as all of these are
 * worth trying again later.
 */
export function holdErrorOf(error: unknown): { error: HoldError; available?: number } {
  if (!(error instanceof ApiRequestError)) return { error: "network" };
  if (error.code === "sold_out") {
    const available = availableOf(error.data);
    return available === undefined ? { error: "soldOut" } : { error: "soldOut", available };
  }
  if (error.status === 404 || error.status === 409 || error.status === 410) {
    return { error: "notAvailable" };
  }
  if (error.status === 400 || error.status === 422) return { error: "invalid" };
  return { error: "network" };
}
