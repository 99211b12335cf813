// The cart's tour lines (./tour-holds.ts) as the hold reducer plays them: a booking held as one
// line, a second booking of the same start replacing it (new hold first, old one given back),
// a refused booking leaving the cart as it was, and a lost tour hold taken anew on renew. The
// test plays the server.
import type { CartItem, TourItemAttributes } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { type HoldAnswer, planHolds } from "./cart-holds";
import { itemKey } from "./hold-plan";

const UNTIL = "2030-06-14T10:15:00.000Z";
const held = (token: string): HoldAnswer => ({ ok: true, holds: [{ token, valid_until: UNTIL }] });

const booking = (adults: number, guides = 0): TourItemAttributes => ({
  id: 1,
  date: "2030-06-14",
  start_time: "11:00",
  quantities: { "11": adults },
  surcharges: {},
  equipment: guides > 0 ? [{ type: "audio_guide", quantity: guides }] : [],
  language_id: 2,
});

const tourLine = (attributes: TourItemAttributes, token: string): CartItem => ({
  type: "Tour",
  attributes,
  reservations: [{ token, valid_until: UNTIL }],
});

describe("the tour booking event", () => {
  it("holds the booking with one call and puts it in the cart as one line", () => {
    const plan = planHolds([], { type: "tour", booking: booking(3, 2) });
    const { id, ...body } = booking(3, 2);
    expect(plan.calls).toEqual([{ kind: "tourHold", tourId: id, body }]);
    const settled = plan.settle([], [held("tour-token-000000000001")]);
    expect(settled.items).toEqual([tourLine(booking(3, 2), "tour-token-000000000001")]);
    expect(settled.outcome).toEqual({
      ok: true,
      hold: { token: "tour-token-000000000001", valid_until: UNTIL },
    });
    expect(itemKey(settled.items[0] as CartItem)).toBe("Tour|1|2030-06-14|11:00");
  });

  it("replaces the booking of a start the cart has: the new hold first, then the old one back", () => {
    const before = [tourLine(booking(2), "tour-token-000000000001")];
    const plan = planHolds(before, { type: "tour", booking: booking(4, 1) });
    expect(plan.allOrNone).toBe(true);
    expect(plan.calls.map((call) => call.kind)).toEqual(["tourHold", "release"]);
    expect(plan.calls[1]).toEqual({ kind: "release", token: "tour-token-000000000001" });
    const settled = plan.settle(before, [held("tour-token-000000000002"), { ok: true, holds: [] }]);
    expect(settled.items).toEqual([tourLine(booking(4, 1), "tour-token-000000000002")]);
  });

  it("leaves the cart as it was when the server refuses the booking", () => {
    const before = [tourLine(booking(2), "tour-token-000000000001")];
    const error = new ApiRequestError(409, "E", { error: { code: "sold_out", message: "" } });
    const settled = planHolds(before, { type: "tour", booking: booking(9) }).settle(before, [
      { ok: false, error },
    ]);
    expect(settled.items).toEqual(before);
    expect(settled.outcome).toEqual({ ok: false, error });
  });

  it("takes a lost tour hold anew on renew, with the same booking", () => {
    const before = [tourLine(booking(3, 2), "tour-token-000000000001")];
    const plan = planHolds(before, { type: "renew", live: new Set() });
    const { id, ...body } = booking(3, 2);
    expect(plan.calls).toEqual([{ kind: "tourHold", tourId: id, body }]);
    const settled = plan.settle(before, [held("tour-token-000000000009")]);
    expect(settled.items).toEqual([tourLine(booking(3, 2), "tour-token-000000000009")]);
  });

  it("gives a tour line's hold back when the line is removed", () => {
    const before = [tourLine(booking(3), "tour-token-000000000001")];
    const plan = planHolds(before, { type: "release", keys: ["Tour|1|2030-06-14|11:00"] });
    expect(plan.calls).toEqual([{ kind: "release", token: "tour-token-000000000001" }]);
    expect(plan.settle(before, [{ ok: true, holds: [] }]).items).toEqual([]);
  });
});
