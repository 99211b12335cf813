import { describe, expect, it } from "vitest";
import { mayRate, type RateableOrder, ratingOpensOn } from "./order-rating";

// 2026-03-01T23:30Z is already 2 March in Berlin (UTC+1).
const placed = "2026-03-01T23:30:00.000Z";
const order = (
  dates: (string | undefined)[],
  state: Partial<Pick<RateableOrder, "is_valid" | "canceled">> = {},
): RateableOrder => ({
  is_valid: true,
  canceled: false,
  created_at: placed,
  items: dates.map((date) => ({ attributes: date === undefined ? {} : { date } })),
  ...state,
});

describe("ratingOpensOn (issue 33: a rating after the visit)", () => {
  it.each([
    ["the visit day of a dated line", ["2026-03-14"], "2026-03-14"],
    ["the first of several visit days", ["2026-04-02", "2026-03-20", undefined], "2026-03-20"],
    ["the Berlin day of placing, for lines without a day", [undefined, undefined], "2026-03-02"],
  ])("opens on %s", (_what, dates, opens) => {
    expect(ratingOpensOn(order(dates))).toBe(opens);
  });

  it.each([
    ["not valid (unpaid or failed)", { is_valid: false }],
    ["canceled", { canceled: true }],
  ])("never opens for an order %s", (_what, state) => {
    expect(ratingOpensOn(order(["2026-03-14"], state))).toBeNull();
  });
});

describe("mayRate", () => {
  const visit = order(["2026-03-14"]);
  it.each([
    ["2026-03-13", false],
    ["2026-03-14", true],
    ["2026-09-01", true],
  ])("on %s: %s", (today, expected) => {
    expect(mayRate(visit, today)).toBe(expected);
  });

  it("refuses a canceled order even after its day", () => {
    expect(mayRate(order(["2026-03-14"], { canceled: true }), "2026-04-01")).toBe(false);
  });
});
