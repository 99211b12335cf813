// spec surrounding-areas §2, §9: initial data — museums and exhibitions, 1000 per page.
import { ExhibitionList, MuseumList } from "@shop/core/contract";
import { apiRequest } from "../../lib/api-client";

export const INITIAL_PAGE_SIZE = 1000;

export function fetchMuseums(locale: string): Promise<MuseumList> {
  return apiRequest({
    path: "/museums",
    locale,
    schema: MuseumList,
    query: { per_page: INITIAL_PAGE_SIZE },
  });
}

export function fetchExhibitions(locale: string): Promise<ExhibitionList> {
  return apiRequest({
    path: "/exhibitions",
    locale,
    schema: ExhibitionList,
    query: { per_page: INITIAL_PAGE_SIZE },
  });
}
