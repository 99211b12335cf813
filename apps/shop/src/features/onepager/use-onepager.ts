// spec selling-core §4 "One-pager", §5, §9: the workflow of the one-page purchase. "Next" checks
// the choice and the customer form at once ("no selection", the form's fields) and, once both
// hold, signs the guest in and holds the places (the cart's holds, like every ticket step); the
// overview then shows while the cart holds more than before (./onepager-snapshot.ts). "Change"
// gives the held places back and returns to the choice. The page renders what this answers.
import { useEffect, useRef, useState } from "react";
import { useStorage } from "../../lib/storage-context";
import { useHolds } from "../cart/cart-holds";
import { useAddSelection } from "../cart/use-add-selection";
import { useCartWrites } from "../cart/use-cart-writes";
import { useShopSettings } from "../shop/shop-context";
import {
  type CartLines,
  type CartSnapshot,
  linesOf,
  readSnapshot,
  restoreOf,
  writeSnapshot,
} from "./onepager-snapshot";
import { useOnepagerChoice } from "./use-onepager-choice";
import { useOnepagerCustomer } from "./use-onepager-customer";

export function useOnepager(locale: string, now: Date, first: number | undefined) {
  const settings = useShopSettings();
  const choice = useOnepagerChoice(locale, now, first);
  const customer = useOnepagerCustomer(locale);
  const cart = useCartWrites();
  const { dispatch } = useHolds();
  const storage = useStorage();
  const prefix = settings.storageKeyPrefix;
  const [busy, setBusy] = useState(false);
  // What the cart held before "next": while the cart holds more, the overview shows — also
  // after a reload, which so never holds twice.
  const [snapshot, setSnapshot] = useState<CartSnapshot | undefined>(() =>
    readSnapshot(storage, prefix, cart.current().items),
  );
  const stage = snapshot ? "review" : "choose";
  const keep = (next: CartSnapshot | undefined) => {
    writeSnapshot(storage, prefix, next);
    setSnapshot(next);
  };
  const taking = useRef<CartLines>({});
  // Set by "next": the overview then takes the focus (not when a reload returns to it).
  const [justAdded, setJustAdded] = useState(false);
  const [changeFailed, setChangeFailed] = useState(0);
  const { addSelection, problem, report, clearProblem } = useAddSelection(() => {
    // spec selling-core §4: tickets bought here are printed at home unless shipping is a must.
    if (settings.shipping === "optional" && cart.current().shippingSelection === null) {
      cart.setShippingSelection(false);
    }
    keep({ before: taking.current, after: linesOf(cart.current().items) });
    setJustAdded(true);
  });
  // Back from the overview, the keyboard goes on from the tickets' heading (WCAG 2.4.3). Not
  // features/focus's handoff: its own chunk would put /onepager over its budget
  // (bench/first-route).
  const returned = useRef(false);
  const ticketsHeading = useRef<HTMLHeadingElement>(null);
  const dayField = useRef<HTMLInputElement>(null);

  const next = async () => {
    if (busy) return;
    setBusy(true);
    try {
      clearProblem();
      // A day that is not one (typed, not chosen) is never booked as the one before it.
      if (choice.dayInput !== null) {
        dayField.current?.focus();
        return;
      }
      // Both checked at once, so the visitor learns every problem in one round.
      const { pageTickets, selection } = choice;
      const chosen = pageTickets.some((ticket) => (selection.quantities[ticket.id] ?? 0) > 0);
      if (!chosen) report({ error: "noSelection" });
      const signedIn = await customer.signIn(chosen);
      if (!chosen || !signedIn) return;
      taking.current = linesOf(cart.current().items);
      await addSelection(pageTickets, selection, { date: choice.day });
    } finally {
      setBusy(false);
    }
  };

  const change = async () => {
    if (busy || !snapshot) return;
    setBusy(true);
    try {
      const { release, shrink } = restoreOf(cart.current().items, snapshot.before);
      if (release.length > 0) await dispatch({ type: "release", keys: release });
      let failed = false;
      // A line before another may have gone meanwhile: each is found by its identity.
      for (const line of shrink) {
        const outcome = await dispatch({ type: "change", key: line.id, quantity: line.quantity });
        failed ||= outcome.problem !== undefined;
      }
      if (failed) {
        // The places stay held as they are: the overview stays, and says so.
        keep({ before: snapshot.before, after: linesOf(cart.current().items) });
        setChangeFailed((n) => n + 1);
        return;
      }
      setChangeFailed(0);
      keep(undefined);
      setJustAdded(false);
      returned.current = true;
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (stage !== "choose" || !returned.current) return;
    returned.current = false;
    ticketsHeading.current?.focus();
  }, [stage]);

  return {
    choice,
    customer,
    stage,
    // Only the first answers wait behind the spinner: a language switch keeps the page (and
    // what the overview's forms hold).
    loading: choice.loading || (stage === "choose" && customer.sessionLoading),
    busy,
    /** The problem of the choice (nothing chosen, a refused hold), for its alert. */
    problem,
    /** The overview takes the focus as it shows after "next". */
    justAdded,
    /** Failed attempts to give the places back: the overview says so. */
    changeFailed,
    /** The tickets' heading: the focus goes back to it after "change". */
    ticketsHeading,
    /** The day field: an invalid day keeps the focus there on "next". */
    dayField,
    next: () => void next(),
    change: () => void change(),
  };
}
