// Applies a parsed catalogue to the database in one transaction: everything or nothing.
// Rows are upserted by id, so loading the same file again changes nothing. What the file no
// longer lists is removed, with one exception: a ticket that a hold or a sale refers to is
// kept as history and made unbookable (bookable = false), so it leaves every list but its
// holds and orders still point at it. It is deleted by a later load once nothing refers to it.
// A quota with places sold or held is likewise kept while the file no longer lists it.
// Value coupons and shipping items are replaced like the rest (goods too, unless pieces of them
// are sold or held: merchandise-sync.ts); the codes sold for coupons
// (coupon_sales) are the shop's own records, not the file's, and a load never touches them.

import { createHash } from "node:crypto";
import { berlinDate } from "@shop/core";
import type { Database, Queryable } from "../../db/database";
import { lockAllPools } from "../capacity/ledger";
import { vipCodeHash } from "../vip/service";
import { catalogueRows } from "./catalogue-rows";
import { CatalogueConflictError } from "./errors";
import { syncEvents } from "./events-sync";
import type { Catalogue } from "./format";
import { syncMerchandise } from "./merchandise-sync";
import { type QuotaPoolSyncCount, syncQuotaPools } from "./quota-pools-sync";
import { slotTimesByQuota } from "./quota-slots";
import {
  deleteOrDeactivateTicket,
  deleteUnlisted,
  deleteUnusedQuotas,
  quotasChangingKind,
  syncLinks,
  unlistedIds,
  upsertRows,
} from "./repository";
import { LINKS, TABLES, type TableSpec } from "./tables";
import { isDatedTicket } from "./ticket-format";
import { syncTours } from "./tours-sync";

export interface LoadOptions {
  /** The instant of the load: pools from its Berlin day on follow the file. */
  now: Date;
  /** Where the catalogue came from: a file path, or "demo". */
  source: string;
  /** For the demo: the day its relative dates were computed for. */
  demoDate?: string | null;
}

export interface TableChanges {
  inserted: number;
  updated: number;
  removed: number;
}

export interface LoadSummary {
  /** False when the database already held exactly this catalogue. */
  changed: boolean;
  /** By table name. */
  tables: Record<string, TableChanges>;
  links: number;
  /** Tickets no longer listed but kept unbookable, because holds or sales refer to them. */
  keptTickets: number[];
  /** Quotas no longer listed but kept, because places are sold or held in them. */
  keptQuotas: number[];
  /** The quota pools created and changed. */
  pools: QuotaPoolSyncCount;
}

// Any fixed number: two loads never interleave.
const CATALOGUE_LOCK = 4_711_100;

function checksumOf(catalogue: Catalogue): string {
  return createHash("sha256").update(JSON.stringify(catalogue)).digest("hex");
}

async function writeState(
  tx: Queryable,
  catalogue: Catalogue,
  options: LoadOptions,
): Promise<boolean> {
  const result = await tx.query(
    `INSERT INTO catalogue_state AS s (id, source, checksum, demo_date, loaded_at)
     VALUES (true, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET source = excluded.source, checksum = excluded.checksum,
       demo_date = excluded.demo_date, loaded_at = excluded.loaded_at
     WHERE (s.source, s.checksum, s.demo_date) IS DISTINCT FROM
           (excluded.source, excluded.checksum, excluded.demo_date)`,
    [options.source, checksumOf(catalogue), options.demoDate ?? null, options.now],
  );
  return result.rowCount > 0;
}

/**
 * The VIP codes as the file lists them, by the sha256 of each code: a listed code keeps the
 * count of its uses, an unlisted one goes (with its redemptions).
 */
async function writeVipCodes(tx: Queryable, catalogue: Catalogue): Promise<TableChanges> {
  const fallback = catalogue.settings.vip.priceTargetAudienceId;
  const list = JSON.stringify(
    catalogue.vip_codes.map((vip) => ({
      code_hash: vipCodeHash(vip.code),
      price_target_audience_id: vip.price_target_audience_id ?? fallback,
      max_uses: vip.uses,
    })),
  );
  const rows =
    "jsonb_to_recordset($1::jsonb) AS r(code_hash text, price_target_audience_id int, max_uses int)";
  const removed = await tx.query(
    `DELETE FROM vip_codes WHERE code_hash NOT IN (SELECT r.code_hash FROM ${rows})`,
    [list],
  );
  const written = await tx.query<{ inserted: boolean }>(
    `INSERT INTO vip_codes AS v (code_hash, price_target_audience_id, max_uses)
     SELECT r.code_hash, r.price_target_audience_id, r.max_uses FROM ${rows}
     ON CONFLICT (code_hash) DO UPDATE SET
       price_target_audience_id = excluded.price_target_audience_id, max_uses = excluded.max_uses
     WHERE (v.price_target_audience_id, v.max_uses) IS DISTINCT FROM
           (excluded.price_target_audience_id, excluded.max_uses)
     RETURNING (xmax = 0) AS inserted`,
    [list],
  );
  const inserted = written.rows.filter((row) => row.inserted).length;
  return { inserted, updated: written.rows.length - inserted, removed: removed.rowCount };
}

/** The resellers as the file lists them: the table is replaced, the changes counted. */
async function writeResellers(
  tx: Queryable,
  resellers: Catalogue["resellers"],
): Promise<TableChanges> {
  const list = JSON.stringify(resellers.map(({ email, note }) => ({ email, note: note ?? null })));
  const removed = await tx.query(
    `DELETE FROM resellers WHERE email NOT IN
       (SELECT r.email FROM jsonb_to_recordset($1::jsonb) AS r(email text, note text))`,
    [list],
  );
  const written = await tx.query<{ inserted: boolean }>(
    `INSERT INTO resellers AS s (email, note)
     SELECT r.email, r.note FROM jsonb_to_recordset($1::jsonb) AS r(email text, note text)
     ON CONFLICT (email) DO UPDATE SET note = excluded.note
     WHERE s.note IS DISTINCT FROM excluded.note
     RETURNING (xmax = 0) AS inserted`,
    [list],
  );
  const inserted = written.rows.filter((row) => row.inserted).length;
  return { inserted, updated: written.rows.length - inserted, removed: removed.rowCount };
}

async function writeShopSettings(
  tx: Queryable,
  row: Record<string, unknown>,
): Promise<TableChanges> {
  const result = await tx.query<{ inserted: boolean }>(
    `INSERT INTO shop_settings AS s (id, settings, locales, content, translations)
     SELECT true, r.settings, r.locales, r.content, r.translations
     FROM jsonb_to_record($1::jsonb) AS r(settings jsonb, locales text[], content jsonb,
                                          translations jsonb)
     ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, locales = excluded.locales,
       content = excluded.content, translations = excluded.translations
     WHERE (s.settings, s.locales, s.content, s.translations) IS DISTINCT FROM
           (excluded.settings, excluded.locales, excluded.content, excluded.translations)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(row)],
  );
  const inserted = result.rows.filter((r) => r.inserted).length;
  return { inserted, updated: result.rows.length - inserted, removed: 0 };
}

async function apply(
  tx: Queryable,
  catalogue: Catalogue,
  options: LoadOptions,
): Promise<LoadSummary> {
  await tx.query("SELECT pg_advisory_xact_lock($1)", [CATALOGUE_LOCK]);
  // Holds wait while the load runs, so pools cannot move under the capacity checks.
  // EXCLUSIVE (reads still run) also waits for every hold already locking pool rows, so
  // the load never holds the table while waiting for a row a hold wants to update: no cycle.
  await lockAllPools(tx);

  const changing = await quotasChangingKind(tx, catalogue.quotas);
  if (changing.length > 0) {
    throw new CatalogueConflictError(
      changing.map((id) => ({
        path: `quotas[${catalogue.quotas.findIndex((quota) => quota.id === id)}].kind`,
        message: `quota ${id} already counts places as another kind; give the new kind a new id`,
      })),
    );
  }

  const rows = catalogueRows(catalogue);
  const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);
  const settingsChanges = await writeShopSettings(tx, rows.shopSettings);
  const tables: Record<string, TableChanges> = { shop_settings: settingsChanges };
  // Issue 32: new settings are the venue's setup again; the staff's run-time change of the
  // waiting room's rule ends with them (a reload of the same settings keeps it).
  if (settingsChanges.inserted + settingsChanges.updated > 0) {
    await tx.query("DELETE FROM queue_rule");
  }
  const changesOf = (table: string) => {
    tables[table] ??= { inserted: 0, updated: 0, removed: 0 };
    return tables[table];
  };
  const upsert = async (spec: TableSpec, list: Record<string, unknown>[]) => {
    Object.assign(changesOf(spec.table), await upsertRows(tx, spec, list));
  };
  const remove = async (
    table: string,
    keep: readonly number[] | readonly string[],
    type: "int" | "text" = "int",
  ) => {
    changesOf(table).removed += await deleteUnlisted(tx, table, keep, type);
  };
  const ticketIds = ids(catalogue.tickets);
  const groupIds = ids(catalogue.ticket_groups);

  // Rows with a unique name besides the id go first, so a name can move to another id.
  await remove("payment_modes", ids(catalogue.payment_modes));
  await remove("ticket_groups", groupIds);
  await upsert(TABLES.paymentModes, rows.paymentModes);
  await upsert(TABLES.countries, rows.countries);
  await upsert(TABLES.salutations, rows.salutations);
  await upsert(TABLES.museums, rows.museums);
  await upsert(TABLES.exhibitions, rows.exhibitions);
  await upsert(TABLES.quotas, rows.quotas);
  await upsert(TABLES.tickets, rows.tickets);
  await upsert(TABLES.ticketGroups, rows.ticketGroups);
  await upsert(TABLES.coupons, rows.coupons);
  await upsert(TABLES.shippingItems, rows.shippingItems);
  await upsert(TABLES.newsletterGroups, rows.newsletterGroups);
  await upsert(TABLES.pages, rows.pages);
  let links = await syncLinks(tx, LINKS.ticketQuotas, ticketIds, rows.ticketQuotas);
  links += await syncLinks(tx, LINKS.ticketMuseums, ticketIds, rows.ticketMuseums);
  links += await syncLinks(tx, LINKS.ticketExhibitions, ticketIds, rows.ticketExhibitions);
  links += await syncLinks(tx, LINKS.groupTickets, groupIds, rows.groupTickets);
  // Events refer to museums and exhibitions: written after them, removed before them.
  const events = await syncEvents(tx, catalogue, options.now);
  for (const [table, changes] of Object.entries(events.tables)) {
    Object.assign(changesOf(table), changes);
  }
  links += events.links;
  const tours = await syncTours(tx, catalogue, options.now);
  for (const [table, changes] of Object.entries(tours.tables)) {
    Object.assign(changesOf(table), changes);
  }
  links += tours.links;
  Object.assign(changesOf("merchandise"), await syncMerchandise(tx, catalogue, options.now));

  // Removal runs from the rows that refer to others towards the rows they refer to.
  const keptTickets: number[] = [];
  let deactivated = 0;
  for (const id of await unlistedIds(tx, "tickets", ticketIds)) {
    const outcome = await deleteOrDeactivateTicket(tx, id);
    if (outcome === "deleted") changesOf("tickets").removed += 1;
    else keptTickets.push(id);
    if (outcome === "deactivated") deactivated += 1;
  }
  await remove("exhibitions", ids(catalogue.exhibitions));
  await remove("museums", ids(catalogue.museums));
  const quotas = await deleteUnusedQuotas(tx, ids(catalogue.quotas));
  changesOf("quotas").removed = quotas.deleted;
  await remove("countries", ids(catalogue.countries));
  await remove("salutations", ids(catalogue.salutations));
  // Nothing refers to a coupon row: an order line copies its title and price, and its code
  // is a coupon_sales row of its own, so a coupon the file drops goes at once.
  await remove("coupons", ids(catalogue.coupons));
  await remove("shipping_items", ids(catalogue.shipping_items));
  // A group the file drops goes with its subscriptions (the consents it recorded go too: the
  // venue no longer sends that newsletter).
  await remove("newsletter_groups", ids(catalogue.newsletter_groups));
  // Nothing refers to a page: a page the file drops goes at once.
  await remove(
    "pages",
    catalogue.pages.map((page) => page.id),
    "text",
  );

  const slotTimes = slotTimesByQuota(catalogue.quotas, catalogue.tickets.filter(isDatedTicket));
  const quotaPools = await syncQuotaPools(
    tx,
    catalogue.quotas,
    slotTimes,
    berlinDate(options.now),
    options.now,
  );
  Object.assign(changesOf("resellers"), await writeResellers(tx, catalogue.resellers));
  Object.assign(changesOf("vip_codes"), await writeVipCodes(tx, catalogue));
  const stateWritten = await writeState(tx, catalogue, options);

  const tableChanged = Object.values(tables).some((t) => t.inserted + t.updated + t.removed > 0);
  return {
    changed:
      tableChanged ||
      links > 0 ||
      deactivated > 0 ||
      quotaPools.created + quotaPools.updated > 0 ||
      stateWritten,
    tables,
    links,
    keptTickets,
    keptQuotas: quotas.kept,
    pools: quotaPools,
  };
}

/** Applies the catalogue; throws CatalogueConflictError (nothing changed) when it cannot. */
export function loadCatalogue(
  db: Database,
  catalogue: Catalogue,
  options: LoadOptions,
): Promise<LoadSummary> {
  return db.transaction((tx) => apply(tx, catalogue, options));
}
