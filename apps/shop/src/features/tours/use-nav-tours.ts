// spec surrounding-areas §2 "Header, navigation, footer": the tours item's dropdown — the next
// tours (page size + 1, to know whether more exist), or with toursByCategory the tour
// categories — and the start page's next tours. Read only when asked for. In the header, so in
// every page's JavaScript: the menu's two tour calls only (@shop/core/routes TOUR_MENU_ROUTES,
// beside the first route's table; no zod).
import type { CategoryList, TourList } from "@shop/core/contract";
import { TOUR_MENU_ROUTES } from "@shop/core/routes";
import useSWR from "swr";
import { clientOf } from "../../lib/api";
import type { ApiRequestError } from "../../lib/api-client";
import { pagedQuery } from "../../lib/paged-query";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";

const navApi = clientOf(TOUR_MENU_ROUTES);

/** The first `perPage` tours with start times to come; null asks nothing. */
export function useNextTours(locale: string, perPage: number | null) {
  return useSWR<TourList, ApiRequestError>(
    perPage === null ? null : swrKeys.nextTours(locale, perPage),
    () =>
      navApi.listTours({
        locale,
        query: pagedQuery({ perPage: perPage as number, upcoming: true }),
      }),
    QUIET,
  );
}

export function useNavTours(
  locale: string,
  wanted: { tours: boolean; perPage: number; categories: boolean },
) {
  const tours = useNextTours(locale, wanted.tours ? wanted.perPage : null);
  const categories = useSWR<CategoryList, ApiRequestError>(
    wanted.categories ? swrKeys.tourCategories(locale) : null,
    () => navApi.listTourCategories({ locale }),
    QUIET,
  );
  return { tours: tours.data?.data, categories: categories.data?.data };
}
