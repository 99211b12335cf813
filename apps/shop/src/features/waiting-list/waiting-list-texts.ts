// The waiting list's own texts (src/i18n/messages/waiting-list), loaded with its sign-up panel
// and its offer page (src/i18n/area-texts.tsx): keys "waitingList.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deWaitingList from "../../i18n/messages/waiting-list/de.json";

export type WaitingListKey = keyof typeof deWaitingList;

export const WAITING_LIST_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/waiting-list/de.json"),
  en: () => import("../../i18n/messages/waiting-list/en.json"),
  es: () => import("../../i18n/messages/waiting-list/es.json"),
  fr: () => import("../../i18n/messages/waiting-list/fr.json"),
};

/** The lookup of the waiting list's parts: the shop's keys and "waitingList.*". */
export function useWaitingListT() {
  return useAreaT<WaitingListKey>();
}
