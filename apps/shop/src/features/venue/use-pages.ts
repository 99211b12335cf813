// spec surrounding-areas §2 "Static pages": the venue's static pages (GET /pages), which the
// footer of every page links and the search looks through. Its call is in ROUTES (@shop/core
// routes), not among the venue pages' table: the footer would load that whole table on every
// page beside the first routes, the cart and the checkout too (bench/first-route).
import type { PageList } from "@shop/core/contract";
import useSWR from "swr";
import { api } from "../../lib/api";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";

/** The venue's static pages: the footer links them, the search looks in titles. */
export function usePages(locale: string) {
  return useSWR<PageList, ApiRequestError>(
    swrKeys.pages(locale),
    () => api.listPages({ locale }),
    QUIET,
  );
}
