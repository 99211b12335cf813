// The shop settings (spec surrounding-areas §1) as every module reads them: the cart and
// orders (donations, shipping, coupons), holds, accounts, VIP codes and GET /shop. A module
// of its own so that none of them reaches the settings through another module.
import { DEFAULT_LOCALE } from "@shop/core";
import type { ShopSettings } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { createLifetimeCache } from "../../http/lifetime-cache";
import type { QueueRuleRow } from "../../i18n/shop-settings";
import { StoredShopSettings, settingsIn, withQueueRule } from "../../i18n/shop-settings";
import { deleteQueueRule, findQueueRule, findStoredSettings, saveQueueRule } from "./repository";

/**
 * The shop settings, every default filled in (no catalogue loaded: all defaults); the venue's
 * words in German (GET /shop answers them in the asked language: shop/service.ts).
 */
export async function readSettings(db: Queryable): Promise<ShopSettings> {
  const [settings, rule] = await Promise.all([findStoredSettings(db), findQueueRule(db)]);
  const stored = StoredShopSettings.parse(settings ?? {});
  return settingsIn(withQueueRule(stored, rule), DEFAULT_LOCALE);
}

/**
 * The settings kept on the instance (`app.shopSettings`, plugin.ts) for the hot paths that
 * check them on every request (the seat holds): read on first use, kept READ_CACHE_MS by the
 * shared lifetime cache (src/http/lifetime-cache.ts), so a catalogue loaded by another process
 * (the catalogue command) shows within it as the hold's ticket does; a catalogue loaded by this
 * process clears them at once. Only the catalogue loader writes the settings (no route does:
 * test/modules/settings/cached-settings.test.ts).
 */
export interface CachedSettings {
  /** The settings, at most READ_CACHE_MS old. */
  read(): Promise<ShopSettings>;
  /** Forgets them: this process loaded a catalogue. */
  clear(): void;
}

export function cachedSettings(db: Queryable, options: { lifetimeMs: number; clock: Clock }) {
  const cache = createLifetimeCache<"settings", ShopSettings>({ ...options, maxEntries: 1 });
  return {
    read: () => cache.get("settings", () => readSettings(db)),
    clear: () => cache.clear(),
  } satisfies CachedSettings;
}

/**
 * Issue 32, Deliver 2: the staff change the waiting room's rule at run time; `change` names
 * what changes (null: as it was). Every reader of the settings sees it (readSettings, GET /shop).
 */
export async function changeQueueRule(
  db: Queryable,
  change: QueueRuleRow,
  now: Date,
): Promise<void> {
  await saveQueueRule(db, change, now);
}

/** Back to the catalogue's rule. */
export async function dropQueueRule(db: Queryable): Promise<void> {
  await deleteQueueRule(db);
}

/** Whether the staff changed the rule (and the change still holds). */
export async function queueRuleChanged(db: Queryable): Promise<boolean> {
  return (await findQueueRule(db)) !== undefined;
}
