import { describe, expect, it } from "vitest";
import { paginationRange } from "./pagination-range";

describe("paginationRange", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, "ellipsis", 10]],
    [4, 10, [1, 2, 3, 4, 5, "ellipsis", 10]],
    [5, 10, [1, "ellipsis", 4, 5, 6, "ellipsis", 10]],
    [7, 10, [1, "ellipsis", 6, 7, 8, 9, 10]],
    [10, 10, [1, "ellipsis", 6, 7, 8, 9, 10]],
    [99, 10, [1, "ellipsis", 6, 7, 8, 9, 10]],
  ] as const)("shows page %d of %d as %j", (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  it("keeps the same number of entries on every page of a long list", () => {
    const lengths = new Set(
      Array.from({ length: 40 }, (_, index) => paginationRange(index + 1, 40).length),
    );
    expect([...lengths]).toEqual([7]);
  });

  it("always contains the current, first and last page", () => {
    for (let page = 1; page <= 25; page++) {
      const range = paginationRange(page, 25, 2);
      expect(range).toContain(page);
      expect(range[0]).toBe(1);
      expect(range.at(-1)).toBe(25);
    }
  });
});
