// spec surrounding-areas §2 "Header, navigation, footer", "Start page": the merchandise item's
// dropdown (page size + 1 articles, to know whether more exist) and the start page's featured
// articles. Read only when asked for. The menu is in every page's JavaScript: its client is
// imported when the first call is made (./api.ts), so the first route carries no merchandise
// call (bench/first-route).
import type { MerchandiseList } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";

const loadApi = async () => (await import("./api")).merchandiseApi;

/** The first `perPage` articles on sale, for the menu; null asks nothing. */
export function useNavMerchandise(locale: string, perPage: number | null) {
  return useSWR<MerchandiseList, ApiRequestError>(
    perPage === null ? null : swrKeys.navMerchandise(locale, perPage),
    async () =>
      (await loadApi()).listMerchandises({ locale, query: { per_page: perPage as number } }),
    QUIET,
  );
}

/** The first `perPage` articles the venue features (by_featured); null asks nothing. */
export function useFeaturedMerchandise(locale: string, perPage: number | null) {
  return useSWR<MerchandiseList, ApiRequestError>(
    perPage === null ? null : swrKeys.featuredMerchandise(locale, perPage),
    async () =>
      (await loadApi()).listMerchandises({
        locale,
        query: { by_featured: true, per_page: perPage as number },
      }),
    QUIET,
  );
}
