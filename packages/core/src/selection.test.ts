import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuantityTicket } from "./quantity";
import {
  applySingleSelection,
  isSingleSelectionValid,
  SELECTION_ERRORS,
  type SelectionError,
  selectionErrorScope,
  validateSelection,
} from "./selection";

const mantle: QuantityTicket = {
  id: 1,
  min_persons: 1,
  max_persons: 5,
  quota_ids: [7],
  is_mantle: true,
  sub_tickets: [
    { id: 11, title: "Adults", min_persons: 1, max_persons: 8 },
    { id: 12, title: "Children", min_persons: 0, max_persons: 8 },
  ],
};
const day: QuantityTicket = { id: 2, min_persons: 1, max_persons: 10, quota_ids: [7] };
// The sub ticket 11 also listed as a row of its own on the page.
const adultsRow: QuantityTicket = { id: 11, min_persons: 1, max_persons: 8, quota_ids: [7] };

describe("validateSelection", () => {
  describe("given no ticket with a quantity above 0", () => {
    it.each([
      ["an empty selection", {}],
      ["only zero quantities", { 1: 0, 2: 0 }],
      ["only sub-ticket quantities", { 11: 3, 12: 1 }],
      ["a quantity for a ticket not on the page", { 99: 2 }],
    ])("with %s reports noSelection", (_, selection) => {
      expect(validateSelection(selection, [mantle, day, adultsRow])).toEqual({
        ok: false,
        error: SELECTION_ERRORS.noSelection,
      });
    });
  });

  describe("given a ticket with a quantity above 0", () => {
    it.each([
      ["a day ticket", { 2: 1 }],
      ["a mantle ticket", { 1: 1, 11: 2 }],
    ])("with %s lets the selection go on", (_, selection) => {
      expect(validateSelection(selection, [mantle, day, adultsRow])).toEqual({ ok: true });
    });

    it("treats sub tickets of a ticket that is not a mantle as ordinary rows", () => {
      const plain: QuantityTicket = { ...mantle, id: 3, is_mantle: false };
      expect(validateSelection({ 11: 1 }, [plain, adultsRow])).toEqual({ ok: true });
    });
  });
});

describe("applySingleSelection", () => {
  it("sets the quantity on one row and zeroes every other row", () => {
    expect(applySingleSelection({ 1: 2, 2: 0, 3: 4 }, 2, 3)).toEqual({ 1: 0, 2: 3, 3: 0 });
  });

  it("adds a row that held no quantity yet", () => {
    expect(applySingleSelection({ 1: 2 }, 5, 1)).toEqual({ 1: 0, 5: 1 });
  });

  it("leaves the given selection untouched", () => {
    const selection = { 1: 2 };
    applySingleSelection(selection, 5, 1);
    expect(selection).toEqual({ 1: 2 });
  });

  it("always yields a selection with at most one row holding a quantity", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.integer({ min: 1, max: 8 }).map(String), fc.nat(10)),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(10),
        (raw, ticketId, quantity) => {
          const selection: Record<number, number> = {};
          for (const [id, value] of Object.entries(raw)) selection[Number(id)] = value;
          const next = applySingleSelection(selection, ticketId, quantity);
          expect(isSingleSelectionValid(next)).toBe(true);
          expect(next[ticketId]).toBe(quantity);
        },
      ),
    );
  });
});

describe("isSingleSelectionValid", () => {
  it.each([
    [{}, true],
    [{ 1: 0, 2: 0 }, true],
    [{ 1: 3, 2: 0 }, true],
    [{ 1: 3, 2: 1 }, false],
    [{ 1: 1, 2: 1, 3: 1 }, false],
  ])("given %j answers %s", (selection, expected) => {
    expect(isSingleSelectionValid(selection)).toBe(expected);
  });
});

describe("selectionErrorScope", () => {
  it.each<[SelectionError, "page" | "slot"]>([
    [SELECTION_ERRORS.noSelection, "page"],
    [SELECTION_ERRORS.empty, "page"],
    [SELECTION_ERRORS.noneAvailable, "page"],
    [SELECTION_ERRORS.available, "slot"],
  ])("shows %s on the %s", (error, scope) => {
    expect(selectionErrorScope(error)).toBe(scope);
  });

  it("keeps the error keys the shop translates", () => {
    expect(Object.values(SELECTION_ERRORS)).toEqual([
      "noSelection",
      "empty",
      "noneAvailable",
      "available",
    ]);
  });
});
