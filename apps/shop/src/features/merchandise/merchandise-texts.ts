// The merchandise pages' own texts (src/i18n/messages/merchandise), loaded with those pages and
// with the article previews of the search page (src/i18n/area-texts.tsx): keys "merchandise.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deMerchandise from "../../i18n/messages/merchandise/de.json";

export type MerchandiseKey = keyof typeof deMerchandise;

export const MERCHANDISE_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/merchandise/de.json"),
  en: () => import("../../i18n/messages/merchandise/en.json"),
  es: () => import("../../i18n/messages/merchandise/es.json"),
  fr: () => import("../../i18n/messages/merchandise/fr.json"),
};

/** The lookup of the merchandise pages: the shop's keys and "merchandise.*". */
export function useMerchandiseT() {
  return useAreaT<MerchandiseKey>();
}
