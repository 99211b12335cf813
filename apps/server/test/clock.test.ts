// CLOCK_START: the server's clock for demos and journeys that must see a given hour.
import { afterEach, describe, expect, it, vi } from "vitest";
import { clockFrom, systemClock } from "../src/clock";

describe("clockFrom", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts at the instant given and runs on from there", () => {
    vi.useFakeTimers({ now: new Date("2031-01-01T12:00:00.000Z") });
    const clock = clockFrom("2030-06-01T23:40:00+02:00");
    expect(clock().toISOString()).toBe("2030-06-01T21:40:00.000Z");
    vi.advanceTimersByTime(90_000);
    expect(clock().toISOString()).toBe("2030-06-01T21:41:30.000Z");
  });

  it("stood at the instant given at CLOCK_SET_AT, however late it is made", () => {
    vi.useFakeTimers({ now: new Date("2031-01-01T12:00:05.000Z") });
    const setAt = String(Date.parse("2031-01-01T12:00:00.000Z"));
    const clock = clockFrom("2030-06-01T23:40:00+02:00", setAt);
    expect(clock().toISOString()).toBe("2030-06-01T21:40:05.000Z");
    expect(() => clockFrom("2030-06-01T23:40:00+02:00", "soon")).toThrow(/CLOCK_SET_AT/);
  });

  it("is the system clock when unset", () => {
    expect(clockFrom(undefined)).toBe(systemClock);
    expect(clockFrom("")).toBe(systemClock);
  });

  it.each(["2030-06-01", "2030-06-01T23:40", "tomorrow", "2030-13-01T00:00:00Z"])(
    "refuses %s, which names no instant",
    (value) => {
      expect(() => clockFrom(value)).toThrow(/CLOCK_START/);
    },
  );
});
