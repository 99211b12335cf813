// The one-pager's own texts (src/i18n/messages/onepager), loaded with its page
// (src/i18n/area-texts.tsx): keys "onepager.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deOnepager from "../../i18n/messages/onepager/de.json";

export type OnepagerKey = keyof typeof deOnepager;

export const ONEPAGER_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/onepager/de.json"),
  en: () => import("../../i18n/messages/onepager/en.json"),
  es: () => import("../../i18n/messages/onepager/es.json"),
  fr: () => import("../../i18n/messages/onepager/fr.json"),
};

/** The lookup of the one-pager: the shop's keys and "onepager.*". */
export function useOnepagerT() {
  return useAreaT<OnepagerKey>();
}
