// The SQL of ./outstanding.ts: a buyer's own order under its lock.
import type { PaymentStatus } from "@shop/core/contract";
import type { Queryable } from "../../db/database";

export interface OwnOrderRow {
  id: number;
  token: string;
  total_price_cents: number;
  payment_status: PaymentStatus;
  payment_mode_id: number | null;
  is_valid: boolean;
  canceled: boolean;
  created_at: Date;
}

/** The order `id` of customer `customerId`, locked as payment events lock it; else undefined. */
export async function lockOwnOrder(
  tx: Queryable,
  id: number,
  customerId: number,
): Promise<OwnOrderRow | undefined> {
  const result = await tx.query<OwnOrderRow>(
    `SELECT id, token, total_price_cents, payment_status, payment_mode_id, is_valid, canceled,
       created_at
     FROM orders WHERE id = $1 AND customer_id = $2 FOR UPDATE`,
    [id, customerId],
  );
  const row = result.rows[0];
  return row && { ...row, created_at: new Date(row.created_at) };
}
