// spec selling-core §6: back from the provider, the order's state decides the result page;
// without an answer the pending page asks again. Pages call this hook, never the API.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fetchOrder } from "./api";
import { isUnknownOrder, orderQuery, type PlacedOrder } from "./order-outcome";
import { type PaymentHint, resultPathOf } from "./order-route";

/**
 * Leads to the result page of `placed` (inside the payment frame: nothing, the top moves).
 * True when there is no order to lead to: none in the link or storage, or one the server
 * does not know (the issue "a visitor's review", finding 1: waiting on it would never end).
 */
export function useReturnRedirect(
  locale: string,
  placed: PlacedOrder | undefined,
  framed: boolean,
  hint?: PaymentHint,
): boolean {
  const navigate = useNavigate();
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    if (framed || !placed) return;
    let stopped = false;
    fetchOrder(locale, placed.id, placed.token).then(
      (order) => {
        if (stopped) return;
        navigate(resultPathOf(order, placed, hint) ?? `/checkout/pending?${orderQuery(placed)}`, {
          replace: true,
        });
      },
      (error: unknown) => {
        if (stopped) return;
        if (isUnknownOrder(error)) setUnknown(true);
        else navigate(`/checkout/pending?${orderQuery(placed)}`, { replace: true });
      },
    );
    return () => {
      stopped = true;
    };
  }, [framed, locale, placed, hint, navigate]);
  return !framed && (!placed || unknown);
}
