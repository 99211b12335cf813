// spec selling-core §7: the reservation (hold) calls and GET /tickets/{id}, in one file.
// Answers are typed, not parsed (src/lib/api-client.ts): no zod in the shop at run time.
import type { ExtendedHolds, Reservation, ReservationRequest, Ticket } from "@shop/core/contract";
import { api } from "../../lib/api";

/**
 * spec selling-core §7 POST /tickets/reservations: hold places; 409 sold_out when too few. Sent
 * with an Idempotency-Key, as the event holds are (../events/api.ts createBlocking): a request
 * retried after a lost answer holds once, not twice.
 */
export function createHold(
  locale: string,
  body: ReservationRequest,
  idempotencyKey: string,
): Promise<Reservation> {
  return api.createHold({ locale, body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** PUT /tickets/reservations/{token}: change a hold to a new total (and extend it). */
export function changeHold(
  locale: string,
  token: string,
  body: ReservationRequest,
): Promise<Reservation> {
  return api.changeHold({ locale, params: { token }, body });
}

/** DELETE /tickets/reservations/{token}: give the places back. */
export async function releaseHold(locale: string, token: string): Promise<void> {
  await api.releaseHold({ locale, params: { token } });
}

/**
 * PUT /tickets/reservations: extend holds, tickets' (`data`) and event places' (`blockings`); an
 * expired token is left out of the answer.
 */
export function extendHolds(locale: string, tokens: string[]): Promise<ExtendedHolds> {
  return api.extendHolds({ locale, body: { tokens } });
}

/** GET /tickets/{id}: price, VAT, attendees and photo rules of a cart line's ticket. */
export function fetchTicket(locale: string, id: number): Promise<Ticket> {
  return api.getTicket({ locale, params: { id } });
}
