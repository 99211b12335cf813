// spec surrounding-areas §1, §7: a visitor arriving with ?at (and ?ac) is an affiliate
// referral: keep it 24 hours and tell the server ("check"); the order later "track"s it.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useNow } from "../../lib/clock";
import { storageKey, useStorage } from "../../lib/storage-context";
import { affiliateFromSearch, saveAffiliate } from "./affiliate-store";
import { postReferral } from "./api";

export function affiliateStorageKey(prefix: string): string {
  return storageKey(prefix, "affiliate");
}

export function useAffiliateArrival(prefix: string, locale: string): void {
  const { search } = useLocation();
  const storage = useStorage();
  const now = useNow();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    const affiliate = affiliateFromSearch(search);
    if (!affiliate) return;
    const id = `${affiliate.id}\n${affiliate.campaign ?? ""}`;
    if (checked.current === id) return;
    checked.current = id;
    saveAffiliate(storage, affiliateStorageKey(prefix), affiliate, now());
    void postReferral(affiliate, "check", locale);
  }, [search, storage, now, prefix, locale]);
}
