// SQL of the venue's staff list of annual tickets and of marking a card sent (migration
// 0502_annual.sql); unlike the link's reads, these span every valid order.
import type { Queryable } from "../../db/database";

export interface StaffRow {
  id: number;
  ticket_sale_id: number;
  order_id: number;
  ticket_id: number;
  title: string;
  start_at: Date | null;
  sent_at: Date | null;
  shipping: boolean | null;
  personalized_at: Date | null;
  holder_id: number | null;
  customer_salutation_id: number | null;
  name: string | null;
  surname: string | null;
  email: string | null;
  address_id: number | null;
  adressat: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country_id: number | null;
  has_photo: boolean;
}

const STAFF_FROM = `FROM annual_personalizations p
     JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     JOIN orders o ON o.id = s.order_id
     WHERE o.is_valid AND NOT o.canceled
       AND ($1::boolean IS NULL OR (s.sent_at IS NOT NULL) = $1)`;

/** How many person slots the staff list has under the filter, on every page alike. */
export async function countStaffPersonalizations(
  db: Queryable,
  sent: boolean | undefined,
): Promise<number> {
  const result = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${STAFF_FROM}`, [
    sent ?? null,
  ]);
  return result.rows[0]?.total ?? 0;
}

export async function listStaffPersonalizations(
  db: Queryable,
  filter: { sent: boolean | undefined; limit: number; offset: number },
): Promise<StaffRow[]> {
  const result = await db.query<StaffRow>(
    `SELECT p.id, p.ticket_sale_id, s.order_id, s.ticket_id, i.title, s.start_at, s.sent_at,
            o.shipping, p.personalized_at, p.holder_id, h.customer_salutation_id, h.name,
            h.surname, h.email, p.address_id, a.adressat, a.street, a.zip, a.city, a.country_id,
            EXISTS (SELECT 1 FROM annual_photos f WHERE f.personalization_id = p.id) AS has_photo
     FROM annual_personalizations p
     JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     JOIN order_items i ON i.id = s.order_item_id
     JOIN orders o ON o.id = s.order_id
     LEFT JOIN annual_holders h ON h.id = p.holder_id
     LEFT JOIN annual_addresses a ON a.id = p.address_id
     WHERE o.is_valid AND NOT o.canceled
       AND ($1::boolean IS NULL OR (s.sent_at IS NOT NULL) = $1)
     ORDER BY s.order_id, s.id, p.id
     LIMIT $2 OFFSET $3`,
    [filter.sent ?? null, filter.limit, filter.offset],
  );
  return result.rows;
}

/**
 * Marks a sale of a valid order sent, keeping the first time when it is already. A personal
 * ticket with a slot nobody holds yet is not sent.
 */
export async function markSent(
  tx: Queryable,
  saleId: number,
  now: Date,
): Promise<{ sentAt: Date } | "not_found" | "not_personalized"> {
  const sale = await tx.query<{ sent_at: Date | null; attendees: boolean; open: number }>(
    `SELECT s.sent_at, coalesce(t.attendees, false) AS attendees,
            (SELECT count(*)::int FROM annual_personalizations p
             WHERE p.ticket_sale_id = s.id AND p.holder_id IS NULL) AS open
     FROM annual_ticket_sales s JOIN orders o ON o.id = s.order_id
     LEFT JOIN tickets t ON t.id = s.ticket_id
     WHERE s.id = $1 AND o.is_valid AND NOT o.canceled
     FOR UPDATE OF s`,
    [saleId],
  );
  const row = sale.rows[0];
  if (!row) return "not_found";
  if (row.sent_at) return { sentAt: row.sent_at };
  if (row.attendees && row.open > 0) return "not_personalized";
  await tx.query("UPDATE annual_ticket_sales SET sent_at = $2 WHERE id = $1", [saleId, now]);
  return { sentAt: now };
}
