// The door's own texts (src/i18n/messages/check-in), loaded with the scanner page
// (src/i18n/area-texts.tsx): keys "checkIn.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deCheckIn from "../../i18n/messages/check-in/de.json";

export type CheckInKey = keyof typeof deCheckIn;

export const CHECK_IN_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/check-in/de.json"),
  en: () => import("../../i18n/messages/check-in/en.json"),
  es: () => import("../../i18n/messages/check-in/es.json"),
  fr: () => import("../../i18n/messages/check-in/fr.json"),
};

/** The lookup of the scanner page: the shop's keys and "checkIn.*". */
export function useCheckInT() {
  return useAreaT<CheckInKey>();
}
