// spec selling-core §6: back from the provider, the order's state decides the result page;
// without an answer the pending page asks again. Pages call this hook, never the API.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { fetchOrder } from "./api";
import { orderQuery, type PlacedOrder } from "./order-outcome";
import { resultPathOf } from "./order-route";

/** Leads to the result page of `placed` (inside the payment frame: nothing, the top moves). */
export function useReturnRedirect(
  locale: string,
  placed: PlacedOrder | undefined,
  framed: boolean,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (framed) return;
    if (!placed) {
      navigate("/checkout/failure?reason=unknown", { replace: true });
      return;
    }
    let stopped = false;
    fetchOrder(locale, placed.id, placed.token).then(
      (order) => {
        if (stopped) return;
        navigate(resultPathOf(order, placed) ?? `/checkout/pending?${orderQuery(placed)}`, {
          replace: true,
        });
      },
      () => {
        if (!stopped) navigate(`/checkout/pending?${orderQuery(placed)}`, { replace: true });
      },
    );
    return () => {
      stopped = true;
    };
  }, [framed, locale, placed, navigate]);
}
