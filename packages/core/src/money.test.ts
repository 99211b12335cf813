import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./constants";
import {
  divideRoundHalfUp,
  formatMoney,
  isCents,
  parseMoney,
  percentToBasisPoints,
  toSafeCents,
} from "./money";

// Intl's separators, spelled out so a test shows which space it expects.
const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("isCents", () => {
  it.each([
    [0, true],
    [1250, true],
    [Number.MAX_SAFE_INTEGER, true],
    [-1, false],
    [12.5, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ["1250", false],
    [null, false],
  ])("given %j answers %j", (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });
});

describe("formatMoney", () => {
  it.each([
    ["de", 1250, `12,50${NBSP}€`],
    ["en", 1250, "€12.50"],
    ["es", 1250, `12,50${NBSP}€`],
    ["fr", 1250, `12,50${NBSP}€`],
    ["de", 0, `0,00${NBSP}€`],
    ["en", 5, "€0.05"],
    ["de", 123456789, `1.234.567,89${NBSP}€`],
    ["en", 123456789, "€1,234,567.89"],
    ["es", 123456789, `1.234.567,89${NBSP}€`],
    ["fr", 123456789, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    // es groups thousands only from five integer digits
    ["es", 123450, `1234,50${NBSP}€`],
    ["de", 123450, `1.234,50${NBSP}€`],
  ] as const)("in %s formats %i cents as %j", (locale, cents, expected) => {
    expect(formatMoney(cents, locale)).toBe(expected);
  });

  it.each([
    ["de", -1250, `-12,50${NBSP}€`],
    ["en", -1250, "-€12.50"],
    ["es", -5, `-0,05${NBSP}€`],
    ["fr", -100, `-1,00${NBSP}€`],
  ] as const)(
    "given a negative amount in %s writes a minus: %i → %j",
    (locale, cents, expected) => {
      expect(formatMoney(cents, locale)).toBe(expected);
    },
  );

  it("keeps the last cent of the largest safe amount", () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "de")).toBe(`90.071.992.547.409,91${NBSP}€`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "en")).toBe("€90,071,992,547,409.91");
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, "en")).toBe("-€90,071,992,547,409.91");
    // a float division by 100 would round this up to a whole euro
    expect(formatMoney(9_007_199_254_740_899, "en")).toBe("€90,071,992,547,408.99");
  });

  it("writes minus zero as zero", () => {
    expect(formatMoney(-0, "en")).toBe("€0.00");
  });

  it.each([12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    "refuses %d, which is not cents",
    (v) => {
      expect(() => formatMoney(v, "de")).toThrow(RangeError);
    },
  );
});

describe("parseMoney", () => {
  describe.each(LOCALES)("given the %s locale", (locale) => {
    it.each([
      ["12", 1200],
      ["12,50", 1250],
      ["12.50", 1250],
      ["12,5", 1250],
      ["12.5", 1250],
      ["0,05", 5],
      ["€ 12,50", 1250],
      ["€12.50", 1250],
      [`12,50${NBSP}€`, 1250],
      ["12,50 EUR", 1250],
      ["  12,50  ", 1250],
      ["1.234,50", 123450],
      ["1,234.50", 123450],
      ["1 234,50", 123450],
      [`1${NNBSP}234,50`, 123450],
      ["007", 700],
    ])("reads %j as %i cents", (input, cents) => {
      expect(parseMoney(input, locale)).toEqual({ ok: true, cents });
    });

    it.each([
      ["", "empty"],
      ["   ", "empty"],
      ["€", "invalid"],
      ["abc", "invalid"],
      ["12,", "invalid"],
      [",50", "invalid"],
      ["12,5,0", "invalid"],
      ["1.23.45", "invalid"],
      ["12 50", "invalid"],
      ["12 ,50", "invalid"],
      ["12,5 0", "invalid"],
      ["0.123,50", "invalid"],
      ["€ 12 €", "invalid"],
      ["+12", "invalid"],
      ["1e3", "invalid"],
      ["-abc", "invalid"],
      ["-12,50", "negative"],
      ["−12,50", "negative"],
      ["-€12.50", "negative"],
      ["€ -12,50", "negative"],
      ["-0", "negative"],
      ["12,0051", "tooPrecise"],
      ["12.0051", "tooPrecise"],
      ["12,0001", "tooPrecise"],
      ["90071992547409,92", "tooLarge"],
      ["99999999999999999999", "tooLarge"],
    ] as const)("refuses %j as %s", (input, error) => {
      expect(parseMoney(input, locale)).toEqual({ ok: false, error });
    });

    it("accepts the largest safe amount", () => {
      expect(parseMoney("90071992547409,91", locale)).toEqual({
        ok: true,
        cents: Number.MAX_SAFE_INTEGER,
      });
    });
  });

  describe("given a lone separator followed by three digits", () => {
    it.each([
      ["de", "1.234", 123400],
      ["de", "1,234", "tooPrecise"],
      ["es", "12.345", 1234500],
      ["en", "1,234", 123400],
      ["en", "1.234", "tooPrecise"],
      ["fr", "1.234", 123400],
      ["fr", "1,234", "tooPrecise"],
      ["de", "0.123", "tooPrecise"],
      ["de", "1.234.567", 123456700],
      ["en", "1,234,567", 123456700],
      ["de", "12,500", 1250],
      ["en", "12,500", 1250000],
      ["de", "12,505", "tooPrecise"],
      ["de", "12.505", 1250500],
      ["en", "12.505", "tooPrecise"],
    ] as const)("in %s reads %j as %j", (locale, input, expected) => {
      const result = parseMoney(input, locale);
      if (typeof expected === "number") expect(result).toEqual({ ok: true, cents: expected });
      else expect(result).toEqual({ ok: false, error: expected });
    });
  });

  it("round-trips every formatted non-negative safe amount in every locale", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat({ max: 100_000_000 }), fc.maxSafeNat()),
        fc.constantFrom(...LOCALES),
        (cents, locale) => {
          expect(parseMoney(formatMoney(cents, locale), locale)).toEqual({ ok: true, cents });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads a formatted negative amount as negative in every locale", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -1 }),
        fc.constantFrom(...LOCALES),
        (c, l) => {
          expect(parseMoney(formatMoney(c, l), l)).toEqual({ ok: false, error: "negative" });
        },
      ),
    );
  });

  it("never throws and answers safe cents for any typed text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("1", "0", "9", ",", ".", " ", "€", "-", "a") }),
        fc.constantFrom(...LOCALES),
        (input, locale) => {
          const result = parseMoney(input, locale);
          if (result.ok) expect(isCents(result.cents)).toBe(true);
        },
      ),
    );
  });
});

describe("percentToBasisPoints", () => {
  it.each([
    [0, 0n],
    [19, 1900n],
    [7.7, 770n],
    [10.5, 1050n],
    [33.33, 3333n],
    [1.1 * 7, 770n], // float noise around a two-decimal percent is absorbed
    [100, 10_000n],
  ])("reads %s percent as %s hundredths", (percent, expected) => {
    expect(percentToBasisPoints(percent)).toBe(expected);
  });

  it.each([-0.01, 100.01, 7.777, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (percent) => {
    expect(() => percentToBasisPoints(percent)).toThrow(RangeError);
  });
});

describe("divideRoundHalfUp", () => {
  it.each([
    [5n, 2n, 3n],
    [4n, 2n, 2n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-5n, 2n, -3n],
    [-7n, 3n, -2n],
    [0n, 7n, 0n],
  ])("rounds %s / %s to %s", (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([0n, -2n])("refuses the denominator %s", (denominator) => {
    expect(() => divideRoundHalfUp(1n, denominator)).toThrow(RangeError);
  });
});

describe("toSafeCents", () => {
  it("keeps safe integers of either sign", () => {
    expect(toSafeCents(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(toSafeCents(BigInt(Number.MIN_SAFE_INTEGER))).toBe(Number.MIN_SAFE_INTEGER);
  });

  it.each([BigInt(Number.MAX_SAFE_INTEGER) + 1n, BigInt(Number.MIN_SAFE_INTEGER) - 1n])(
    "refuses %s, which a number cannot hold exactly",
    (value) => {
      expect(() => toSafeCents(value)).toThrow(RangeError);
    },
  );
});
