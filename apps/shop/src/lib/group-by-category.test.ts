import { describe, expect, it } from "vitest";
import { groupByCategory, isGrouped } from "./group-by-category";

const talks = { id: 2, name: "Vorträge" };
const concerts = { id: 1, name: "Konzerte" };

describe("groupByCategory", () => {
  it("keeps the categories in the order they first appear and puts the uncategorised last", () => {
    const items = [
      { id: 1, category: null },
      { id: 2, category: talks },
      { id: 3, category: concerts },
      { id: 4, category: talks },
    ];
    expect(groupByCategory(items).map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ["Vorträge", [2, 4]],
      ["Konzerte", [3]],
      [null, [1]],
    ]);
  });

  it.each([
    ["no item", [], false],
    ["only uncategorised items", [{ category: null }], false],
    ["one category", [{ category: talks }], true],
    ["a category and the uncategorised", [{ category: talks }, { category: null }], true],
  ] as const)("shows groups for %s: %s", (_, items, grouped) => {
    expect(isGrouped(groupByCategory(items))).toBe(grouped);
  });
});
