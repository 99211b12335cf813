// SQL of the visitors' ratings (migration 0535, ./order-page.ts).
import type { OrderRating, StaffRatingList, StaffRatingsQuery } from "@shop/core/contract";
import type { Queryable } from "../../db/database";

interface RatingRow {
  order_id: number;
  rating: number;
  comment: string;
  created_at: Date;
}

const rated = (row: RatingRow): OrderRating => ({
  rating: row.rating,
  comment: row.comment,
  created_at: row.created_at.toISOString(),
});

/** Keeps the order's rating; undefined when it has one already (the first one stays). */
export async function insertRating(
  db: Queryable,
  rating: { orderId: number; rating: number; comment: string; at: Date },
): Promise<OrderRating | undefined> {
  const result = await db.query<RatingRow>(
    `INSERT INTO order_ratings (order_id, rating, comment, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO NOTHING
     RETURNING order_id, rating, comment, created_at`,
    [rating.orderId, rating.rating, rating.comment, rating.at],
  );
  const row = result.rows[0];
  return row && rated(row);
}

/** A page of the ratings, newest first, with the count and average of all. */
export async function listRatings(
  db: Queryable,
  page: StaffRatingsQuery,
): Promise<StaffRatingList> {
  const [rows, all] = await Promise.all([
    db.query<RatingRow>(
      `SELECT order_id, rating, comment, created_at FROM order_ratings
       ORDER BY created_at DESC, order_id DESC LIMIT $1 OFFSET $2`,
      [page.per_page, (page.page - 1) * page.per_page],
    ),
    db.query<{ total: number; average: string | null }>(
      "SELECT count(*)::integer AS total, avg(rating)::text AS average FROM order_ratings",
    ),
  ]);
  const summary = all.rows[0];
  return {
    ratings: rows.rows.map((row) => ({ order_id: row.order_id, ...rated(row) })),
    meta: {
      total_count: summary?.total ?? 0,
      per_page: page.per_page,
      // Two places are plenty for a mean of stars.
      average: summary?.average == null ? null : Math.round(Number(summary.average) * 100) / 100,
    },
  };
}
