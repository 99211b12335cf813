import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  isEmail,
  msUntil,
  TRUNCATE_LIMITS,
  truncate,
  truncateCategory,
  truncateSubtitle,
  truncateTitle,
} from "./text";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("given a text to truncate (spec selling-core §9)", () => {
  it.each([
    ["Museum", 10, "Museum"],
    ["Gemäldegalerie", 14, "Gemäldegalerie"],
    ["Gemäldegalerie", 13, "Gemäldegal..."],
    ["Alte Meister und mehr", 16, "Alte Meister..."],
    ["Alte Meister und mehr", 15, "Alte Meister..."],
    ["abcdef", 3, "..."],
    ["", 3, ""],
    ["ab😀cd", 5, "ab😀cd"],
    ["ab😀cdef", 6, "ab😀..."],
    ["ab😀cdef", 5, "ab..."],
  ])("cuts %j to %i as %j", (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it("applies the spec's limits to titles, subtitles and category names", () => {
    expect(TRUNCATE_LIMITS).toEqual({ title: 100, subtitle: 70, category: 40 });
    const long = "x".repeat(200);
    expect(truncateTitle(long)).toBe(`${"x".repeat(97)}...`);
    expect(truncateSubtitle(long)).toBe(`${"x".repeat(67)}...`);
    expect(truncateCategory(long)).toBe(`${"x".repeat(37)}...`);
    expect(truncateTitle("x".repeat(100))).toBe("x".repeat(100));
    expect(truncateSubtitle("x".repeat(70))).toBe("x".repeat(70));
    expect(truncateCategory("x".repeat(40))).toBe("x".repeat(40));
    expect(truncateCategory("x".repeat(41))).toBe(`${"x".repeat(37)}...`);
  });

  it("never exceeds the limit, never splits a surrogate pair and keeps a prefix", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 150 }),
        fc.integer({ min: 3, max: 120 }),
        (text, max) => {
          const result = truncate(text, max);
          const points = Array.from(result);
          expect(points.length).toBeLessThanOrEqual(max);
          expect(LONE_SURROGATE.test(result)).toBe(false);
          if (Array.from(text).length <= max) {
            expect(result).toBe(text);
          } else {
            expect(result.endsWith("...")).toBe(true);
            expect(text.startsWith(result.slice(0, -3))).toBe(true);
          }
        },
      ),
    );
  });

  it.each([2, 0, -1, 3.5])("rejects a limit of %d", (max) => {
    expect(() => truncate("text", max)).toThrow(RangeError);
  });
});

describe("given an e-mail address (spec selling-core §5)", () => {
  it.each([
    ["anna@example.de", true],
    ["anna.schmidt+tickets@mail.example.co.uk", true],
    ["a@b.c", true],
    ["müller@müller.de", true],
    ["anna@example", false],
    ["anna@", false],
    ["@example.de", false],
    ["anna", false],
    ["anna@@example.de", false],
    ["anna@ex@ample.de", false],
    ["anna @example.de", false],
    ["anna@example .de", false],
    [" anna@example.de", false],
    ["anna@example.de\n", false],
    ["anna@.example.de", false],
    ["anna@example..de", false],
    ["anna@example.de.", false],
    ["anna@.de", false],
    // Exactly one address.
    ["anna@example.de,bob@example.de", false],
    ["anna@example.de, bob@example.de", false],
    ["anna,bob@example.de", false],
    ["anna;bob@example.de", false],
    ["anna@example.de;bob@example.de", false],
    ["Anna <anna@example.de>", false],
    ["anna@example.de@example.de", false],
    ["", false],
    [null, false],
    [42, false],
  ])("judges %j valid: %j", (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe("given a reservation countdown (spec selling-core §9)", () => {
  it.each([
    [30 * 60_000, "30:00"],
    [29 * 60_000 + 59_999, "29:59"],
    [61_000, "01:01"],
    [59_999, "00:59"],
    [1_000, "00:01"],
    [999, "00:00"],
    [0, "00:00"],
    [-1, "00:00"],
    [-3_600_000, "00:00"],
    [Number.NEGATIVE_INFINITY, "00:00"],
    [99 * 60_000 + 59_000, "99:59"],
    [120 * 60_000, "120:00"],
  ])("shows %d ms left as %s", (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });

  it("rejects NaN and infinity", () => {
    expect(() => formatCountdown(Number.NaN)).toThrow(RangeError);
    expect(() => formatCountdown(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("always reads mm:ss with seconds below 60 that add up to the floored time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3_600_000 }), (ms) => {
        const match = /^(\d{2,}):([0-5]\d)$/.exec(formatCountdown(ms));
        expect(match).not.toBeNull();
        expect(Number(match?.[1]) * 60 + Number(match?.[2])).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});

describe("given a reservation valid until an instant", () => {
  const now = new Date("2026-03-29T00:30:00Z");

  it.each([
    ["2026-03-29T01:00:00Z", 30 * 60_000],
    ["2026-03-29T03:00:00+02:00", 30 * 60_000],
    ["2026-03-29T01:00+00:00", 30 * 60_000],
    ["2026-03-29T02:00:00.500+01:00", 30 * 60_000 + 500],
    ["2026-03-29T00:00:00Z", -30 * 60_000],
  ])("counts from now to %s: %i ms", (validUntil, expected) => {
    expect(msUntil(validUntil, now)).toBe(expected);
  });

  it("takes a Date as well", () => {
    expect(msUntil(new Date("2026-03-29T00:31:00Z"), now)).toBe(60_000);
  });

  it.each([
    "2026-03-29T01:00:00", // no offset: would be read in the machine's zone
    "2026-03-29",
    "2026-02-30T10:00:00Z",
    "2026-03-29T24:00:00Z",
    "29.03.2026 01:00",
    "",
  ])("rejects %j", (validUntil) => {
    expect(() => msUntil(validUntil, now)).toThrow(RangeError);
  });

  it("rejects invalid Dates", () => {
    expect(() => msUntil(new Date(Number.NaN), now)).toThrow(RangeError);
    expect(() => msUntil("2026-03-29T01:00:00Z", new Date(Number.NaN))).toThrow(RangeError);
  });
});
