// spec selling-core §2 "Ticket selection": the flow keeps every choice in the URL (museum_id,
// exhibition_id, group, date, time, vip, and the chosen quantities), so a reload, the back
// button or a language switch (journey f) keeps the selection.
import { berlinDate, isIsoTime, isValidCartDate } from "@shop/core";

export interface FlowParams {
  museumId: number | undefined;
  exhibitionId: number | undefined;
  group: string | undefined;
  /** The date as written in the URL, valid or not (the types page redirects on invalid). */
  rawDate: string | undefined;
  /** spec selling-core §2: the date, today (Berlin) when missing or not valid. */
  date: string;
  /** Whether the URL names a valid date (YYYY-MM-DD, today or later). */
  hasDate: boolean;
  time: string | undefined;
  /** The time-slot ticket whose start time was chosen. */
  ticketId: number | undefined;
  /** spec selling-core §4: VIP single selection mode. */
  vip: boolean;
  /**
   * surrounding-areas §2 "VIP": `vip=<audience id>` lists that audience's tickets too (the
   * server prices them for its customers only).
   */
  vipAudience: number | undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : undefined;
}

export function parseFlowParams(search: URLSearchParams, now: Date): FlowParams {
  const rawDate = search.get("date") ?? undefined;
  const hasDate = isValidCartDate(rawDate, now);
  const time = search.get("time") ?? undefined;
  const vip = search.get("vip");
  return {
    museumId: positiveInt(search.get("museum_id")),
    exhibitionId: positiveInt(search.get("exhibition_id")),
    group: search.get("group") || undefined,
    rawDate,
    date: hasDate ? (rawDate as string) : berlinDate(now),
    hasDate,
    time: isIsoTime(time) ? time : undefined,
    ticketId: positiveInt(search.get("ticket")),
    vip: vip !== null && vip !== "0" && vip !== "false",
    vipAudience: positiveInt(vip),
  };
}

/** The parameters every step carries on: the filters and VIP mode. */
export const CARRIED_PARAMS = ["museum_id", "exhibition_id", "vip", "lang"] as const;

/**
 * A URL of the flow: the carried parameters of `from`, then `set` (undefined or "" removes).
 * Quantities (`q`, `sub`) and the group, date and time are carried only when `keep` names them.
 */
export function flowHref(
  path: string,
  from: URLSearchParams,
  set: Record<string, string | number | undefined> = {},
  keep: readonly string[] = [],
): string {
  const next = new URLSearchParams();
  for (const key of [...CARRIED_PARAMS, ...keep]) {
    const value = from.get(key);
    if (value !== null) next.set(key, value);
  }
  for (const [key, value] of Object.entries(set)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const search = next.toString();
  return `/tickets/${path}${search ? `?${search}` : ""}`;
}
