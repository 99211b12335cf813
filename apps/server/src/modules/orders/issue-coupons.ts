// spec selling-core §3 "Coupon sale": a coupon line bought in an order becomes a code worth
// its value once the order is valid (sold at once or paid). One code per line, worth the
// line's value (value × quantity): the coupon PDF (/orders/{id}/coupons/{itemId}.pdf) is one
// document per line, and a code can be redeemed in parts. A ticket coupon's line of 2 issues
// one code worth two admissions' value; its coupon's stock counts units, not codes.
import { randomInt } from "node:crypto";
import type { Queryable } from "../../db/database";

// No 0/O or 1/I/L: the code is typed from paper at the till.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A random code like "K7QX-2M9P-…": 16 characters of 31, about 79 bits. */
export function newCouponCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g += 1) {
    let group = "";
    for (let c = 0; c < GROUP_LENGTH; c += 1) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/**
 * Issues the codes of the order's coupon lines that have none yet. A ticket coupon's code
 * keeps the ticket it pays for (surrounding-areas §3 "Ticket coupon"), read from the coupon
 * as it stands when the order becomes valid.
 */
export async function issueCoupons(tx: Queryable, orderId: number): Promise<void> {
  const lines = await tx.query<{ id: number; value_cents: number; ticket_id: number | null }>(
    `SELECT i.id, i.quantity * coalesce((i.attributes ->> 'value_cents')::int, i.price_cents)
              AS value_cents, c.ticket_id
     FROM order_items i LEFT JOIN coupons c ON c.id = i.product_id
     WHERE i.order_id = $1 AND i.type = 'coupon'
       AND NOT EXISTS (SELECT 1 FROM coupon_sales s WHERE s.order_item_id = i.id)
     ORDER BY i.position`,
    [orderId],
  );
  if (lines.rows.length === 0) return;
  await tx.query(
    `INSERT INTO coupon_sales (code, value_cents, remaining_cents, is_valid, order_item_id,
       voucher_ticket_id)
     SELECT code, v, v, true, item, ticket
     FROM unnest($1::text[], $2::int[], $3::int[], $4::int[]) AS x(code, v, item, ticket)`,
    [
      lines.rows.map(() => newCouponCode()),
      lines.rows.map((line) => line.value_cents),
      lines.rows.map((line) => line.id),
      lines.rows.map((line) => line.ticket_id),
    ],
  );
}
