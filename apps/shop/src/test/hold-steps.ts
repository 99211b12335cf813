// The steps of the hold reducer's table tests (features/cart/cart-holds.test.ts,
// cart-holds-changes.test.ts): each step is an event and the answers the server gives to the
// calls it asks for; `play` checks the calls, the undo, the outcome and the lines after it.
import type { CartItem, Reservation } from "@shop/core/contract";
import { expect } from "vitest";
import {
  type HoldAnswer,
  type HoldCall,
  type HoldEvent,
  itemKey,
  planHolds,
} from "../features/cart/cart-holds";
import { ApiRequestError } from "../lib/api-client";

export const UNTIL = "2030-06-14T10:15:00.000Z";
export const LATER = "2030-06-14T10:30:00.000Z";

export const held = (token: string, valid_until = UNTIL): HoldAnswer => ({
  ok: true,
  holds: [{ token, valid_until, ticket_id: 0, quantity: 0, date: null, time: null } as Reservation],
});
export const refused = (status: number, code: string, extra: object = {}): HoldAnswer => ({
  ok: false,
  error: new ApiRequestError(status, "E", { error: { code, message: code, ...extra } }),
});
export const released: HoldAnswer = { ok: true, holds: [] };

export function ticketLine(
  id: number,
  quantity: number,
  token: string,
  more: { date?: string; time?: string; attendees?: object[]; valid_until?: string } = {},
): CartItem {
  return {
    type: "Ticket",
    attributes: {
      id,
      quantity,
      ...(more.date ? { date: more.date } : { date: "2030-06-14" }),
      ...(more.time ? { time: more.time } : {}),
      attendees: (more.attendees ?? []) as never,
    },
    reservations: [{ token, valid_until: more.valid_until ?? UNTIL }],
  } as CartItem;
}

export interface Step {
  event: HoldEvent;
  /** The server's answers to the calls, in order (fewer: the later calls were not made). */
  answers?: HoldAnswer[];
  calls: HoldCall[];
  undo?: HoldCall[];
  outcome: unknown;
  /** The lines after the step, as ticket id × quantity × token (or Annual id × quantity). */
  lines: string[];
}

export const show = (item: CartItem) =>
  item.type === "Ticket"
    ? `${item.attributes.id}×${item.attributes.quantity}×${item.reservations.map((h) => h.token).join("+")}`
    : `${item.type} ${item.attributes.id}×${(item.attributes as { quantity: number }).quantity}`;

export function play(start: CartItem[], steps: Step[]) {
  let items = start;
  for (const [index, step] of steps.entries()) {
    const plan = planHolds(items, step.event);
    expect(plan.calls, `step ${index} calls`).toEqual(step.calls);
    const settled = plan.settle(items, step.answers ?? []);
    expect(settled.undo, `step ${index} undo`).toEqual(step.undo ?? []);
    expect(settled.outcome, `step ${index} outcome`).toEqual(step.outcome);
    items = settled.items;
    expect(items.map(show), `step ${index} lines`).toEqual(step.lines);
  }
  return items;
}

export const KEY_12 = itemKey(ticketLine(12, 1, "t"));
export const body = (ticket_id: number, quantity: number) => ({
  ticket_id,
  quantity,
  date: "2030-06-14",
});
