// The shop settings (spec surrounding-areas §1) as every module reads them: the cart and
// orders (donations, shipping, coupons), holds, accounts, VIP codes and GET /shop. A module
// of its own so that none of them reaches the settings through another module.
import { DEFAULT_LOCALE } from "@shop/core";
import type { ShopSettings } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { StoredShopSettings, settingsIn } from "../../i18n/shop-settings";
import { findStoredSettings } from "./repository";

/**
 * The shop settings, every default filled in (no catalogue loaded: all defaults); the venue's
 * words in German (GET /shop answers them in the asked language: shop/service.ts).
 */
export async function readSettings(db: Queryable): Promise<ShopSettings> {
  const stored = StoredShopSettings.parse((await findStoredSettings(db)) ?? {});
  return settingsIn(stored, DEFAULT_LOCALE);
}
