import { describe, expect, it } from "vitest";
import { type CancellableLine, type CancellationRule, cancellationTerms } from "./cancellation";

const RULES: CancellationRule[] = [
  { kind: "ticket", hoursBefore: 24, daysAfterOrder: 14, feePercent: 0 },
  { kind: "event", hoursBefore: 48, daysAfterOrder: null, feePercent: 10 },
  { kind: "merchandise", hoursBefore: null, daysAfterOrder: 14, feePercent: 0 },
];
const START = new Date("2030-06-10T08:00:00Z");
const PLACED = new Date("2030-06-01T08:00:00Z");
const line = (change: Partial<CancellableLine> = {}): CancellableLine => ({
  kind: "event",
  startsAt: START,
  placedAt: PLACED,
  grossCents: 3333,
  canceled: false,
  checkedIn: false,
  ...change,
});
const at = (iso: string) => new Date(iso);

describe("cancellation terms", () => {
  it("allows a dated line until the rule's hours before its start, keeping the fee", () => {
    expect(cancellationTerms(line(), RULES, at("2030-06-08T08:00:00Z"))).toEqual({
      ok: true,
      until: at("2030-06-08T08:00:00Z"),
      // 10 % of 33.33 € is 3.333 €, rounded half up to 3.33 €
      feeCents: 333,
      refundCents: 3000,
    });
    expect(cancellationTerms(line(), RULES, at("2030-06-08T08:00:01Z"))).toEqual({
      ok: false,
      code: "cancellation_too_late",
    });
  });

  it("counts an undated line's days from the order", () => {
    const goods = line({ kind: "merchandise", startsAt: null, grossCents: 1990 });
    expect(cancellationTerms(goods, RULES, at("2030-06-15T08:00:00Z"))).toMatchObject({
      ok: true,
      until: at("2030-06-15T08:00:00Z"),
      feeCents: 0,
      refundCents: 1990,
    });
    expect(cancellationTerms(goods, RULES, at("2030-06-15T08:00:01Z"))).toEqual({
      ok: false,
      code: "cancellation_too_late",
    });
  });

  it("refuses a kind without a rule, or without a limit for its kind of date", () => {
    expect(cancellationTerms(line({ kind: "tour" }), RULES, PLACED)).toEqual({
      ok: false,
      code: "cancellation_not_allowed",
    });
    // events have no undated limit; goods no dated one
    expect(cancellationTerms(line({ startsAt: null }), RULES, PLACED)).toEqual({
      ok: false,
      code: "cancellation_not_allowed",
    });
    expect(cancellationTerms(line({ kind: "merchandise" }), RULES, PLACED)).toEqual({
      ok: false,
      code: "cancellation_not_allowed",
    });
    expect(cancellationTerms(line(), [], PLACED)).toEqual({
      ok: false,
      code: "cancellation_not_allowed",
    });
  });

  it("refuses a line cancelled before, or one whose people were let in", () => {
    expect(cancellationTerms(line({ canceled: true }), RULES, PLACED)).toEqual({
      ok: false,
      code: "already_canceled",
    });
    expect(cancellationTerms(line({ checkedIn: true }), RULES, PLACED)).toEqual({
      ok: false,
      code: "already_checked_in",
    });
  });
});
