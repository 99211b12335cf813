import { describe, expect, it } from "vitest";
import { filtersOf, idParam, isFiltered, withFilter, withoutFilters } from "./event-filters";

describe("the event list's filters in the URL", () => {
  it("read the ids of museum, exhibition, language and category, ignoring unreadable ones", () => {
    const params = new URLSearchParams("museum_id=1&exhibition_id=x&language_id=2&category_id=0");
    expect(filtersOf(params)).toEqual({
      museumId: 1,
      exhibitionId: undefined,
      languageId: 2,
      categoryId: undefined,
    });
    expect(idParam("12")).toBe(12);
    expect(idParam("-1")).toBeUndefined();
  });

  it("set or drop one filter, a new museum dropping the exhibition, and keep other parameters", () => {
    const params = new URLSearchParams("lang=en&museum_id=1&exhibition_id=5&category_id=2");
    expect(withFilter(params, "categoryId", undefined).toString()).toBe(
      "lang=en&museum_id=1&exhibition_id=5",
    );
    expect(withFilter(params, "museumId", 2).toString()).toBe("lang=en&museum_id=2&category_id=2");
    expect(withoutFilters(params).toString()).toBe("lang=en");
    expect(isFiltered(filtersOf(params))).toBe(true);
    expect(isFiltered(filtersOf(withoutFilters(params)))).toBe(false);
  });
});
