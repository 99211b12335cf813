// The goods of a catalogue load (load-catalogue.ts; CATALOGUE.md "Merchandise"): the articles
// and their stock, a pool of the capacity ledger each (issue 31, Deliver 1). Runs inside the
// load's transaction, with every pool locked against writes.
//
// A stock below the pieces sold and held is refused (nothing changes), naming the field, so a
// venue never sells a piece it does not have; an article the file no longer lists goes unless
// pieces of it are sold or held — then the load is refused too. `stock` counts every piece the
// shop may sell, sold ones included: a stock equal to the pieces sold stops its sales.
import type { Queryable } from "../../db/database";
import { definePools, deleteUnusedPools, readPoolUses } from "../capacity/ledger";
import { poolKey, stockPool } from "../capacity/pool";
import { CatalogueConflictError, type CatalogueIssue } from "./errors";
import type { Catalogue } from "./format";
import type { TableChanges } from "./load-catalogue";
import { deleteUnlisted, upsertRows } from "./repository";
import { TABLES } from "./tables";

function rows(catalogue: Catalogue) {
  const firstShipping = catalogue.shipping_items[0]?.id ?? null;
  return catalogue.merchandise.map((item, index) => ({
    id: item.id,
    title: item.title,
    sub_title: item.sub_title ?? {},
    description: item.description ?? {},
    picture: item.picture,
    price_cents: item.price_cents,
    vat_pct: item.vat_pct,
    tax_included: item.tax_included,
    discount: item.discount,
    // checkMerchandise: a shop with goods ships, so it lists a shipping item.
    shipped_with_merchandise_id: item.shipped_with_merchandise_id ?? firstShipping,
    featured: item.featured,
    sort_order: item.order ?? index,
  }));
}

/**
 * Writes the file's goods and their stock pools; refuses (CatalogueConflictError, the
 * transaction rolls back) when that would drop or shrink pieces sold or held.
 */
export async function syncMerchandise(
  tx: Queryable,
  catalogue: Catalogue,
  now: Date,
): Promise<TableChanges> {
  const uses = new Map((await readPoolUses(tx, now, ["stock"])).map((use) => [use.key, use.used]));
  const issues: CatalogueIssue[] = [];
  const pools = catalogue.merchandise.map((item, index) => {
    const pool = stockPool(item.id);
    const used = uses.get(poolKey(pool)) ?? 0;
    if (item.stock < used) {
      issues.push({
        path: `merchandise[${index}].stock`,
        message: `${used} pieces of article ${item.id} are sold or held: its stock needs at least as many`,
      });
    }
    return { pool, capacity: item.stock };
  });
  const listed = new Set(pools.map(({ pool }) => poolKey(pool)));
  const gone = [...uses.keys()].filter((key) => !listed.has(key));
  for (const key of gone) {
    if ((uses.get(key) ?? 0) > 0) {
      issues.push({
        path: "merchandise",
        message: `pieces of ${key} are sold or held: keep the article in the file (a stock equal to the pieces sold stops its sales)`,
      });
    }
  }
  if (issues.length > 0) throw new CatalogueConflictError(issues);

  const list = rows(catalogue);
  const changes = await upsertRows(tx, TABLES.merchandise, list);
  await definePools(tx, pools);
  await deleteUnusedPools(tx, gone);
  const removed = await deleteUnlisted(
    tx,
    "merchandise",
    list.map((item) => item.id),
  );
  return { ...changes, removed };
}
