// The issue 33, Deliver 1: the order page's data and writes. The order is read by its id and
// token (GET /orders/{id}?token, the checkout's reading of it); the confirmation is sent again
// and the visit rated with the same token as the only proof. A rating read back into the
// order's cache, so the page shows it at once.
import type { LineCancellation, OrderRating, RateOrderRequest } from "@shop/core/contract";
import { useMemo } from "react";
import { useSWRConfig } from "swr";
import { swrKeys } from "../../lib/swr-keys";
import { accountApi } from "./account-api";

export function useOrderPageWrites(locale: string, id: number, token: string) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** Sends the confirmation again; answers the address it went to, partly hidden. */
      async resend(): Promise<string> {
        const sent = await accountApi.resendConfirmation({
          locale,
          params: { id },
          query: { token },
        });
        return sent.email;
      },
      /**
       * Keeps the rating, then shows it on the page. A refusal (rated meanwhile in another tab)
       * leaves the form and its alert, which says so, where they are.
       */
      async rate(body: RateOrderRequest): Promise<OrderRating> {
        const rated = await accountApi.rateOrder({
          locale,
          params: { id },
          query: { token },
          body,
        });
        await mutate(swrKeys.order(locale, id, token));
        return rated;
      },
      /**
       * The issue 33, Deliver 6: cancels the line holding `itemId`, then reads the order again
       * (its lines, offers, cancellations and invoices changed).
       */
      async cancelLine(itemId: number): Promise<LineCancellation> {
        // Read again whatever the answer: a refusal (cancelled meanwhile, too late) means the
        // page's offers are stale; a failed read after a cancellation does not undo it.
        const reread = () => mutate(swrKeys.order(locale, id, token)).catch(() => undefined);
        try {
          const cancelled = await accountApi.cancelOrderLine({
            locale,
            params: { id },
            query: { token },
            body: { item_id: itemId },
          });
          await reread();
          return cancelled;
        } catch (error) {
          await reread();
          throw error;
        }
      },
    }),
    [locale, id, token, mutate],
  );
}
