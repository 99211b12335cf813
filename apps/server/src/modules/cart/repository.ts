// SQL of what POST /cart prices: tickets (with their price fields), shipping items and the
// audiences of a buyer. Coupons and their codes are the coupons module's (coupons/service.ts).
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";

export interface PricingTicket {
  id: number;
  title: LocalizedText;
  ticket_type: "normal" | "time_slot" | "annual";
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
  discount: number;
  dynamic_prices: Record<string, number>;
  min_persons: number;
  max_persons: number;
  free_timing: boolean;
  bookable: boolean;
  booked_out: boolean;
  valid_from: string | null;
  is_mantle: boolean;
  sub_tickets: { id: number; title: LocalizedText; min_persons: number; max_persons: number }[];
  content: Record<string, LocalizedText>;
  /** spec surrounding-areas §6: only for buyers of this price target audience (VIP); null all. */
  price_target_audience_id: number | null;
  /** The titles of the museums the ticket admits to, in the catalogue's order. */
  museums: LocalizedText[];
}

export async function findPricingTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, PricingTicket>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<PricingTicket>(
    `SELECT id, title, ticket_type, price_cents, vat_pct, tax_included, discount, dynamic_prices,
            min_persons, max_persons, free_timing, bookable, booked_out, valid_from, is_mantle,
            sub_tickets, content, price_target_audience_id,
            coalesce((SELECT jsonb_agg(m.title ORDER BY m.sort_order, m.id)
                      FROM ticket_museums tm JOIN museums m ON m.id = tm.museum_id
                      WHERE tm.ticket_id = tickets.id), '[]') AS museums
     FROM tickets WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}
