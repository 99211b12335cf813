// spec surrounding-areas §7 GET /shop: settings, translations, content, config, payment modes.
import type { ShopAnswer } from "@shop/core/contract";
import { apiRequest } from "../../lib/api-client";

export function fetchShop(locale: string): Promise<ShopAnswer> {
  return apiRequest<ShopAnswer>({ path: "/shop", locale });
}
