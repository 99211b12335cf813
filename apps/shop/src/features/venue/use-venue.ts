// spec surrounding-areas §2 "Museums and exhibitions", "Static pages", §7: the reads of the
// venue's pages. A museum, its opening hours and an exhibition are a table of their own
// (@shop/core/page-routes VENUE_ROUTES), built in these pages' chunk: the first route carries
// none of it (bench/first-route). The static pages' list, which the footer of every page reads,
// is ./use-pages.ts.
import type {
  CouponList,
  Exhibition,
  ExhibitionList,
  Museum,
  MuseumList,
  OpeningHours,
  Page,
} from "@shop/core/contract";
import { VENUE_ROUTES } from "@shop/core/page-routes";
import useSWR from "swr";
import { api, clientOf } from "../../lib/api";
import type { ApiRequestError } from "../../lib/api-client";
import { pagedQuery } from "../../lib/paged-query";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";
import { usePages } from "./use-pages";

const venueApi = clientOf(VENUE_ROUTES);

/** spec surrounding-areas §9: a museum page shows 6 exhibitions and asks for one more. */
export const MUSEUM_EXHIBITIONS = 6;

// An id not a positive integer names nothing: no call, and the page says "not found".
const key = <K>(id: number | undefined, make: (id: number) => K) =>
  id === undefined ? null : make(id);

export function useMuseum(locale: string, id: number | undefined) {
  return useSWR<Museum, ApiRequestError>(
    key(id, (museumId) => swrKeys.museum(locale, museumId)),
    () => venueApi.getMuseum({ locale, params: { id: id as number } }),
    QUIET,
  );
}

export function useOpeningHours(locale: string, id: number | undefined) {
  return useSWR<OpeningHours, ApiRequestError>(
    key(id, (museumId) => swrKeys.openingHours(locale, museumId)),
    () => venueApi.getOpeningHours({ locale, params: { id: id as number } }),
    QUIET,
  );
}

/** A museum's first exhibitions, one more than shown: whether there are more. */
export function useMuseumExhibitions(locale: string, id: number | undefined) {
  return useSWR<ExhibitionList, ApiRequestError>(
    key(id, (museumId) => swrKeys.museumExhibitions(locale, museumId)),
    () =>
      api.listExhibitions({
        locale,
        query: pagedQuery({ museumId: id as number, perPage: MUSEUM_EXHIBITIONS + 1 }),
      }),
    QUIET,
  );
}

export function useExhibition(locale: string, id: number | undefined) {
  return useSWR<Exhibition, ApiRequestError>(
    key(id, (exhibitionId) => swrKeys.exhibition(locale, exhibitionId)),
    () => venueApi.getExhibition({ locale, params: { id: id as number } }),
    QUIET,
  );
}

export function usePage(locale: string, id: string) {
  return useSWR<Page, ApiRequestError>(
    swrKeys.page(locale, id),
    () => venueApi.getPage({ locale, params: { id } }),
    QUIET,
  );
}

/** spec surrounding-areas §2 "Value coupons": the coupons on sale. */
export function useCoupons(locale: string) {
  return useSWR<CouponList, ApiRequestError>(
    swrKeys.coupons(locale),
    () => venueApi.listCoupons({ locale }),
    QUIET,
  );
}

/** spec surrounding-areas §2 "Search", §9: up to 1000 exhibitions are asked for a search. */
export const SEARCH_PAGE_SIZE = 1000;

/** The museums and exhibitions matching `q` (the server ranks them), and the venue's pages. */
export function useSearch(locale: string, q: string) {
  const museums = useSWR<MuseumList, ApiRequestError>(
    swrKeys.searchMuseums(locale, q),
    () => api.listMuseums({ locale, query: pagedQuery({ q, perPage: SEARCH_PAGE_SIZE }) }),
    QUIET,
  );
  const exhibitions = useSWR<ExhibitionList, ApiRequestError>(
    swrKeys.searchExhibitions(locale, q),
    () => api.listExhibitions({ locale, query: pagedQuery({ q, perPage: SEARCH_PAGE_SIZE }) }),
    QUIET,
  );
  const pages = usePages(locale);
  return { museums, exhibitions, pages };
}
