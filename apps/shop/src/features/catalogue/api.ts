// spec surrounding-areas §2, §9: initial data — museums and exhibitions, 1000 per page.
import type { ExhibitionList, MuseumList } from "@shop/core/contract";
import { api } from "../../lib/api";
import { pagedQuery } from "../../lib/paged-query";

export const INITIAL_PAGE_SIZE = 1000;

export function fetchMuseums(locale: string): Promise<MuseumList> {
  return api.listMuseums({ locale, query: pagedQuery({ perPage: INITIAL_PAGE_SIZE }) });
}

export function fetchExhibitions(locale: string): Promise<ExhibitionList> {
  return api.listExhibitions({ locale, query: pagedQuery({ perPage: INITIAL_PAGE_SIZE }) });
}
