import { storageKey, useStorage } from "../../lib/storage-context";
import { useShopSettings } from "../shop/shop-context";

/** The storage and key under which the checkout keeps the order it follows. */
export function useOrderStorage() {
  const storage = useStorage();
  const { storageKeyPrefix } = useShopSettings();
  return { storage, key: storageKey(storageKeyPrefix, "checkout-order") };
}
