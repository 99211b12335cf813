// spec surrounding-areas §7 GET /shop: settings, translations, content, config, payment modes.
import type { ShopAnswer } from "@shop/core/contract";
import { api } from "../../lib/api";

export function fetchShop(locale: string): Promise<ShopAnswer> {
  return api.getShop({ locale });
}
