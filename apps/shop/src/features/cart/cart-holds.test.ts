// The cart's holds reducer (./cart-holds.ts) as tables of event sequences: each step is an
// event and the answers the server gives to the calls it asks for; the table states the calls,
// the undo, the outcome and the lines after each step. The test plays the server
// (./hold-steps.ts). Adding lines here; changing, refreshing, releasing and expiring them in
// ./cart-holds-changes.test.ts.
import type { CartItem } from "@shop/core/contract";
import { describe, it } from "vitest";
import { body, held, play, refused, type Step, ticketLine } from "../../test/hold-steps";

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
          outcome: { ok: false, ticketId: 13, error: "sold_out", available: 1 },
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
