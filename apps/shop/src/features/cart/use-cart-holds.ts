// spec selling-core §4 "Cart lifecycle", §7: what the cart page does to the holds of its
// lines, as events of ./cart-holds.ts. A quantity change moves the hold first and the line
// only after (a failure leaves the line as it was and says why); refresh extends the hold
// (WCAG 2.2.1), which says when a hold has reached the end of its life (DESIGN.md §4); an
// expired hold drops its line with a message; remove gives the places back. This hook keeps
// only what the page shows: which line is busy, its problem, and when to remount a control.
import { useState } from "react";
import { useNow } from "../../lib/clock";
import { useCartStore } from "./cart-context";
import { type HoldEvent, type LineProblem, planHolds, useHolds } from "./cart-holds";

export { itemKey, type LineProblem } from "./cart-holds";

export type LineBusy = "quantity" | "refresh" | "remove";

export function useCartHolds() {
  const store = useCartStore();
  const { dispatch } = useHolds();
  const now = useNow();
  const [problems, setProblems] = useState<Record<string, LineProblem>>({});
  const [busy, setBusy] = useState<Record<string, LineBusy>>({});
  /** Bumped when a change is reverted, so a control that shows the typed value remounts. */
  const [revisions, setRevisions] = useState<Record<string, number>>({});

  const mark = (key: string, state: LineBusy | undefined) =>
    setBusy(({ [key]: _, ...rest }) => (state ? { ...rest, [key]: state } : rest));
  const report = (key: string, problem: LineProblem | undefined) =>
    setProblems(({ [key]: _, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));

  /**
   * Runs a line's event with the line marked busy and its last problem cleared; an event
   * that asks nothing of the server (an unchanged quantity, a line without holds, a product's
   * quantity) is settled at once, without marking the line.
   */
  const run = async <E extends HoldEvent>(key: string, state: LineBusy, event: E) => {
    if (planHolds(store.getState().items, event).calls.length === 0) return dispatch(event);
    mark(key, state);
    report(key, undefined);
    try {
      return await dispatch(event);
    } finally {
      mark(key, undefined);
    }
  };

  const changeQuantity = async (key: string, quantity: number) => {
    const outcome = await run(key, "quantity", { type: "change", key, quantity });
    if (outcome?.problem) {
      report(key, outcome.problem);
      setRevisions((all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }));
    }
  };

  /** Extends the line's holds; false when one has gone (expired or released meanwhile). */
  const refresh = async (key: string): Promise<boolean> => {
    const outcome = await run(key, "refresh", { type: "refresh", key });
    if (outcome?.problem) report(key, outcome.problem);
    return outcome?.live ?? true;
  };

  /**
   * Drops a line whose hold ran out: the lines the "release" event leaves, without its calls,
   * as the places are free again on the server already.
   */
  const drop = (key: string) => {
    const { settle } = planHolds(store.getState().items, { type: "release", keys: [key] });
    store.setItems(settle(store.getState().items, []).items, now());
    report(key, undefined);
  };

  const remove = async (key: string) => {
    mark(key, "remove");
    try {
      await dispatch({ type: "release", keys: [key] });
    } finally {
      mark(key, undefined);
    }
    report(key, undefined);
  };

  return { problems, busy, revisions, changeQuantity, refresh, remove, drop };
}
