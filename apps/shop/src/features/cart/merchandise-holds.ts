// Issue 31, Deliver 4; spec surrounding-areas §5, selling-core §2, §3: the cart's merchandise
// lines and their hold events, planned for the reducer of ./cart-holds.ts.
//
// The line (contract cart-item.ts ProductItemAttributes): one per article (./hold-plan.ts),
// holding one hold of exactly its pieces, since the server sells goods only with such a hold
// (POST /merchandises/{id}/reservations), so the last poster is never sold twice. Pieces added
// to an article the cart has grow its hold in place (PUT …/reservations/{token}), as a new
// quantity in the cart does: all or nothing, the line as it was when the stock lacks pieces.
import type { CartItem, MerchandiseReservationRequest } from "@shop/core/contract";
import { holdErrorOf } from "../../lib/refusal-text";
import {
  errorOf,
  type HoldCall,
  type HoldEvent,
  holdOf,
  keyOf,
  type LineProblem,
  lineOf,
  type Outcomes,
  type Plan,
  refOf,
  replaced,
  unchanged,
  withLine,
} from "./hold-plan";

export type MerchandiseCartItem = CartItem & { type: "Merchandise" };

export function isMerchandiseItem(item: CartItem | undefined): item is MerchandiseCartItem {
  return item?.type === "Merchandise";
}

/** Whether the line of `key` is an article's. */
export function isMerchandiseKey(items: readonly CartItem[], key: string): boolean {
  return isMerchandiseItem(lineOf(items, key));
}

/** The call that holds a line's pieces: its hold changed in place, or a new one. */
export function merchandiseHoldCall(id: number, quantity: number, token?: string): HoldCall {
  const body: MerchandiseReservationRequest = { quantity };
  return token === undefined
    ? { kind: "merchandiseHold", merchandiseId: id, body }
    : { kind: "merchandiseChange", merchandiseId: id, token, body };
}

/** Pieces of an article into the cart: a new line, or the article's line grown. */
export function planMerchandise(
  items: readonly CartItem[],
  { id, quantity }: Extract<HoldEvent, { type: "merchandise" }>,
): Plan<Outcomes["merchandise"]> {
  const key = keyOf({ kind: "merchandise", productId: id });
  const before = lineOf(items, key);
  const line = isMerchandiseItem(before) ? before : undefined;
  const total = (line?.attributes.quantity ?? 0) + quantity;
  return {
    calls: [merchandiseHoldCall(id, total, line?.reservations[0]?.token)],
    allOrNone: true,
    settle(current, [answer]) {
      const hold = holdOf(answer);
      if (!hold) {
        return { items: [...current], undo: [], outcome: { ok: false, error: errorOf(answer) } };
      }
      const next: MerchandiseCartItem = {
        type: "Merchandise",
        attributes: { ...line?.attributes, id, quantity: total },
        reservations: refOf(hold),
      };
      return { items: withLine(current, next), undo: [], outcome: { ok: true, hold } };
    },
  };
}

/** An article line's new quantity in the cart: its hold moves first, the line only after. */
export function planMerchandiseChange(
  items: readonly CartItem[],
  key: string,
  quantity: number,
): Plan<Outcomes["change"]> {
  const line = lineOf(items, key);
  if (!isMerchandiseItem(line) || line.attributes.quantity === quantity) return unchanged({});
  const { id } = line.attributes;
  return {
    calls: [merchandiseHoldCall(id, quantity, line.reservations[0]?.token)],
    allOrNone: true,
    settle(current, [answer]) {
      const hold = holdOf(answer);
      if (!hold) {
        // spec surrounding-areas §5: a failed quantity change is reverted.
        const problem: LineProblem = {
          kind: "quantity",
          quantity: line.attributes.quantity,
          ...holdErrorOf(errorOf(answer)),
        };
        return { items: [...current], undo: [], outcome: { problem } };
      }
      const now = lineOf(current, key);
      if (!isMerchandiseItem(now)) return { items: [...current], undo: [], outcome: {} };
      const next = {
        ...now,
        attributes: { ...now.attributes, quantity },
        reservations: refOf(hold),
      };
      return { items: replaced(current, key, next), undo: [], outcome: {} };
    },
  };
}
