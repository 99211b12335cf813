// spec surrounding-areas §2 "Merchandise", §7: GET /merchandises (per_page, page, q,
// by_featured) and /merchandises/{id}; texts in the asked locale, German when missing. An
// article's `quantity` is its stock left now: its pool in the capacity ledger (sold pieces and
// live holds count), read once for the page.
import type { Locale } from "@shop/core";
import type { Merchandise, MerchandiseList } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import type { CapacityLedger } from "../capacity/ledger";
import { poolKey, stockPool } from "../capacity/pool";
import { toPicture } from "../museums/service";
import {
  findMerchandise,
  findMerchandiseRows,
  findMerchandises,
  findShippingItem,
  findShippingItems,
  type MerchandiseListFilter,
  type MerchandiseRow,
  type PricingMerchandiseRow,
  type ShippingRow,
} from "./repository";

export interface MerchandiseDeps {
  db: Queryable;
  clock: Clock;
  ledger: Pick<CapacityLedger, "read">;
}

export type { MerchandiseListFilter, MerchandiseRow, PricingMerchandiseRow, ShippingRow };

/** The shipping items on sale, in the catalogue's order (the cart and orders charge them). */
export { findShippingItems };

function toMerchandise(row: MerchandiseRow, left: number, locale: Locale): Merchandise {
  return {
    id: row.id,
    title: localize(row.title, locale),
    sub_title: localizeOrNull(row.sub_title, locale),
    description: localize(row.description, locale),
    picture: toPicture(row.picture, locale),
    price_cents: row.price_cents,
    quantity: left,
    available: left > 0,
    vat_pct: Number(row.vat_pct),
    discount: row.discount,
    tax_included: row.tax_included,
    shipped_with_merchandise_id: row.shipped_with_merchandise_id,
    is_shipping_article: false,
    featured: row.featured,
  };
}

/** A shipping item as the article a product is shipped with: never for sale, no stock. */
function toShippingArticle(row: ShippingRow, locale: Locale): Merchandise {
  return {
    id: row.id,
    title: localize(row.title, locale),
    sub_title: null,
    description: localize(row.description, locale),
    picture: null,
    price_cents: row.price_cents,
    quantity: 0,
    available: false,
    vat_pct: Number(row.vat_pct),
    discount: 0,
    tax_included: row.tax_included,
    shipped_with_merchandise_id: null,
    is_shipping_article: true,
    featured: false,
  };
}

/** The pieces left of each article now, by id. */
export async function stockLeft(
  deps: MerchandiseDeps,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const pools = ids.map(stockPool);
  const states = await deps.ledger.read(deps.db, pools, deps.clock());
  // The ledger answers in key order: found by key, not by position.
  const left = new Map(states.map((state) => [state.key, state.available]));
  return new Map(ids.map((id) => [id, left.get(poolKey(stockPool(id))) ?? 0]));
}

export async function listMerchandises(
  deps: MerchandiseDeps,
  filter: MerchandiseListFilter,
): Promise<MerchandiseList> {
  const { total, rows } = await findMerchandises(deps.db, filter);
  const left = await stockLeft(
    deps,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toMerchandise(row, left.get(row.id) ?? 0, filter.locale)),
    meta: { total_count: total },
  };
}

export async function getMerchandise(
  deps: MerchandiseDeps,
  id: number,
  locale: Locale,
): Promise<Merchandise> {
  const row = await findMerchandise(deps.db, id);
  if (row) {
    const left = await stockLeft(deps, [id]);
    return toMerchandise(row, left.get(id) ?? 0, locale);
  }
  const shipping = await findShippingItem(deps.db, id);
  if (shipping) return toShippingArticle(shipping, locale);
  throw fieldError("not_found", "id", "No such article");
}

/** The articles of the cart's lines, by id (cart/merchandise-line.ts prices them). */
export function findPricingMerchandise(
  db: Queryable,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, PricingMerchandiseRow>> {
  return findMerchandiseRows(db, ids, now);
}

/** An article a hold may take pieces of: on sale, not a shipping article. */
export function findHoldableMerchandise(
  db: Queryable,
  id: number,
): Promise<MerchandiseRow | undefined> {
  return findMerchandise(db, id);
}
