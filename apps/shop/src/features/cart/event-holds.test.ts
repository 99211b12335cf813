// The cart's event-date lines (./event-holds.ts: how a line gains and loses seats and places)
// and the hold reducer's events of event-date, product and merchandise lines (./event-holds.ts,
// ./product-holds.ts, ./merchandise-holds.ts) as sequences: each step is an event and the server's answers to its
// calls; the table states the calls, the outcome and the lines after it. The test plays the
// server.
import type { CartItem } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { type HoldAnswer, type HoldCall, type HoldEvent, planHolds } from "./cart-holds";
import {
  eventLineOf,
  quantitiesOfSeats,
  withoutSeat,
  withPlaces,
  withSeat,
  withSeatPrice,
} from "./event-holds";
import { itemKey } from "./hold-plan";

const UNTIL = "2030-06-14T10:15:00.000Z";
const held = (token: string): HoldAnswer => ({ ok: true, holds: [{ token, valid_until: UNTIL }] });
const refusedAs = (status: number, code: string) =>
  new ApiRequestError(status, "E", { error: { code, message: code } });
const gone: HoldAnswer = { ok: true, holds: [] };

interface Step {
  event: HoldEvent;
  answers?: HoldAnswer[];
  calls: HoldCall[];
  outcome: unknown;
  /** The lines after the step: an event line as date: seats@price (tokens), else kind id×n. */
  lines: string[];
}

const show = (item: CartItem) =>
  item.type === "Event"
    ? `${item.attributes.id}: ${item.attributes.seats.map((s) => `${s.id}@${s.price_id}`).join(",")} ${JSON.stringify(item.attributes.quantities)} (${item.reservations.map((h) => h.token).join("+")})`
    : `${item.type} ${item.attributes.id}×${(item.attributes as { quantity: number }).quantity}`;

function play(start: CartItem[], steps: Step[]) {
  let items = start;
  for (const [index, step] of steps.entries()) {
    const plan = planHolds(items, step.event);
    expect(plan.calls, `step ${index} calls`).toEqual(step.calls);
    const settled = plan.settle(items, step.answers ?? []);
    expect(settled.undo, `step ${index} undo`).toEqual([]);
    expect(settled.outcome, `step ${index} outcome`).toEqual(step.outcome);
    items = settled.items;
    expect(items.map(show), `step ${index} lines`).toEqual(step.lines);
  }
  return items;
}

const seat = (id: number, price_id = 1) => ({ id, price_id });
const choose = (id: number, chosen = true): HoldEvent => ({
  type: "seat",
  eventId: 1,
  dateId: 101,
  seat: seat(id),
  chosen,
});
const block = (seat_id: number): HoldCall => ({
  kind: "block",
  eventId: 1,
  dateId: 101,
  body: { seat_id },
});

describe("seats", () => {
  it("holds a chosen seat on the date's one line, gives it back when chosen again", () => {
    const taken = refusedAs(409, "sold_out");
    play(
      [],
      [
        {
          event: choose(2),
          answers: [held("s2")],
          calls: [block(2)],
          outcome: { ok: true, hold: { token: "s2", valid_until: UNTIL } },
          lines: ['101: 2@1 {"1":1} (s2)'],
        },
        {
          event: choose(5),
          answers: [held("s5")],
          calls: [block(5)],
          outcome: { ok: true, hold: { token: "s5", valid_until: UNTIL } },
          lines: ['101: 2@1,5@1 {"1":2} (s2+s5)'],
        },
        {
          event: choose(4),
          answers: [{ ok: false, error: taken }],
          calls: [block(4)],
          outcome: { ok: false, error: taken },
          lines: ['101: 2@1,5@1 {"1":2} (s2+s5)'],
        },
        {
          event: { type: "seatPrice", dateId: 101, seatId: 5, priceId: 2 },
          calls: [],
          outcome: {},
          lines: ['101: 2@1,5@2 {"1":1,"2":1} (s2+s5)'],
        },
        {
          event: choose(2, false),
          answers: [gone],
          calls: [{ kind: "unblock", eventId: 1, dateId: 101, seatId: 2, token: "s2" }],
          outcome: { ok: true },
          lines: ['101: 5@2 {"2":1} (s5)'],
        },
        {
          // 404: the hold had gone already; the seat leaves the line all the same
          event: choose(5, false),
          answers: [{ ok: false, error: refusedAs(404, "not_found") }],
          calls: [{ kind: "unblock", eventId: 1, dateId: 101, seatId: 5, token: "s5" }],
          outcome: { ok: true },
          lines: [],
        },
      ],
    );
  });

  it("keeps a seat whose give-back fails otherwise, and adds seats held but missing", () => {
    const failed = refusedAs(429, "rate_limit");
    const items = play(
      [],
      [
        {
          event: {
            type: "seatsHeld",
            dateId: 101,
            seats: [
              { seat: seat(3), hold: { token: "s3", valid_until: UNTIL } },
              { seat: seat(3), hold: { token: "s3", valid_until: UNTIL } },
            ],
          },
          calls: [],
          outcome: {},
          lines: ['101: 3@1 {"1":1} (s3)'],
        },
        {
          event: choose(3, false),
          answers: [{ ok: false, error: failed }],
          calls: [{ kind: "unblock", eventId: 1, dateId: 101, seatId: 3, token: "s3" }],
          outcome: { ok: false, error: failed },
          lines: ['101: 3@1 {"1":1} (s3)'],
        },
      ],
    );
    expect(items.map((item) => itemKey(item))).toEqual(["Event|101"]);
  });
});

describe("general-admission places", () => {
  it("holds places by one blocking each time, the line adding them up", () => {
    const places = (quantities: Record<string, number>): HoldEvent => ({
      type: "places",
      eventId: 2,
      dateId: 201,
      quantities,
    });
    const call = (quantity: number): HoldCall => ({
      kind: "block",
      eventId: 2,
      dateId: 201,
      body: { quantity },
    });
    const soldOut = refusedAs(409, "sold_out");
    play(
      [],
      [
        {
          event: places({ "1": 2, "3": 1 }),
          answers: [held("p1")],
          calls: [call(3)],
          outcome: { ok: true },
          lines: ['201:  {"1":2,"3":1} (p1)'],
        },
        {
          event: places({ "1": 1 }),
          answers: [{ ok: false, error: soldOut }],
          calls: [call(1)],
          outcome: { ok: false, error: soldOut },
          lines: ['201:  {"1":2,"3":1} (p1)'],
        },
        {
          event: places({ "1": 1 }),
          answers: [held("p2")],
          calls: [call(1)],
          outcome: { ok: true },
          lines: ['201:  {"1":3,"3":1} (p1+p2)'],
        },
      ],
    );
  });
});

describe("products", () => {
  it("adds coupons, growing a product's one line, and sets a quantity", () => {
    play(
      [],
      [
        {
          event: {
            type: "products",
            lines: [
              { type: "Coupon", id: 7, quantity: 2 },
              { type: "Coupon", id: 8, quantity: 0 },
            ],
          },
          calls: [],
          outcome: {},
          lines: ["Coupon 7×2"],
        },
        {
          event: { type: "products", lines: [{ type: "Coupon", id: 7, quantity: 3 }] },
          calls: [],
          outcome: {},
          lines: ["Coupon 7×5"],
        },
        {
          event: { type: "change", key: "Coupon|7", quantity: 4 },
          calls: [],
          outcome: {},
          lines: ["Coupon 7×4"],
        },
        {
          event: { type: "release", keys: ["Coupon|7"] },
          calls: [],
          outcome: {},
          lines: [],
        },
      ],
    );
  });
});

// Issue 31, Deliver 4: an article's pieces are held from its stock; the article's one line
// grows its hold in place, a refused change leaves line and hold as they were.
describe("merchandise", () => {
  const body = (quantity: number) => ({ quantity });
  it("holds pieces, grows the hold in place, reverts a refused change, gives them back", () => {
    const soldOut = new ApiRequestError(409, "E", {
      error: { code: "sold_out", message: "sold_out", available: 3 },
    });
    const items = play(
      [],
      [
        {
          event: { type: "merchandise", id: 12, quantity: 1 },
          answers: [held("m1")],
          calls: [{ kind: "merchandiseHold", merchandiseId: 12, body: body(1) }],
          outcome: { ok: true, hold: { token: "m1", valid_until: UNTIL } },
          lines: ["Merchandise 12×1"],
        },
        {
          event: { type: "merchandise", id: 12, quantity: 2 },
          answers: [held("m1")],
          calls: [{ kind: "merchandiseChange", merchandiseId: 12, token: "m1", body: body(3) }],
          outcome: { ok: true, hold: { token: "m1", valid_until: UNTIL } },
          lines: ["Merchandise 12×3"],
        },
        {
          event: { type: "change", key: "Merchandise|12", quantity: 5 },
          answers: [{ ok: false, error: soldOut }],
          calls: [{ kind: "merchandiseChange", merchandiseId: 12, token: "m1", body: body(5) }],
          outcome: {
            problem: { kind: "quantity", quantity: 3, error: "sold_out", available: 3 },
          },
          lines: ["Merchandise 12×3"],
        },
        {
          event: { type: "change", key: "Merchandise|12", quantity: 2 },
          answers: [held("m1")],
          calls: [{ kind: "merchandiseChange", merchandiseId: 12, token: "m1", body: body(2) }],
          outcome: {},
          lines: ["Merchandise 12×2"],
        },
        {
          event: { type: "merchandise", id: 13, quantity: 1 },
          answers: [{ ok: false, error: soldOut }],
          calls: [{ kind: "merchandiseHold", merchandiseId: 13, body: body(1) }],
          outcome: { ok: false, error: soldOut },
          lines: ["Merchandise 12×2"],
        },
        {
          event: { type: "release", keys: ["Merchandise|12"] },
          answers: [gone],
          calls: [{ kind: "release", token: "m1" }],
          outcome: {},
          lines: [],
        },
      ],
    );
    expect(items).toEqual([]);
  });

  it("holds a lost article line anew with its pieces", () => {
    const line: CartItem = {
      type: "Merchandise",
      attributes: { id: 12, quantity: 2 },
      reservations: [{ token: "m-old", valid_until: UNTIL }],
    };
    play(
      [line],
      [
        {
          event: { type: "renew", live: new Set() },
          answers: [held("m-new")],
          calls: [{ kind: "merchandiseHold", merchandiseId: 12, body: body(2) }],
          outcome: {},
          lines: ["Merchandise 12×2"],
        },
      ],
    );
  });
});

const hold = (n: number) => ({
  token: `token-of-the-hold-number-${n}`,
  valid_until: "2030-06-01T10:30:00+02:00",
});

describe("a seated date's cart line", () => {
  it("gains a seat with its hold, counted per price", () => {
    const one = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    const two = withSeat(one, 101, { id: 6, price_id: 2 }, hold(2));
    expect(two).toEqual({
      type: "Event",
      attributes: {
        id: 101,
        quantities: { "1": 1, "2": 1 },
        seats: [
          { id: 5, price_id: 1 },
          { id: 6, price_id: 2 },
        ],
      },
      reservations: [hold(1), hold(2)],
    });
  });

  it("keeps a seat held again once, with its latest hold", () => {
    const line = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    const again = withSeat(line, 101, { id: 5, price_id: 1 }, hold(3));
    expect(again.attributes.seats).toHaveLength(1);
    expect(again.reservations).toEqual([hold(3)]);
  });

  it("loses a seat with its own hold, and is gone with its last seat", () => {
    const line = withSeat(
      withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1)),
      101,
      { id: 6, price_id: 1 },
      hold(2),
    );
    const left = withoutSeat(line, 5);
    expect(left?.attributes).toEqual({
      id: 101,
      quantities: { "1": 1 },
      seats: [{ id: 6, price_id: 1 }],
    });
    expect(left?.reservations).toEqual([hold(2)]);
    expect(left && withoutSeat(left, 6)).toBeUndefined();
  });

  it("moves a seat to another price without another hold", () => {
    const line = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    const cheaper = withSeatPrice(line, 5, 2);
    expect(cheaper.attributes.quantities).toEqual({ "2": 1 });
    expect(cheaper.reservations).toEqual([hold(1)]);
  });
});

describe("a general-admission date's cart line", () => {
  it("adds places per price to the line, and each hold to its holds", () => {
    const first = withPlaces(undefined, 201, { "1": 2, "2": 0 }, hold(1));
    expect(first.attributes).toEqual({ id: 201, quantities: { "1": 2 }, seats: [] });
    const more = withPlaces(first, 201, { "1": 1, "3": 1 }, hold(2));
    expect(more.attributes.quantities).toEqual({ "1": 3, "3": 1 });
    expect(more.reservations).toEqual([hold(1), hold(2)]);
  });
});

describe("quantitiesOfSeats and eventLineOf", () => {
  it("count seats per price and find a date's line", () => {
    expect(quantitiesOfSeats([])).toEqual({});
    const line = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    expect(eventLineOf([line], 101)).toBe(line);
    expect(eventLineOf([line], 102)).toBeUndefined();
  });
});
