// The cart's holds reducer (./cart-holds.ts) as tables of event sequences: each step is an
// event and the answers the server gives to the calls it asks for; the table states the calls,
// the undo, the outcome and the lines after each step. The test plays the server.
import type { CartItem, Reservation } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import {
  type HoldAnswer,
  type HoldCall,
  type HoldEvent,
  itemKey,
  type Outcomes,
  planHolds,
} from "./cart-holds";

const UNTIL = "2030-06-14T10:15:00.000Z";
const LATER = "2030-06-14T10:30:00.000Z";

const held = (token: string, valid_until = UNTIL): HoldAnswer => ({
  ok: true,
  holds: [{ token, valid_until, ticket_id: 0, quantity: 0, date: null, time: null } as Reservation],
});
const refused = (status: number, code: string, extra: object = {}): HoldAnswer => ({
  ok: false,
  error: new ApiRequestError(status, "E", { error: { code, message: code, ...extra } }),
});
const released: HoldAnswer = { ok: true, holds: [] };

function ticketLine(
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

interface Step {
  event: HoldEvent;
  /** The server's answers to the calls, in order (fewer: the later calls were not made). */
  answers?: HoldAnswer[];
  calls: HoldCall[];
  undo?: HoldCall[];
  outcome: unknown;
  /** The lines after the step, as ticket id × quantity × token (or Annual id × quantity). */
  lines: string[];
}

const show = (item: CartItem) =>
  item.type === "Ticket"
    ? `${item.attributes.id}×${item.attributes.quantity}×${item.reservations.map((h) => h.token).join("+")}`
    : `${item.type} ${item.attributes.id}×${(item.attributes as { quantity: number }).quantity}`;

function play(start: CartItem[], steps: Step[]) {
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

const KEY_12 = itemKey(ticketLine(12, 1, "t"));
const body = (ticket_id: number, quantity: number) => ({
  ticket_id,
  quantity,
  date: "2030-06-14",
});

describe("adding lines", () => {
  it.each<[string, CartItem[], Step[]]>([
    [
      "holds a new line and keeps it once held",
      [],
      [
        {
          event: { type: "add", requests: [{ ticketId: 12, date: "2030-06-14", quantity: 2 }] },
          answers: [held("a")],
          calls: [{ kind: "create", body: body(12, 2) }],
          outcome: { ok: true },
          lines: ["12×2×a"],
        },
      ],
    ],
    [
      "merges the same line asked twice into one hold of the sum",
      [],
      [
        {
          event: {
            type: "add",
            requests: [
              { ticketId: 12, date: "2030-06-14", quantity: 2 },
              { ticketId: 12, date: "2030-06-14", quantity: 1 },
            ],
          },
          answers: [held("a")],
          calls: [{ kind: "create", body: body(12, 3) }],
          outcome: { ok: true },
          lines: ["12×3×a"],
        },
      ],
    ],
    [
      "grows the hold of the same ticket, day and time instead of adding a line",
      [ticketLine(12, 2, "a", { attendees: [{}, {}] })],
      [
        {
          event: { type: "add", requests: [{ ticketId: 12, date: "2030-06-14", quantity: 3 }] },
          answers: [held("a")],
          calls: [{ kind: "change", token: "a", body: body(12, 5) }],
          outcome: { ok: true },
          lines: ["12×5×a"],
        },
      ],
    ],
    [
      "keeps nothing when the second of two holds is short, and releases the first",
      [],
      [
        {
          event: {
            type: "add",
            requests: [
              { ticketId: 12, date: "2030-06-14", quantity: 2 },
              { ticketId: 13, date: "2030-06-14", quantity: 3 },
            ],
          },
          answers: [held("a"), refused(409, "sold_out", { available: 1 })],
          calls: [
            { kind: "create", body: body(12, 2) },
            { kind: "create", body: body(13, 3) },
          ],
          undo: [{ kind: "release", token: "a" }],
          outcome: { ok: false, ticketId: 13, error: "soldOut", available: 1 },
          lines: [],
        },
      ],
    ],
    [
      "sets a grown hold back to the line's quantity when a later line fails",
      [ticketLine(12, 2, "a")],
      [
        {
          event: {
            type: "add",
            requests: [
              { ticketId: 12, date: "2030-06-14", quantity: 3 },
              { ticketId: 13, date: "2030-06-14", quantity: 1 },
            ],
          },
          answers: [held("a"), refused(503, "unavailable")],
          calls: [
            { kind: "change", token: "a", body: body(12, 5) },
            { kind: "create", body: body(13, 1) },
          ],
          undo: [{ kind: "change", token: "a", body: body(12, 2) }],
          outcome: { ok: false, ticketId: 13, error: "network" },
          lines: ["12×2×a"],
        },
      ],
    ],
    [
      "names the wait of a rate limit as a refusal, and takes nothing",
      [],
      [
        {
          event: { type: "add", requests: [{ ticketId: 12, date: "2030-06-14", quantity: 1 }] },
          answers: [refused(409, "hold_limit")],
          calls: [{ kind: "create", body: body(12, 1) }],
          outcome: {
            ok: false,
            ticketId: 12,
            error: "refused",
            refusal: { code: "hold_limit" },
          },
          lines: [],
        },
      ],
    ],
    [
      "adds annual tickets without a hold, and grows their line",
      [],
      [
        {
          event: { type: "add", requests: [{ ticketId: 40, quantity: 1, annual: true }] },
          calls: [],
          outcome: { ok: true },
          lines: ["Annual 40×1"],
        },
        {
          event: { type: "add", requests: [{ ticketId: 40, quantity: 2, annual: true }] },
          calls: [],
          outcome: { ok: true },
          lines: ["Annual 40×3"],
        },
      ],
    ],
    // The issue 27, item 4: 3 + 2 annual passes of a maximum of 4 merged into a line of 5
    // that could not be bought; the line is filled to 4, and the outcome says so.
    [
      "fills an annual line to its ticket's maximum, and says it did",
      [],
      [
        {
          event: {
            type: "add",
            requests: [{ ticketId: 40, quantity: 3, annual: true }],
            bounds: { 40: { min_persons: 1, max_persons: 4 } },
          },
          calls: [],
          outcome: { ok: true },
          lines: ["Annual 40×3"],
        },
        {
          event: {
            type: "add",
            requests: [{ ticketId: 40, quantity: 2, annual: true }],
            bounds: { 40: { min_persons: 1, max_persons: 4 } },
          },
          calls: [],
          outcome: { ok: true, capped: [{ ticketId: 40, max: 4 }] },
          lines: ["Annual 40×4"],
        },
        {
          event: {
            type: "add",
            requests: [{ ticketId: 40, quantity: 1, annual: true }],
            bounds: { 40: { min_persons: 1, max_persons: 4 } },
          },
          calls: [],
          outcome: { ok: true, capped: [{ ticketId: 40, max: 4 }] },
          lines: ["Annual 40×4"],
        },
      ],
    ],
    [
      "grows a held line only to its ticket's maximum, and leaves a full one as it is",
      [ticketLine(12, 3, "a")],
      [
        {
          event: {
            type: "add",
            requests: [{ ticketId: 12, date: "2030-06-14", quantity: 2 }],
            bounds: { 12: { min_persons: 1, max_persons: 4 } },
          },
          answers: [held("a")],
          calls: [{ kind: "change", token: "a", body: body(12, 4) }],
          outcome: { ok: true, capped: [{ ticketId: 12, max: 4 }] },
          lines: ["12×4×a"],
        },
        {
          event: {
            type: "add",
            requests: [{ ticketId: 12, date: "2030-06-14", quantity: 1 }],
            bounds: { 12: { min_persons: 1, max_persons: 4 } },
          },
          calls: [],
          outcome: { ok: true, capped: [{ ticketId: 12, max: 4 }] },
          lines: ["12×4×a"],
        },
      ],
    ],
    [
      "refuses a request of nothing",
      [],
      [
        {
          event: { type: "add", requests: [{ ticketId: 12, date: "2030-06-14", quantity: 0 }] },
          calls: [],
          outcome: { ok: false, error: "invalid" },
          lines: [],
        },
      ],
    ],
  ])("%s", (_name, start, steps) => {
    play(start, steps);
  });
});

describe("changing, refreshing, releasing and expiring lines", () => {
  it.each<[string, CartItem[], Step[]]>([
    [
      "moves the hold first and the line after; fewer tickets keep the first attendees",
      [ticketLine(12, 3, "a", { attendees: [{ n: 1 }, { n: 2 }, { n: 3 }] })],
      [
        {
          event: { type: "change", key: KEY_12, quantity: 2 },
          answers: [held("a", LATER)],
          calls: [{ kind: "change", token: "a", body: body(12, 2) }],
          outcome: {},
          lines: ["12×2×a"],
        },
      ],
    ],
    [
      "keeps the line as it was when the change is refused, naming the places left",
      [ticketLine(12, 2, "a")],
      [
        {
          event: { type: "change", key: KEY_12, quantity: 9 },
          answers: [refused(409, "sold_out", { available: 4 })],
          calls: [{ kind: "change", token: "a", body: body(12, 9) }],
          outcome: {
            problem: { kind: "quantity", quantity: 2, error: "soldOut", available: 4 },
          },
          lines: ["12×2×a"],
        },
      ],
    ],
    [
      "asks nothing for an unchanged quantity or an unknown line",
      [ticketLine(12, 2, "a")],
      [
        {
          event: { type: "change", key: KEY_12, quantity: 2 },
          calls: [],
          outcome: {},
          lines: ["12×2×a"],
        },
        {
          event: { type: "change", key: "Ticket|99", quantity: 1 },
          calls: [],
          outcome: {},
          lines: ["12×2×a"],
        },
      ],
    ],
    [
      "extends a hold, and says when it has gone or cannot be extended",
      [ticketLine(12, 2, "a")],
      [
        {
          event: { type: "refresh", key: KEY_12 },
          answers: [held("a", LATER)],
          calls: [{ kind: "extend", tokens: ["a"] }],
          outcome: { live: true },
          lines: ["12×2×a"],
        },
        {
          event: { type: "refresh", key: KEY_12 },
          answers: [refused(409, "hold_not_extendable")],
          calls: [{ kind: "extend", tokens: ["a"] }],
          outcome: {
            live: true,
            problem: { kind: "refresh", refusal: { code: "hold_not_extendable" } },
          },
          lines: ["12×2×a"],
        },
        {
          event: { type: "refresh", key: KEY_12 },
          answers: [released],
          calls: [{ kind: "extend", tokens: ["a"] }],
          outcome: { live: false },
          lines: ["12×2×a"],
        },
      ],
    ],
    [
      "holds anew the lines whose holds are lost, and keeps a line whose places went",
      [ticketLine(12, 2, "a"), ticketLine(13, 1, "b"), ticketLine(14, 1, "c")],
      [
        {
          event: { type: "renew", live: new Set(["b"]) },
          answers: [held("a2"), refused(409, "sold_out", { available: 0 })],
          calls: [
            { kind: "create", body: body(12, 2) },
            { kind: "create", body: body(14, 1) },
          ],
          outcome: {},
          lines: ["12×2×a2", "13×1×b", "14×1×c"],
        },
      ],
    ],
    [
      "gives the places back and drops the line, even when the release is not answered",
      [ticketLine(12, 2, "a"), ticketLine(13, 1, "b")],
      [
        {
          event: { type: "release", keys: [KEY_12] },
          answers: [refused(0, "network")],
          calls: [{ kind: "release", token: "a" }],
          outcome: {},
          lines: ["13×1×b"],
        },
      ],
    ],
    [
      "drops the lines whose holds have ended, asking nothing",
      [ticketLine(12, 2, "a"), ticketLine(13, 1, "b", { valid_until: LATER })],
      [
        {
          event: { type: "expire", at: Date.parse(UNTIL) - 1 },
          calls: [],
          outcome: { dropped: [] },
          lines: ["12×2×a", "13×1×b"],
        },
        {
          event: { type: "expire", at: Date.parse(UNTIL) },
          calls: [],
          outcome: { dropped: [ticketLine(12, 2, "a")] },
          lines: ["13×1×b"],
        },
      ],
    ],
  ])("%s", (_name, start, steps) => {
    play(start, steps);
  });

  it("runs a visit: add, change, refresh, expire", () => {
    const steps: Step[] = [
      {
        event: { type: "add", requests: [{ ticketId: 12, date: "2030-06-14", quantity: 1 }] },
        answers: [held("a")],
        calls: [{ kind: "create", body: body(12, 1) }],
        outcome: { ok: true },
        lines: ["12×1×a"],
      },
      {
        event: { type: "change", key: KEY_12, quantity: 4 },
        answers: [held("a")],
        calls: [{ kind: "change", token: "a", body: body(12, 4) }],
        outcome: {},
        lines: ["12×4×a"],
      },
      {
        event: { type: "refresh", key: KEY_12 },
        answers: [held("a", LATER)],
        calls: [{ kind: "extend", tokens: ["a"] }],
        outcome: { live: true },
        lines: ["12×4×a"],
      },
      {
        event: { type: "expire", at: Date.parse(UNTIL) },
        calls: [],
        outcome: { dropped: [] },
        lines: ["12×4×a"],
      },
    ];
    const [line] = play([], steps);
    expect(line?.reservations).toEqual([{ token: "a", valid_until: LATER }]);
  });

  it("types each event's outcome", () => {
    const outcome: Outcomes["refresh"] = planHolds([], { type: "refresh", key: KEY_12 }).settle(
      [],
      [],
    ).outcome;
    expect(outcome).toEqual({ live: true });
  });
});
