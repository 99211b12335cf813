// The event pages' own texts (src/i18n/messages/events), loaded with those pages
// (src/i18n/area-texts.tsx): keys "events.*".
import type { EventDateState } from "@shop/core/booking";
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deEvents from "../../i18n/messages/events/de.json";

export type EventKey = keyof typeof deEvents;

export const EVENT_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/events/de.json"),
  en: () => import("../../i18n/messages/events/en.json"),
  es: () => import("../../i18n/messages/events/es.json"),
  fr: () => import("../../i18n/messages/events/fr.json"),
};

/** The lookup of the event pages: the shop's keys and "events.*". */
export function useEventT() {
  return useAreaT<EventKey>();
}

/** The short word of a date that cannot be booked now (eventDateState): table and list. */
export const DATE_STATE_SHORT: Record<Exclude<EventDateState, "open">, EventKey> = {
  closed: "events.date.closedShort",
  soldOut: "events.date.soldOutShort",
};
