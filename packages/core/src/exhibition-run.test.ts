import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { exhibitionRun, type RunFrame } from "./exhibition-run";

const frame = (start_at: string, end_at: string | null): RunFrame => ({ start_at, end_at });

describe("exhibitionRun", () => {
  it.each([
    [
      "a day inside its one frame",
      [frame("2030-03-01", "2030-09-30")],
      "2030-06-01",
      { state: "running", start: "2030-03-01", end: "2030-09-30" },
    ],
    [
      "its first day",
      [frame("2030-06-01", "2030-09-30")],
      "2030-06-01",
      { state: "running", start: "2030-06-01", end: "2030-09-30" },
    ],
    [
      "its last day",
      [frame("2030-03-01", "2030-06-01")],
      "2030-06-01",
      { state: "running", start: "2030-03-01", end: "2030-06-01" },
    ],
    [
      "a permanent frame that has begun",
      [frame("2020-01-15", null)],
      "2030-06-01",
      { state: "running", start: "2020-01-15", end: null },
    ],
    [
      "a frame that opens later (the last frame's end is not today's)",
      [frame("2026-12-15", "2027-04-13")],
      "2026-11-01",
      { state: "upcoming", start: "2026-12-15", end: "2027-04-13" },
    ],
    [
      "a permanent frame that opens later",
      [frame("2031-01-01", null)],
      "2030-06-01",
      { state: "upcoming", start: "2031-01-01", end: null },
    ],
    [
      "a day between two frames",
      [frame("2030-03-01", "2030-05-15"), frame("2030-07-01", "2030-10-31")],
      "2030-06-01",
      { state: "paused", start: "2030-07-01", end: "2030-10-31" },
    ],
    [
      "the day after a frame ends, with another to come",
      [frame("2030-03-01", "2030-05-31"), frame("2030-06-02", null)],
      "2030-06-01",
      { state: "paused", start: "2030-06-02", end: null },
    ],
    [
      "a day after its last frame",
      [frame("2030-01-01", "2030-02-28"), frame("2030-03-10", "2030-05-31")],
      "2030-06-01",
      { state: "ended", end: "2030-05-31" },
    ],
  ])("given %s", (_name, frames, today, expected) => {
    expect(exhibitionRun(frames, today)).toEqual(expected);
  });

  it("knows no run without frames", () => {
    expect(exhibitionRun([], "2030-06-01")).toBeNull();
  });

  it("reads unsorted frames in their order of time", () => {
    const frames = [
      frame("2030-07-01", "2030-10-31"),
      frame("2029-01-01", "2029-03-31"),
      frame("2030-03-01", "2030-05-15"),
    ];
    expect(exhibitionRun(frames, "2030-06-01")).toEqual({
      state: "paused",
      start: "2030-07-01",
      end: "2030-10-31",
    });
    expect(exhibitionRun(frames, "2028-12-01")).toEqual({
      state: "upcoming",
      start: "2029-01-01",
      end: "2029-03-31",
    });
    expect(exhibitionRun(frames, "2030-11-01")).toEqual({ state: "ended", end: "2030-10-31" });
  });

  it("runs until the end of frames that touch or overlap, not the end of the first", () => {
    const touching = [frame("2030-07-01", "2030-08-31"), frame("2030-05-01", "2030-06-30")];
    expect(exhibitionRun(touching, "2030-06-01")).toEqual({
      state: "running",
      start: "2030-05-01",
      end: "2030-08-31",
    });
    const inside = [frame("2030-05-01", "2030-09-30"), frame("2030-06-01", "2030-06-30")];
    expect(exhibitionRun(inside, "2030-06-15")).toEqual({
      state: "running",
      start: "2030-05-01",
      end: "2030-09-30",
    });
    const intoPermanent = [frame("2030-05-01", "2030-06-30"), frame("2030-06-15", null)];
    expect(exhibitionRun(intoPermanent, "2030-06-01")).toEqual({
      state: "running",
      start: "2030-05-01",
      end: null,
    });
  });

  it("keeps a gap of one closed day as a pause", () => {
    const frames = [frame("2030-05-01", "2030-05-31"), frame("2030-06-02", "2030-06-30")];
    expect(exhibitionRun(frames, "2030-06-01")?.state).toBe("paused");
    expect(exhibitionRun(frames, "2030-05-31")).toEqual({
      state: "running",
      start: "2030-05-01",
      end: "2030-05-31",
    });
  });

  it("reads the same whatever the order of the frames", () => {
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => addDays("2030-01-01", offset));
    const span = fc
      .tuple(day, fc.option(fc.integer({ min: 0, max: 120 })))
      .map(([start, length]) => frame(start, length === null ? null : addDays(start, length)));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 5 }), day, (frames, today) => {
        const reversed = [...frames].reverse();
        expect(exhibitionRun(reversed, today)).toEqual(exhibitionRun(frames, today));
      }),
    );
  });

  it("says running exactly on the days some frame covers", () => {
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => addDays("2030-01-01", offset));
    const span = fc
      .tuple(day, fc.option(fc.integer({ min: 0, max: 120 })))
      .map(([start, length]) => frame(start, length === null ? null : addDays(start, length)));
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 5 }), day, (frames, today) => {
        const covered = frames.some(
          (f) => f.start_at <= today && (f.end_at === null || today <= f.end_at),
        );
        expect(exhibitionRun(frames, today)?.state === "running").toBe(covered);
      }),
    );
  });
});
