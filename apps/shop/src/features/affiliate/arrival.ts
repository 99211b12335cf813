// The affiliate arrival's work (use-affiliate-arrival.ts loads it when the URL has `at`).
import type { KeyValueStorage } from "../../lib/storage";
import { affiliateFromSearch, affiliateStorageKey, saveAffiliate } from "./affiliate-store";
import { postReferral } from "./api";

/**
 * Keeps the affiliate of `search` and checks the referral, unless it is `lastChecked` (the same
 * arrival seen again). Answers the arrival's identity, or `lastChecked` when none was recorded.
 */
export function recordArrival(
  arrival: {
    storage: KeyValueStorage | null;
    prefix: string;
    search: string;
    locale: string;
    now: Date;
  },
  lastChecked: string | null,
): string | null {
  const affiliate = affiliateFromSearch(arrival.search);
  if (!affiliate) return lastChecked;
  const id = `${affiliate.id}\n${affiliate.campaign ?? ""}`;
  if (lastChecked === id) return lastChecked;
  saveAffiliate(arrival.storage, affiliateStorageKey(arrival.prefix), affiliate, arrival.now);
  void postReferral(affiliate, "check", arrival.locale);
  return id;
}
