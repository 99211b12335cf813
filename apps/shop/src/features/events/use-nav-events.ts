// spec surrounding-areas §2 "Header, navigation, footer": the events item's dropdown — the
// next events (page size + 1, to know whether more exist), or with eventsByCategory the event
// categories. Read only when the settings show them. In the header, so in every page's
// JavaScript: the menu's two event calls only (@shop/core/routes EVENT_MENU_ROUTES, beside the
// first route's table; no zod).
import type { CategoryList, EventList } from "@shop/core/contract";
import { EVENT_MENU_ROUTES } from "@shop/core/routes";
import useSWR from "swr";
import { clientOf } from "../../lib/api";
import type { ApiRequestError } from "../../lib/api-client";
import { pagedQuery } from "../../lib/paged-query";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";

const navApi = clientOf(EVENT_MENU_ROUTES);

export function useNavEvents(
  locale: string,
  wanted: { events: boolean; perPage: number; categories: boolean },
) {
  const events = useSWR<EventList, ApiRequestError>(
    wanted.events ? swrKeys.navEvents(locale, wanted.perPage) : null,
    () =>
      navApi.listEvents({
        locale,
        query: pagedQuery({ perPage: wanted.perPage, upcoming: true }),
      }),
    QUIET,
  );
  const categories = useSWR<CategoryList, ApiRequestError>(
    wanted.categories ? swrKeys.eventCategories(locale) : null,
    () => navApi.listEventCategories({ locale }),
    QUIET,
  );
  return { events: events.data?.data, categories: categories.data?.data };
}
