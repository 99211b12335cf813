// The merchandise pages' reads (spec surrounding-areas §7) as SWR hooks over ./api.ts, keyed by
// lib/swr-keys.ts: a page of the article list, one article, and the articles matching a search.
import type { Merchandise, MerchandiseList } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS, QUIET } from "../../lib/swr-options";
import { merchandiseApi } from "./api";

/** spec surrounding-areas §9: the list's page size (merchandise among the 1000s). */
export const MERCHANDISE_LIST_SIZE = 1000;

/** spec surrounding-areas §2 "Search", §9: a search previews 4 articles, as it does tours. */
export const MERCHANDISE_PREVIEWS = 4;

/** GET /merchandises: page `page` (from 1) of the articles on sale. */
export function useMerchandises(locale: string, page: number) {
  return useSWR<MerchandiseList, ApiRequestError>(
    swrKeys.merchandises(locale, page, MERCHANDISE_LIST_SIZE),
    () =>
      merchandiseApi.listMerchandises({
        locale,
        query: { page, per_page: MERCHANDISE_LIST_SIZE },
      }),
    // another page keeps the last one on screen until it is there
    KEEP_PREVIOUS,
  );
}

/** GET /merchandises/{id}; undefined asks nothing. */
export function useMerchandise(locale: string, id: number | undefined) {
  return useSWR<Merchandise, ApiRequestError>(
    id === undefined ? null : swrKeys.merchandise(locale, id),
    () => merchandiseApi.getMerchandise({ locale, params: { id: id as number } }),
    QUIET,
  );
}

/**
 * The articles matching a search text, best match first: one more than the previews, to know
 * whether a "more" link is due. null (the venue sells no merchandise) asks nothing.
 */
export function useMerchandiseSearch(locale: string, q: string | null) {
  return useSWR<MerchandiseList, ApiRequestError>(
    q === null ? null : swrKeys.searchMerchandise(locale, q),
    () =>
      merchandiseApi.listMerchandises({
        locale,
        query: { q: q as string, per_page: MERCHANDISE_PREVIEWS + 1 },
      }),
    QUIET,
  );
}
