// spec selling-core §4 step 3, §9: the pending page checks the order every 2 seconds, at most
// 15 times, then says it is still pending (the visitor is told about the e-mail). An order the
// server does not know (404) ends the checks at once: it will not appear by waiting.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fetchOrder } from "./api";
import { isUnknownOrder, type PlacedOrder } from "./order-outcome";
import { resultPathOf } from "./order-route";

export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 15;

export interface OrderPolling {
  /** The checks ran out without a result. */
  exhausted: boolean;
  /** The server does not know the order: the checks stopped. */
  unknown: boolean;
}

/** Polls while mounted, until a result, an unknown order or the last check. */
export function useOrderPolling(locale: string, placed: PlacedOrder | undefined): OrderPolling {
  const navigate = useNavigate();
  const [exhausted, setExhausted] = useState(false);
  const [unknown, setUnknown] = useState(false);
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
      } catch (error) {
        if (stopped) return;
        if (isUnknownOrder(error)) {
          setUnknown(true);
          return;
        }
        // Any other failed check counts as one; the next may answer.
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
  return { exhausted, unknown };
}
