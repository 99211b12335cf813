// Test only: a ticket as GET /tickets/{id} answers it, with the fields the cart reads: the
// ticket flow's ticket (./ticket-fixtures.ts) with 7 % VAT, no quota and no count of places.
import type { Ticket } from "@shop/core/contract";
import { ticket } from "./ticket-fixtures";

export function ticketFixture(
  id: number,
  attendees = false,
  changes: Partial<Ticket> = {},
): Ticket {
  return ticket({
    id,
    title: `Ticket ${id}`,
    vat_pct: 7,
    available: null,
    quota_ids: [],
    attendees,
    ...changes,
  });
}
