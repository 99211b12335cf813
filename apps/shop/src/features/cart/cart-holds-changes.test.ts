// The cart's holds reducer (./cart-holds.ts): changing, refreshing, releasing and expiring
// lines, as tables of event sequences played against it (./hold-steps.ts), as adding lines
// is in ./cart-holds.test.ts.
import type { CartItem } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import {
  body,
  held,
  KEY_12,
  LATER,
  play,
  refused,
  released,
  type Step,
  ticketLine,
  UNTIL,
} from "../../test/hold-steps";
import { type Outcomes, planHolds } from "./cart-holds";

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
            problem: { kind: "quantity", quantity: 2, error: "sold_out", available: 4 },
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
