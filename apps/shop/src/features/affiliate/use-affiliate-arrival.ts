// spec surrounding-areas §1, §7: a visitor arriving with ?at (and ?ac) is an affiliate
// referral: keep it 24 hours and tell the server ("check"); the order later "track"s it.
// The work is in ./arrival, loaded only when the URL names an affiliate: most visits don't,
// and the first route carries none of it (bench/first-route).
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useNow } from "../../lib/clock";
import { useStorage } from "../../lib/storage-context";

export function useAffiliateArrival(prefix: string, locale: string): void {
  const { search } = useLocation();
  const storage = useStorage();
  const now = useNow();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!new URLSearchParams(search).has("at")) return;
    const arrivedAt = now();
    void import("./arrival").then(({ recordArrival }) => {
      checked.current = recordArrival(
        { storage, prefix, search, locale, now: arrivedAt },
        checked.current,
      );
    });
  }, [search, storage, now, prefix, locale]);
}
