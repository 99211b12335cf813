// spec selling-core §7 GET /tickets/{id}: the ticket of a cart line. Answers are typed, not
// parsed (src/lib/api-client.ts): no zod in the shop at run time. The hold calls are the typed
// client's own (lib/api.ts), made by the one runner of the cart's holds (./cart-holds.ts).
import type { Ticket } from "@shop/core/contract";
import { api } from "../../lib/api";

/** GET /tickets/{id}: price, VAT, attendees and photo rules of a cart line's ticket. */
export function fetchTicket(locale: string, id: number): Promise<Ticket> {
  return api.getTicket({ locale, params: { id } });
}
