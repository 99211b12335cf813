// spec surrounding-areas §2 "Merchandise", §5: pieces of an article go into the cart held —
// the "merchandise" event of the cart's hold reducer (../cart/cart-holds.ts: POST
// /merchandises/{id}/reservations, then the article's line). A refusal keeps its code for the
// refusal table (lib/refusal-text.ts, area "merchandise"); the article is read again, as the
// pieces left changed.
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useLocale } from "../../i18n/locale-context";
import { type Refusal, refusalOf } from "../../lib/refusal-text";
import { swrKeys } from "../../lib/swr-keys";
import { useHolds } from "../cart/cart-holds";

/** Why pieces were not held: a refusal with its own text, else "try again". */
export type MerchandiseAddProblem = { kind: "refused"; refusal: Refusal } | { kind: "failed" };

/** The article hold's refusals the shop tells in the visitor's words (their codes, unrenamed). */
export function merchandiseProblemOf(error: unknown): MerchandiseAddProblem {
  const refusal = refusalOf(error, ["rate_limit", "hold_limit", "sold_out"]);
  if (refusal) return { kind: "refused", refusal };
  return { kind: "failed" };
}

export function useAddMerchandise() {
  const { dispatch } = useHolds();
  const { mutate } = useSWRConfig();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);

  const addMerchandise = async (
    id: number,
    quantity: number,
  ): Promise<{ ok: true } | { ok: false; problem: MerchandiseAddProblem }> => {
    setAdding(true);
    try {
      const outcome = await dispatch({ type: "merchandise", id, quantity });
      return outcome.ok
        ? { ok: true }
        : { ok: false, problem: merchandiseProblemOf(outcome.error) };
    } finally {
      setAdding(false);
      // the pieces left changed: the article is read again
      void mutate(swrKeys.merchandise(locale, id));
    }
  };

  return { addMerchandise, adding };
}
