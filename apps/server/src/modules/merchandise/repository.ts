// SQL of the merchandise calls (surrounding-areas §7): a page of the articles on sale (a search
// text and the featured flag optional) with the total, one article or shipping article, and
// what a hold and the cart read of articles.
import type { Queryable } from "../../db/database";
import { findSearchPage, type ListFilter, type StoredPicture } from "../../db/list-sql";
import type { LocalizedText } from "../../i18n/localized-text";
import { stockPoolFree } from "../capacity/ledger";

export interface MerchandiseRow {
  id: number;
  title: LocalizedText;
  sub_title: LocalizedText;
  description: LocalizedText;
  picture: StoredPicture | null;
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
  discount: number;
  shipped_with_merchandise_id: number;
  featured: boolean;
}

export interface MerchandiseListFilter extends ListFilter {
  featured?: boolean | undefined;
}

const COLUMNS = `m.id, m.title, m.sub_title, m.description, m.picture, m.price_cents, m.vat_pct,
  m.tax_included, m.discount, m.shipped_with_merchandise_id, m.featured`;

export function findMerchandises(
  db: Queryable,
  filter: MerchandiseListFilter,
): Promise<{ total: number; rows: MerchandiseRow[] }> {
  return findSearchPage<MerchandiseRow>(
    db,
    {
      table: "merchandise",
      alias: "m",
      columns: COLUMNS,
      where: "$6::boolean IS NULL OR m.featured = $6",
    },
    filter,
    [filter.featured ?? null],
  );
}

export async function findMerchandise(
  db: Queryable,
  id: number,
): Promise<MerchandiseRow | undefined> {
  const result = await db.query<MerchandiseRow>(
    `SELECT ${COLUMNS} FROM merchandise m WHERE m.id = $1`,
    [id],
  );
  return result.rows[0];
}

/** An article as the cart prices it: with the pieces free at the time of the price. */
export interface PricingMerchandiseRow extends MerchandiseRow {
  free: number;
}

/** Articles by id (the cart's lines) with their pieces free at `now`, in one read. */
export async function findMerchandiseRows(
  db: Queryable,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, PricingMerchandiseRow>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<PricingMerchandiseRow>(
    `SELECT ${COLUMNS}, ${stockPoolFree("m.id", "$2")} AS free
     FROM merchandise m WHERE m.id = ANY($1::int[])`,
    [[...new Set(ids)], now],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** A shipping item (catalogue `shipping_items`): what posting an order costs. */
export interface ShippingRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
}

const SHIPPING_COLUMNS = "id, title, description, price_cents, vat_pct, tax_included";

/** The shipping items, in the catalogue's order. */
export async function findShippingItems(db: Queryable): Promise<ShippingRow[]> {
  const result = await db.query<ShippingRow>(
    `SELECT ${SHIPPING_COLUMNS} FROM shipping_items ORDER BY sort_order, id`,
  );
  return result.rows;
}

/** One shipping item (GET /merchandises/{id} answers it as a shipping article). */
export async function findShippingItem(
  db: Queryable,
  id: number,
): Promise<ShippingRow | undefined> {
  const result = await db.query<ShippingRow>(
    `SELECT ${SHIPPING_COLUMNS} FROM shipping_items WHERE id = $1`,
    [id],
  );
  return result.rows[0];
}
