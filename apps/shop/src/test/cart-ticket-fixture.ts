// Test only: a ticket as GET /tickets/{id} answers it, with the fields the cart reads.
import type { Ticket } from "@shop/core/contract";

export function ticketFixture(
  id: number,
  attendees = false,
  changes: Partial<Ticket> = {},
): Ticket {
  return {
    id,
    title: `Ticket ${id}`,
    description: "",
    ticket_type: "normal",
    price_cents: 1200,
    vat_pct: 7,
    tax_included: true,
    discount: 0,
    quantity: 0,
    entry_duration: 0,
    first_entry: null,
    last_entry: null,
    free_timing: false,
    booked_out: false,
    available: null,
    quota_ids: [],
    museum_ids: [1],
    exhibition_ids: [],
    min_persons: 1,
    max_persons: 10,
    dynamic_prices: {},
    is_mantle: false,
    sub_tickets: [],
    attendees,
    shipped_with_merchandise_id: null,
    photo_mandatory: "none",
    content: null,
    ...changes,
  };
}
