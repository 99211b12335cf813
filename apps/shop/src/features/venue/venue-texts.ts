// The venue pages' own texts (src/i18n/messages/venue), loaded with those pages
// (src/i18n/area-texts.tsx): keys "venue.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deVenue from "../../i18n/messages/venue/de.json";

export type VenueKey = keyof typeof deVenue;

export const VENUE_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/venue/de.json"),
  en: () => import("../../i18n/messages/venue/en.json"),
  es: () => import("../../i18n/messages/venue/es.json"),
  fr: () => import("../../i18n/messages/venue/fr.json"),
};

/** The lookup of the venue pages: the shop's keys and "venue.*". */
export function useVenueT() {
  return useAreaT<VenueKey>();
}
