import type { ShopAnswer } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { fetchShop } from "./api";

// Settings change when the venue edits its catalogue, not while a visitor shops: load once.
const ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  // On a language switch the shop stays on screen until the new texts are there.
  keepPreviousData: true,
};

/** GET /shop in the given language; start-up (spec surrounding-areas §2) reads its error. */
export function useShopAnswer(locale: string) {
  return useSWR<ShopAnswer, ApiRequestError>(swrKeys.shop(locale), () => fetchShop(locale), ONCE);
}
