// spec selling-core §7: the reservation (hold) calls and GET /tickets/{id}, in one file.
// Answers are typed, not parsed (src/lib/api-client.ts): no zod in the shop at run time.
import type { Reservation, ReservationList, ReservationRequest, Ticket } from "@shop/core/contract";
import { apiRequest } from "../../lib/api-client";

/** spec selling-core §7 POST /tickets/reservations: hold places; 409 sold_out when too few. */
export function createHold(locale: string, body: ReservationRequest): Promise<Reservation> {
  return apiRequest<Reservation>({ path: "/tickets/reservations", method: "POST", locale, body });
}

/** PUT /tickets/reservations/{token}: change a hold to a new total (and extend it). */
export function changeHold(
  locale: string,
  token: string,
  body: ReservationRequest,
): Promise<Reservation> {
  return apiRequest<Reservation>({
    path: `/tickets/reservations/${encodeURIComponent(token)}`,
    method: "PUT",
    locale,
    body,
  });
}

/** DELETE /tickets/reservations/{token}: give the places back. */
export async function releaseHold(locale: string, token: string): Promise<void> {
  await apiRequest<unknown>({
    path: `/tickets/reservations/${encodeURIComponent(token)}`,
    method: "DELETE",
    locale,
  });
}

/** PUT /tickets/reservations: extend holds; an expired token is left out of the answer. */
export function extendHolds(locale: string, tokens: string[]): Promise<ReservationList> {
  return apiRequest<ReservationList>({
    path: "/tickets/reservations",
    method: "PUT",
    locale,
    body: { tokens },
  });
}

/** GET /tickets/{id}: price, VAT, attendees and photo rules of a cart line's ticket. */
export function fetchTicket(locale: string, id: number): Promise<Ticket> {
  return apiRequest<Ticket>({ path: `/tickets/${id}`, locale });
}
