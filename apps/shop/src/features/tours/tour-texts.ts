// The tour pages' own texts (src/i18n/messages/tours), loaded with those pages and with the
// tour previews of other pages (src/i18n/area-texts.tsx): keys "tours.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deTours from "../../i18n/messages/tours/de.json";

export type TourKey = keyof typeof deTours;

export const TOUR_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/tours/de.json"),
  en: () => import("../../i18n/messages/tours/en.json"),
  es: () => import("../../i18n/messages/tours/es.json"),
  fr: () => import("../../i18n/messages/tours/fr.json"),
};

/** The lookup of the tour pages: the shop's keys and "tours.*". */
export function useTourT() {
  return useAreaT<TourKey>();
}
