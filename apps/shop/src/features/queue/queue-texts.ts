// The waiting room's own texts (src/i18n/messages/queue), loaded with its page
// (src/i18n/area-texts.tsx): keys "queue.*".
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deQueue from "../../i18n/messages/queue/de.json";

export type QueueKey = keyof typeof deQueue;

export const QUEUE_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/queue/de.json"),
  en: () => import("../../i18n/messages/queue/en.json"),
  es: () => import("../../i18n/messages/queue/es.json"),
  fr: () => import("../../i18n/messages/queue/fr.json"),
};

/** The lookup of the waiting room: the shop's keys and "queue.*". */
export function useQueueT() {
  return useAreaT<QueueKey>();
}
