import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineVat, splitLineVat, type VatLine, vatAdded, vatBreakdown, vatIncluded } from "./vat";

const RATES = [0, 2.5, 5, 5.5, 7, 7.7, 10, 10.5, 19, 20, 21, 100];

const vatLine = fc.record({
  price_cents: fc.nat({ max: 10_000_000 }),
  quantity: fc.nat({ max: 1000 }),
  vat_pct: fc.oneof(
    fc.constantFrom(...RATES),
    fc.nat({ max: 10_000 }).map((bp) => bp / 100),
  ),
  tax_included: fc.boolean(),
});

describe("vatIncluded", () => {
  it.each([
    [1250, 19, 200], // 199.58
    [1000, 7, 65], // 65.42
    [1190, 19, 190], // exact
    [1000, 0, 0],
    [0, 19, 0],
    [1077, 7.7, 77], // exact with a decimal rate
    [1000, 7.7, 71], // 71.49
    [1105, 10.5, 105], // exact
    [3, 100, 2], // 1.5 rounds half up
    [1, 100, 1], // 0.5 rounds half up
    [Number.MAX_SAFE_INTEGER, 19, 1_438_124_250_756_965], // …964.95, no float loss
  ])("holds in %i cents at %s percent a VAT of %i cents", (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });

  it("rounds a credit symmetrically to the same amount", () => {
    expect(vatIncluded(-3, 100)).toBe(-2);
    expect(vatIncluded(-1250, 19)).toBe(-200);
  });

  it.each([
    [1250.5, 19],
    [1250, 7.777],
    [1250, 101],
    [1250, -1],
    [1250, Number.NaN],
  ])("refuses %s cents at %s percent", (gross, rate) => {
    expect(() => vatIncluded(gross, rate)).toThrow(RangeError);
  });

  it("never exceeds the gross and is never negative", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.nat({ max: 10_000 }), (gross, bp) => {
        const vat = vatIncluded(gross, bp / 100);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
      }),
    );
  });
});

describe("vatAdded", () => {
  it.each([
    [1000, 19, 190],
    [1050, 7, 74], // 73.5 rounds half up
    [5, 10, 1], // 0.5 rounds half up
    [4, 10, 0],
    [1000, 7.7, 77],
    [1000, 10.5, 105],
    [999, 0, 0],
  ])("adds to %i net cents at %s percent a VAT of %i cents", (net, rate, vat) => {
    expect(vatAdded(net, rate)).toBe(vat);
  });
});

describe("lineVat", () => {
  describe("given a price that includes VAT", () => {
    it("rounds once for the whole line, not per unit", () => {
      const line = { price_cents: 1250, quantity: 3, vat_pct: 19, tax_included: true };
      expect(lineVat(line)).toEqual({
        gross_cents: 3750,
        net_cents: 3151,
        vat_cents: 599,
        vat_pct: 19,
      });
      expect(3 * vatIncluded(1250, 19)).toBe(600);
    });
  });

  describe("given a net price", () => {
    it("adds VAT on top and the gross is net plus VAT", () => {
      const line = { price_cents: 1050, quantity: 2, vat_pct: 7, tax_included: false };
      expect(lineVat(line)).toEqual({
        gross_cents: 2247,
        net_cents: 2100,
        vat_cents: 147,
        vat_pct: 7,
      });
    });
  });

  it("gives a free line no VAT", () => {
    const line = { price_cents: 0, quantity: 4, vat_pct: 19, tax_included: true };
    expect(lineVat(line)).toEqual({ gross_cents: 0, net_cents: 0, vat_cents: 0, vat_pct: 19 });
  });

  it.each([
    [{ price_cents: -1, quantity: 1, vat_pct: 19, tax_included: true }],
    [{ price_cents: 12.5, quantity: 1, vat_pct: 19, tax_included: true }],
    [{ price_cents: 100, quantity: 1.5, vat_pct: 19, tax_included: true }],
    [{ price_cents: 100, quantity: -1, vat_pct: 19, tax_included: true }],
    [{ price_cents: Number.MAX_SAFE_INTEGER, quantity: 2, vat_pct: 19, tax_included: true }],
    [{ price_cents: Number.MAX_SAFE_INTEGER, quantity: 1, vat_pct: 19, tax_included: false }],
  ])("refuses a line it cannot price exactly: %j", (line) => {
    expect(() => lineVat(line)).toThrow(RangeError);
  });

  it("makes net plus VAT equal the gross, with VAT between 0 and the gross", () => {
    fc.assert(
      fc.property(vatLine, (line) => {
        const { gross_cents, net_cents, vat_cents } = lineVat(line);
        expect(net_cents + vat_cents).toBe(gross_cents);
        expect(vat_cents).toBeGreaterThanOrEqual(0);
        expect(vat_cents).toBeLessThanOrEqual(gross_cents);
        const priced = line.price_cents * line.quantity;
        expect(line.tax_included ? gross_cents : net_cents).toBe(priced);
      }),
    );
  });
});

describe("splitLineVat", () => {
  it.each([
    // spec selling-core §9: once per line. 4 × 32 € at 7 %: 12,800 × 7 / 107 = 837.38, where
    // four seats' 209.35 each would round to 836.
    [[3200, 3200, 3200, 3200], 7, true, 12_800, 837, [3200, 3200, 3200, 3200]],
    // seats of two categories: 36 € × 7 / 107 = 235.51
    [[2400, 1200], 7, true, 3600, 236, [2400, 1200]],
    // net prices: 3 × 10,50 € + 7 % = 33.705 → 3371 gross; the units take 1124, 1123, 1124
    [[1050, 1050, 1050], 7, false, 3371, 221, [1124, 1123, 1124]],
    [[500, 0], 19, true, 500, 80, [500, 0]],
    [[], 7, true, 0, 0, []],
  ])(
    "prices %j at %s percent (included: %s) as a line of %i cents with %i VAT, units %j",
    (units, rate, included, gross, vat, unitsGross) => {
      const split = splitLineVat({ units_cents: units, vat_pct: rate, tax_included: included });
      expect(split.line.gross_cents).toBe(gross);
      expect(split.line.vat_cents).toBe(vat);
      expect(split.units_gross_cents).toEqual(unitsGross);
    },
  );

  it.each([[[12.5]], [[-1]], [[Number.MAX_SAFE_INTEGER, 1]]])(
    "refuses units it cannot price exactly: %j",
    (units) => {
      expect(() => splitLineVat({ units_cents: units, vat_pct: 7, tax_included: true })).toThrow(
        RangeError,
      );
    },
  );

  it("rounds as lineVat does the same units' sum, and the units add up to the line's gross", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1_000_000 }), { maxLength: 20 }),
        vatLine,
        (units, { vat_pct, tax_included }) => {
          const split = splitLineVat({ units_cents: units, vat_pct, tax_included });
          const sum = units.reduce((total, unit) => total + unit, 0);
          expect(split.line).toEqual(
            lineVat({ price_cents: sum, quantity: 1, vat_pct, tax_included }),
          );
          const grossOfUnits = split.units_gross_cents.reduce((total, unit) => total + unit, 0);
          expect(grossOfUnits).toBe(split.line.gross_cents);
          for (const [i, unit] of units.entries()) {
            const gross = split.units_gross_cents[i] ?? Number.NaN;
            if (tax_included) expect(gross).toBe(unit);
            else expect(gross).toBeGreaterThanOrEqual(unit);
          }
        },
      ),
    );
  });
});

describe("vatBreakdown", () => {
  it("sums VAT per rate, sorted by rate, keeping a rate whose VAT is 0", () => {
    const lines: VatLine[] = [
      { price_cents: 1250, quantity: 3, vat_pct: 19, tax_included: true },
      { price_cents: 1000, quantity: 1, vat_pct: 7, tax_included: true },
      { price_cents: 800, quantity: 2, vat_pct: 0, tax_included: true },
      { price_cents: 1190, quantity: 1, vat_pct: 19, tax_included: true },
      { price_cents: 1000, quantity: 1, vat_pct: 7.7, tax_included: false },
      { price_cents: 1000, quantity: 1, vat_pct: 7.7, tax_included: false },
    ];
    expect(vatBreakdown(lines)).toEqual([
      { vat_pct: 0, price_cents: 0 },
      { vat_pct: 7, price_cents: 65 },
      { vat_pct: 7.7, price_cents: 154 },
      { vat_pct: 19, price_cents: 789 },
    ]);
  });

  it("treats 7.7 and a float product near 7.7 (1.1 × 7) as one rate", () => {
    const lines: VatLine[] = [
      { price_cents: 1077, quantity: 1, vat_pct: 7.7, tax_included: true },
      { price_cents: 1077, quantity: 1, vat_pct: 1.1 * 7, tax_included: true },
    ];
    expect(vatBreakdown(lines)).toEqual([{ vat_pct: 7.7, price_cents: 154 }]);
  });

  it("lists nothing for an empty cart", () => {
    expect(vatBreakdown([])).toEqual([]);
  });

  it("sums per rate to the sum of the line VATs, each rate once and ascending", () => {
    fc.assert(
      fc.property(fc.array(vatLine, { maxLength: 20 }), (lines) => {
        const breakdown = vatBreakdown(lines);
        const perRate = breakdown.reduce((sum, { price_cents }) => sum + price_cents, 0);
        const perLine = lines.reduce((sum, line) => sum + lineVat(line).vat_cents, 0);
        expect(perRate).toBe(perLine);
        const rates = breakdown.map(({ vat_pct }) => vat_pct);
        expect(rates).toEqual([...new Set(lines.map((l) => l.vat_pct))].sort((a, b) => a - b));
        const gross = lines.reduce((sum, line) => sum + lineVat(line).gross_cents, 0);
        const net = lines.reduce((sum, line) => sum + lineVat(line).net_cents, 0);
        expect(net + perRate).toBe(gross);
      }),
    );
  });
});
