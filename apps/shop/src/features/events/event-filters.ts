// spec surrounding-areas §2 "Events": /events?museum_id&exhibition_id&language_id&category_id.
// The URL is the filter's only state: a change rewrites its parameter (history replaced, so
// Back leaves the list instead of stepping through filters), and reset drops them all.
import type { EventFilters } from "./use-events";

export const FILTER_PARAMS = {
  museumId: "museum_id",
  exhibitionId: "exhibition_id",
  languageId: "language_id",
  categoryId: "category_id",
} as const satisfies Record<keyof EventFilters, string>;

export type FilterName = keyof typeof FILTER_PARAMS;

/** A positive integer id of the URL, else undefined (an unreadable filter filters nothing). */
export function idParam(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

export function filtersOf(params: URLSearchParams): EventFilters {
  return {
    museumId: idParam(params.get(FILTER_PARAMS.museumId)),
    exhibitionId: idParam(params.get(FILTER_PARAMS.exhibitionId)),
    languageId: idParam(params.get(FILTER_PARAMS.languageId)),
    categoryId: idParam(params.get(FILTER_PARAMS.categoryId)),
  };
}

/**
 * The parameters with filter `name` set to `id` (undefined drops it). A new museum drops the
 * exhibition, which may be of another museum and would filter everything away.
 */
export function withFilter(
  params: URLSearchParams,
  name: FilterName,
  id: number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === undefined) next.delete(FILTER_PARAMS[name]);
  else next.set(FILTER_PARAMS[name], String(id));
  if (name === "museumId") next.delete(FILTER_PARAMS.exhibitionId);
  return next;
}

/** The parameters without any filter (other parameters, e.g. lang, stay). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const param of Object.values(FILTER_PARAMS)) next.delete(param);
  return next;
}

/** Whether any filter is set. */
export function isFiltered(filters: EventFilters): boolean {
  return Object.values(filters).some((id) => id !== undefined);
}
