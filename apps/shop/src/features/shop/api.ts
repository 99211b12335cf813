// spec surrounding-areas §7 GET /shop: settings, translations, content, config, payment modes.
import { ShopAnswer } from "@shop/core/contract";
import { apiRequest } from "../../lib/api-client";

export function fetchShop(locale: string): Promise<ShopAnswer> {
  return apiRequest({ path: "/shop", locale, schema: ShopAnswer });
}
