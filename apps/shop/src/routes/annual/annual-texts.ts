// The annual personalization's own texts (src/i18n/messages/annual), loaded with its pages
// (src/i18n/area-texts.tsx): keys "annual.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deAnnual from "../../i18n/messages/annual/de.json";

export type AnnualKey = keyof typeof deAnnual;

export const ANNUAL_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/annual/de.json"),
  en: () => import("../../i18n/messages/annual/en.json"),
  es: () => import("../../i18n/messages/annual/es.json"),
  fr: () => import("../../i18n/messages/annual/fr.json"),
};

/** The lookup of the annual pages: the shop's keys and "annual.*". */
export function useAnnualT() {
  return useAreaT<AnnualKey>();
}
