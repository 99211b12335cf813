import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDiscount } from "./discount";

describe("applyDiscount", () => {
  it.each([
    [1250, 0, 1250],
    [1250, 100, 0],
    [1250, 50, 625],
    [1250, 10, 1125],
    [999, 33, 669], // 669.33
    [999, 33.33, 666], // 666.0333
    [1000, 12.5, 875],
    [5, 50, 3], // 2.5: the price rounds half up
    [1, 50, 1], // 0.5 rounds half up
    [3, 50, 2], // 1.5 rounds half up
    [0, 25, 0],
    [Number.MAX_SAFE_INTEGER, 50, 4_503_599_627_370_496], // …495.5, no float loss
  ])("takes from %i cents %s percent off, leaving %i cents", (price, percent, expected) => {
    expect(applyDiscount(price, percent)).toBe(expected);
  });

  describe("given a percent out of range", () => {
    it.each([-1, -0.01, 100.01, 150, Number.NaN, Number.POSITIVE_INFINITY, 10.005])(
      "throws a RangeError for %s percent",
      (percent) => {
        expect(() => applyDiscount(1250, percent)).toThrow(RangeError);
      },
    );
  });

  it.each([-1, 12.5, Number.MAX_SAFE_INTEGER + 1])("refuses a price of %s cents", (price) => {
    expect(() => applyDiscount(price, 10)).toThrow(RangeError);
  });

  const percent = fc.nat({ max: 10_000 }).map((bp) => bp / 100);

  it("leaves a price between 0 and the full price", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), percent, (price, p) => {
        const result = applyDiscount(price, p);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
      }),
    );
  });

  it("never charges more for a bigger discount", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), percent, percent, (price, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(applyDiscount(price, high)).toBeLessThanOrEqual(applyDiscount(price, low));
      }),
    );
  });
});
