// spec selling-core §4 step 3, §9: the pending page checks the order every 2 seconds, at most
// 15 times, then says it is still pending (the visitor is told about the e-mail).
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fetchOrder } from "./api";
import type { PlacedOrder } from "./order-outcome";
import { resultPathOf } from "./order-route";

export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 15;

/** Polls while mounted; true once the checks ran out without a result. */
export function useOrderPolling(locale: string, placed: PlacedOrder | undefined): boolean {
  const navigate = useNavigate();
  const [exhausted, setExhausted] = useState(false);
  useEffect(() => {
    if (!placed) return;
    let stopped = false;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      checks += 1;
      try {
        const path = resultPathOf(await fetchOrder(locale, placed.id, placed.token), placed);
        if (stopped) return;
        if (path) {
          navigate(path, { replace: true });
          return;
        }
      } catch {
        // A failed check counts as one; the next may answer.
        if (stopped) return;
      }
      if (checks >= POLL_ATTEMPTS) setExhausted(true);
      else timer = setTimeout(check, POLL_INTERVAL_MS);
    };
    timer = setTimeout(check, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [locale, placed, navigate]);
  return exhausted;
}
