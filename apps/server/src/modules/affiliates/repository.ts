// SQL of affiliate referrals (migration 0511) and of the figures the staff API reads from them
// and from the orders placed with an affiliate (orders.affiliate, migration 0402).
import { PAYMENT_STATUS } from "@shop/core";
import type { Queryable } from "../../db/database";

export interface NewReferral {
  affiliateId: string;
  campaign: string | null;
  action: "check" | "track";
  at: Date;
}

export async function insertReferral(db: Queryable, referral: NewReferral): Promise<void> {
  await db.query(
    `INSERT INTO affiliate_referrals (affiliate_id, campaign, action, created_at)
     VALUES ($1, $2, $3, $4)`,
    [referral.affiliateId, referral.campaign, referral.action, referral.at],
  );
}

/** The figures of one affiliate's campaign (null: without one). */
export interface CampaignFigures {
  id: string;
  campaign: string | null;
  referrals: number;
  tracks: number;
  orders: number;
  paid_orders: number;
  revenue_cents: number;
}

/** A period by instants: from (included) until (excluded); null leaves that end open. */
export interface Period {
  from: Date | null;
  until: Date | null;
}

/**
 * The figures per affiliate and campaign over `period`: referrals by their time, orders by
 * when they were placed. An order counts as paid when its payment completed and it is valid
 * and not canceled (a paid order whose places were gone is canceled for refund).
 */
export async function readCampaignFigures(
  db: Queryable,
  period: Period,
): Promise<CampaignFigures[]> {
  const result = await db.query<
    Omit<CampaignFigures, "revenue_cents"> & { revenue_cents: string | number | bigint }
  >(
    `SELECT id, campaign,
            sum(referrals)::int AS referrals, sum(tracks)::int AS tracks,
            sum(orders)::int AS orders, sum(paid)::int AS paid_orders,
            sum(revenue)::bigint AS revenue_cents
     FROM (
       SELECT affiliate_id AS id, campaign,
              (action = 'check')::int AS referrals, (action = 'track')::int AS tracks,
              0 AS orders, 0 AS paid, 0::bigint AS revenue
       FROM affiliate_referrals
       WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
         AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)
       UNION ALL
       SELECT affiliate ->> 'id', affiliate ->> 'campaign', 0, 0, 1, paid::int,
              CASE WHEN paid THEN total_price_cents ELSE 0 END
       FROM (SELECT affiliate, total_price_cents,
                    is_valid AND payment_status = $3 AND NOT canceled AS paid
             FROM orders
             WHERE affiliate IS NOT NULL
               AND ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
               AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)) AS placed
     ) AS figures
     GROUP BY id, campaign`,
    [period.from, period.until, PAYMENT_STATUS.completed],
  );
  // bigint: PostgreSQL answers it as text, PGlite as a bigint; a sum of cents stays far below
  // 2^53.
  return result.rows.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents) }));
}
