// The issue 27: an order still waiting for its payment offers, in the account's order list,
// to pay it now or to cancel it. Paying starts the order's payment again on the server (POST
// /orders/{id}/payment answers as POST /orders does) and follows it the checkout's one way
// (features/checkout/follow-outcome.ts), the order kept for the result pages as the checkout
// keeps it; cancelling (POST /orders/{id}/cancel) gives its places back. Either way the list
// is read again, since the order's state may have changed underneath.
import type { Order } from "@shop/core/contract";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { useSWRConfig } from "swr";
import { isKeyOf } from "../../lib/swr-keys";
import { followOutcome } from "../checkout/follow-outcome";
import { outcomeOfOrder } from "../checkout/order-outcome";
import { rememberOrder } from "../checkout/stored-order";
import { useOrderStorage } from "../checkout/use-order-key";
import { accountApi } from "./account-api";

export function useOrderActions(locale: string) {
  const navigate = useNavigate();
  const { storage, key } = useOrderStorage();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const readOrdersAgain = () => mutate(isKeyOf("orders"));
    return {
      /** To the payment of the order, as the checkout goes there after placing one. */
      async pay(id: number): Promise<void> {
        try {
          const outcome = outcomeOfOrder(await accountApi.payOrder({ locale, params: { id } }));
          if (outcome.kind !== "failure") rememberOrder(storage, key, outcome.order);
          followOutcome(outcome, navigate);
        } catch (error) {
          await readOrdersAgain();
          throw error;
        }
      },
      /** Cancels the order; answers it, canceled. */
      async cancel(id: number): Promise<Order> {
        try {
          return await accountApi.cancelOrder({ locale, params: { id } });
        } finally {
          await readOrdersAgain();
        }
      },
    };
  }, [locale, navigate, storage, key, mutate]);
}
