// The Lighthouse bench's simulated phone: the CPU slowdown follows the host's benchmarkIndex.
import { describe, expect, it } from "vitest";
import { calibratedSlowdown } from "../browser/calibration";

describe("calibratedSlowdown", () => {
  it("is the host's benchmarkIndex ÷ 500: today's 4× on a host of 2,000", () => {
    expect(calibratedSlowdown(2000)).toBe(4);
    expect(calibratedSlowdown(3992)).toBe(7.98);
    expect(calibratedSlowdown(1150)).toBe(2.3);
  });

  it("stays within 1–10 on very slow and very fast hosts", () => {
    expect(calibratedSlowdown(264)).toBe(1);
    expect(calibratedSlowdown(500)).toBe(1);
    expect(calibratedSlowdown(6000)).toBe(10);
  });
});
