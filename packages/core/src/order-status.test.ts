import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canTransition,
  isPaymentStatus,
  ORDER_DISPLAY_STATUS,
  orderDisplayStatus,
  PAYMENT_STATUS,
  type PaymentStatus,
  paymentStatusName,
} from "./order-status";

describe("payment status codes", () => {
  it("are the spec's 0, 10, 20, 30, 40", () => {
    expect(PAYMENT_STATUS).toEqual({
      unknown: 0,
      outstanding: 10,
      authorized: 20,
      completed: 30,
      failed: 40,
    });
  });

  it.each([
    [0, true],
    [10, true],
    [20, true],
    [30, true],
    [40, true],
    [5, false],
    [50, false],
    [-10, false],
    ["30", false],
    [null, false],
    [undefined, false],
  ])("isPaymentStatus(%j) is %j", (value, expected) => {
    expect(isPaymentStatus(value)).toBe(expected);
  });

  it.each([
    [0, "unknown"],
    [10, "outstanding"],
    [20, "authorized"],
    [30, "completed"],
    [40, "failed"],
  ] as const)("names %j %j", (code, name) => {
    expect(paymentStatusName(code)).toBe(name);
  });

  it("refuses an unchecked code that slipped past the types", () => {
    expect(() => paymentStatusName(35 as PaymentStatus)).toThrow(RangeError);
  });
});

describe("orderDisplayStatus", () => {
  it.each([
    // canceled wins over everything, also when it is a timestamp
    [{ canceled: true, is_valid: true, payment_status: 30, total_price_cents: 1200 }, "canceled"],
    [{ canceled: true, is_valid: false, payment_status: 10, total_price_cents: 1200 }, "canceled"],
    [
      {
        canceled: "2026-01-02T10:00:00Z",
        is_valid: true,
        payment_status: 30,
        total_price_cents: 0,
      },
      "canceled",
    ],
    [{ canceled: "", is_valid: true, payment_status: 30, total_price_cents: 1 }, "paid"],
    [{ canceled: false, is_valid: false, payment_status: 10, total_price_cents: 1200 }, "unpaid"],
    [{ canceled: null, is_valid: null, payment_status: 10, total_price_cents: 1200 }, "unpaid"],
    [{ payment_status: 10, total_price_cents: 0 }, "unpaid"],
    // paid / free boundary at a total of 0
    [{ canceled: false, is_valid: true, payment_status: 30, total_price_cents: 1 }, "paid"],
    [{ canceled: false, is_valid: true, payment_status: 30, total_price_cents: 0 }, "free"],
    [{ canceled: false, is_valid: true, payment_status: 30, total_price_cents: -1 }, null],
    // combinations the spec names no status for
    [{ canceled: false, is_valid: true, payment_status: 10, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: false, payment_status: 30, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: true, payment_status: 20, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: false, payment_status: 20, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: true, payment_status: 40, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: false, payment_status: 40, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: true, payment_status: 0, total_price_cents: 1200 }, null],
    [{ canceled: false, is_valid: false, payment_status: 0, total_price_cents: 0 }, null],
  ] as const)("given %j shows %j", (order, expected) => {
    expect(orderDisplayStatus(order)).toBe(expected);
  });

  it("shows canceled for a canceled order whatever the other fields", () => {
    fc.assert(
      fc.property(
        fc.option(fc.boolean()),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -1000, max: 1000 }),
        (isValid, status, total) => {
          const order = {
            canceled: true,
            is_valid: isValid,
            payment_status: status,
            total_price_cents: total,
          };
          expect(orderDisplayStatus(order)).toBe(ORDER_DISPLAY_STATUS.canceled);
        },
      ),
    );
  });

  it("shows paid or free only for valid, completed orders with a matching total", () => {
    fc.assert(
      fc.property(
        fc.option(fc.boolean()),
        fc.constantFrom(0, 10, 20, 30, 40),
        fc.integer({ min: -1000, max: 1000 }),
        (isValid, status, total) => {
          const shown = orderDisplayStatus({
            is_valid: isValid,
            payment_status: status,
            total_price_cents: total,
          });
          if (shown === "paid") expect([isValid, status, total > 0]).toEqual([true, 30, true]);
          if (shown === "free") expect([isValid, status, total]).toEqual([true, 30, 0]);
          if (shown === "unpaid") expect([isValid === true, status]).toEqual([false, 10]);
          expect(shown).not.toBe("canceled");
        },
      ),
    );
  });
});

describe("canTransition", () => {
  // Every one of the 25 pairs, rows are `from`, columns are `to`: 0, 10, 20, 30, 40.
  const allowed: Record<PaymentStatus, readonly [boolean, boolean, boolean, boolean, boolean]> = {
    0: [false, true, false, false, false],
    10: [false, false, true, true, true],
    20: [false, false, false, true, true],
    30: [false, false, false, false, false],
    40: [false, true, false, false, false],
  };
  const codes = [0, 10, 20, 30, 40] as const;
  const pairs = codes.flatMap((from) =>
    codes.map((to, column) => [from, to, allowed[from][column]] as const),
  );

  it("covers all 25 pairs", () => {
    expect(pairs).toHaveLength(25);
  });

  it.each(pairs)("from %j to %j is %j", (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it("never leaves completed and never 'changes' to the same status", () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), (status) => {
        expect(canTransition(PAYMENT_STATUS.completed, status)).toBe(false);
        expect(canTransition(status, status)).toBe(false);
      }),
    );
  });
});
