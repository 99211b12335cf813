// spec surrounding-areas §2, §9: initial data — museums and exhibitions, 1000 per page.
import type { ExhibitionList, MuseumList } from "@shop/core/contract";
import { apiRequest } from "../../lib/api-client";

export const INITIAL_PAGE_SIZE = 1000;

export function fetchMuseums(locale: string): Promise<MuseumList> {
  return apiRequest<MuseumList>({
    path: "/museums",
    locale,
    query: { per_page: INITIAL_PAGE_SIZE },
  });
}

export function fetchExhibitions(locale: string): Promise<ExhibitionList> {
  return apiRequest<ExhibitionList>({
    path: "/exhibitions",
    locale,
    query: { per_page: INITIAL_PAGE_SIZE },
  });
}
