// spec selling-core §4 "Cart lifecycle", §7: what the cart page does to the holds of its
// lines. A quantity change moves the hold first and the line only after (a failure leaves the
// line as it was and says why); refresh extends the hold (WCAG 2.2.1) through the extend call,
// which says when a hold has reached the end of its life (DESIGN.md §4); an expired hold drops
// its line with a message; remove gives the places back.
import type { CartItem } from "@shop/core/contract";
import { useCallback, useState } from "react";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { type Refusal, refusalOf } from "../../lib/refusal-text";
import { changeHold, createHold, extendHolds, releaseHold } from "./api";
import { useCartStore } from "./cart-context";
import { type HoldError, holdErrorOf } from "./hold-error";
import { isTicketItem, lineKey, reservationBody, type TicketCartItem } from "./ticket-lines";

/** A stable name of a line: what it is for ticket lines, its kind, id and place otherwise. */
export function itemKey(item: CartItem, index: number): string {
  return isTicketItem(item)
    ? `Ticket|${lineKey(item.attributes)}`
    : `${item.type}|${item.attributes.id}|${index}`;
}

export type LineProblem =
  | {
      kind: "quantity";
      error: HoldError;
      available?: number;
      refusal?: Refusal;
      quantity: number;
    }
  // a refusal (rate_limit, hold_not_extendable) has its own text; else "could not be extended"
  | { kind: "refresh"; refusal?: Refusal };

export type LineBusy = "quantity" | "refresh" | "remove";

// spec selling-core §5: one attendee per ticket. Fewer tickets keep the first names; more
// tickets ask for all names again, as the contract allows only none or one per ticket.
function attendeesFor(item: TicketCartItem, quantity: number) {
  const { attendees } = item.attributes;
  if (attendees.length === quantity) return attendees;
  return attendees.length > quantity ? attendees.slice(0, quantity) : [];
}

export function useCartHolds() {
  const store = useCartStore();
  const { locale } = useLocale();
  const now = useNow();
  const [problems, setProblems] = useState<Record<string, LineProblem>>({});
  const [busy, setBusy] = useState<Record<string, LineBusy>>({});
  /** Bumped when a change is reverted, so a control that shows the typed value remounts. */
  const [revisions, setRevisions] = useState<Record<string, number>>({});

  const find = useCallback(
    (key: string) => {
      const items = store.getState().items;
      const index = items.findIndex((item, at) => itemKey(item, at) === key);
      const item = items[index];
      return item === undefined ? undefined : { index, item };
    },
    [store],
  );
  const mark = (key: string, state: LineBusy | undefined) =>
    setBusy(({ [key]: _, ...rest }) => (state ? { ...rest, [key]: state } : rest));
  const report = (key: string, problem: LineProblem | undefined) =>
    setProblems(({ [key]: _, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));

  const changeQuantity = async (key: string, quantity: number) => {
    const found = find(key);
    if (!found || !isTicketItem(found.item) || found.item.attributes.quantity === quantity) return;
    const { item } = found;
    const attributes = { ...item.attributes, quantity, attendees: attendeesFor(item, quantity) };
    const token = item.reservations[0]?.token;
    mark(key, "quantity");
    report(key, undefined);
    try {
      const body = reservationBody(attributes);
      const hold = await (token ? changeHold(locale, token, body) : createHold(locale, body));
      const current = find(key);
      if (current) {
        store.updateItem(
          current.index,
          {
            ...item,
            attributes,
            reservations: [{ token: hold.token, valid_until: hold.valid_until }],
          },
          now(),
        );
      }
    } catch (error) {
      // spec selling-core §4: a failed quantity change is reverted — the line and its hold
      // stay as they were.
      report(key, { kind: "quantity", quantity: item.attributes.quantity, ...holdErrorOf(error) });
      setRevisions((all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }));
    } finally {
      mark(key, undefined);
    }
  };

  /**
   * Extends the line's holds (PUT /tickets/reservations); false when one has gone (expired or
   * released meanwhile: the answer leaves it out). A hold at the end of its life is refused
   * (409 hold_not_extendable) and then simply runs out at its valid_until.
   */
  const refresh = async (key: string): Promise<boolean> => {
    const found = find(key);
    const tokens = found?.item.reservations.map((hold) => hold.token) ?? [];
    if (!found || !isTicketItem(found.item) || tokens.length === 0) return true;
    const { item } = found;
    mark(key, "refresh");
    report(key, undefined);
    try {
      const { data } = await extendHolds(locale, tokens);
      const reservations = data
        .filter((hold) => tokens.includes(hold.token))
        .map(({ token, valid_until }) => ({ token, valid_until }));
      if (reservations.length < tokens.length) return false;
      const current = find(key);
      if (current) store.updateItem(current.index, { ...item, reservations }, now());
      return true;
    } catch (error) {
      const refusal = refusalOf(error, ["rate_limit", "hold_not_extendable"]);
      report(key, refusal ? { kind: "refresh", refusal } : { kind: "refresh" });
      return true;
    } finally {
      mark(key, undefined);
    }
  };

  /** Drops a line whose hold ran out; its places are free again on the server already. */
  const drop = (key: string) => {
    const found = find(key);
    if (found) store.removeItem(found.index);
    report(key, undefined);
  };

  const remove = async (key: string) => {
    const found = find(key);
    if (!found) return;
    mark(key, "remove");
    // Best effort: a hold that cannot be released (no answer) still ends at valid_until.
    await Promise.allSettled(
      found.item.reservations.map((reservation) => releaseHold(locale, reservation.token)),
    );
    mark(key, undefined);
    drop(key);
  };

  return { problems, busy, revisions, changeQuantity, refresh, remove, drop };
}
