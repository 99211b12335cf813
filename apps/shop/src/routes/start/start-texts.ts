// The start page's own texts (src/i18n/messages/start), loaded with the start page
// (src/i18n/area-texts.tsx): keys "start.*". In the shell's table they shipped with every
// first route, /tickets too, which never shows them (bench/first-route).
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deStart from "../../i18n/messages/start/de.json";

export type StartKey = keyof typeof deStart;

export const START_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/start/de.json"),
  en: () => import("../../i18n/messages/start/en.json"),
  es: () => import("../../i18n/messages/start/es.json"),
  fr: () => import("../../i18n/messages/start/fr.json"),
};

/** The lookup of the start page: the shop's keys and "start.*". */
export function useStartT() {
  return useAreaT<StartKey>();
}
