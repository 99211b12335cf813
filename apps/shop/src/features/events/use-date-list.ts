// The date list's reads (spec surrounding-areas §9, ./date-paging.ts): one read at a time, as
// the paging state asks; a failed read stops the list where it is and says so.
import type { IsoDate } from "@shop/core";
import { useEffect, useState } from "react";
import type { ApiRequestError } from "../../lib/api-client";
import { fetchDates } from "./api";
import {
  DATE_PAGE_SIZE,
  type DatePaging,
  hasMore,
  nextRead,
  settleRead,
  showMore,
  shownDates,
  startPaging,
} from "./date-paging";

export function useDateList(
  locale: string,
  range: { start: IsoDate; end: IsoDate } | null,
  eventIds: readonly number[] = [],
) {
  const key = range ? `${locale}|${range.start}|${range.end}|${eventIds.join(",")}` : null;
  const [state, setState] = useState<{ key: string | null; paging: DatePaging | null }>({
    key: null,
    paging: null,
  });
  const [error, setError] = useState<ApiRequestError | undefined>();
  // A new range (or language) starts the list anew.
  const paging = state.key === key ? state.paging : range ? startPaging(range) : null;
  if (state.key !== key) {
    setState({ key, paging });
    setError(undefined);
  }
  const read = paging && !error ? nextRead(paging) : null;
  const readKey = read ? `${key}|${read.start}|${read.end}|${read.page}` : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: readKey names the read
  useEffect(() => {
    if (!read || !paging) return;
    let current = true;
    fetchDates(locale, { ...read, perPage: DATE_PAGE_SIZE, eventIds }).then(
      (answer) => {
        if (!current) return;
        setState((now) =>
          now.key === key && now.paging
            ? {
                key,
                paging: settleRead(now.paging, read, {
                  data: answer.data,
                  total: answer.meta.total_count,
                }),
              }
            : now,
        );
      },
      (failure: ApiRequestError) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [readKey]);

  return {
    dates: paging ? shownDates(paging) : [],
    loading: read !== null,
    /** Nothing more is read and none was found. */
    empty: paging !== null && read === null && paging.dates.length === 0,
    more: paging !== null && !error && hasMore(paging),
    error,
    showMore: () =>
      setState((now) => (now.paging ? { ...now, paging: showMore(now.paging) } : now)),
  };
}
