// SQL of issuing annual tickets, when their order becomes valid (migration 0502_annual.sql):
// the sales and their person slots, the personalization token, the buyer as first holder.
import type { Queryable } from "../../db/database";
import type { AddressInput, HolderInput } from "./holder-repository";

/** The annual lines of the order that have no ticket sales yet. */
export async function annualLinesWithoutSales(
  tx: Queryable,
  orderId: number,
): Promise<{ id: number; product_id: number; quantity: number }[]> {
  const result = await tx.query<{ id: number; product_id: number; quantity: number }>(
    `SELECT i.id, i.product_id, i.quantity FROM order_items i
     WHERE i.order_id = $1 AND i.type = 'ticket' AND i.attributes ->> 'ticket_type' = 'annual'
       AND NOT EXISTS (SELECT 1 FROM annual_ticket_sales s WHERE s.order_item_id = i.id)
     ORDER BY i.position`,
    [orderId],
  );
  return result.rows;
}

/** Sets the order's personalization token unless it has one; answers the one it has. */
export async function claimPersonalizationToken(
  tx: Queryable,
  orderId: number,
  token: string,
): Promise<string> {
  const result = await tx.query<{ personalization_token: string }>(
    `UPDATE orders SET personalization_token = coalesce(personalization_token, $2)
     WHERE id = $1 RETURNING personalization_token`,
    [orderId, token],
  );
  return result.rows[0]?.personalization_token ?? token;
}

/** The buyer and the billing address as the order names them. */
export async function findBuyer(
  tx: Queryable,
  orderId: number,
): Promise<{ holder: HolderInput; address: AddressInput } | undefined> {
  const result = await tx.query<{
    customer_salutation_id: number | null;
    name: string;
    surname: string;
    email: string;
    adressat: string | null;
    street: string;
    zip: string;
    city: string;
    country_id: number;
  }>(
    `SELECT c.customer_salutation_id, c.name, c.surname, c.email,
            a.adressat, a.street, a.zip, a.city, a.country_id
     FROM orders o JOIN customers c ON c.id = o.customer_id
     JOIN customer_addresses a ON a.id = o.billing_address_id
     WHERE o.id = $1`,
    [orderId],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    holder: {
      customerSalutationId: row.customer_salutation_id,
      name: row.name,
      surname: row.surname,
      email: row.email,
    },
    address: {
      adressat: row.adressat,
      street: row.street,
      zip: row.zip,
      city: row.city,
      countryId: row.country_id,
    },
  };
}

export async function hasBuyerHolder(tx: Queryable, orderId: number): Promise<boolean> {
  const result = await tx.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM annual_holders WHERE order_id = $1 AND is_buyer) AS found",
    [orderId],
  );
  return result.rows[0]?.found === true;
}

/** One sale per card of the line starting at `startAt`, each with one person slot. */
export async function insertTicketSales(
  tx: Queryable,
  orderId: number,
  line: { id: number; product_id: number; quantity: number },
  startAt: Date,
): Promise<void> {
  await tx.query(
    `WITH sales AS (
       INSERT INTO annual_ticket_sales (order_id, order_item_id, unit, ticket_id, start_at)
       SELECT $1, $2, unit, $3, $5 FROM generate_series(1, $4::int) AS unit
       RETURNING id)
     INSERT INTO annual_personalizations (ticket_sale_id) SELECT id FROM sales`,
    [orderId, line.id, line.product_id, line.quantity, startAt],
  );
}
