import { describe, expect, it } from "vitest";
import { dayOfTickets, isFewLeft, nextOpenDay, quotaCapacities } from "./availability";

describe("dayOfTickets", () => {
  const day = { available: 30, closed: false, tickets: { "1": 30, "2": 4 } };

  it.each([
    { mode: "any" as const, ids: [1, 2], expected: { available: 30 } },
    { mode: "all" as const, ids: [1, 2], expected: { available: 4 } },
    { mode: "all" as const, ids: [1, 3], expected: null },
    { mode: "any" as const, ids: [3], expected: null },
  ])("reads $ids in mode $mode", ({ mode, ids, expected }) => {
    expect(dayOfTickets(day, ids, mode)).toEqual(expected);
  });

  it("closes a closed day whatever its tickets say", () => {
    expect(dayOfTickets({ ...day, closed: true }, [1], "any")).toBeNull();
  });
});

describe("nextOpenDay", () => {
  // 2030-06-01 10:00 in Berlin.
  const now = new Date("2030-06-01T08:00:00.000Z");
  const tickets = [{ id: 1, last_entry: 540 }];

  it("finds the first bookable day among the next 3", () => {
    const days = { "2030-06-02": "soldOut", "2030-06-03": "few" } as const;
    expect(nextOpenDay({ tickets, date: "2030-06-01", now, days })).toBe("2030-06-03");
  });

  it("looks no further than 3 days", () => {
    const days = { "2030-06-05": "enough" } as const;
    expect(nextOpenDay({ tickets, date: "2030-06-01", now, days })).toBeUndefined();
  });
});

describe("quotaCapacities", () => {
  it("reads slot quotas at the start time and day quotas at 00:00, the smaller per quota", () => {
    const record = (capacities: Record<string, number>) => ({
      capacities,
      total_capacities: capacities,
    });
    const answer = (id: number, quotas: Record<string, ReturnType<typeof record>>) => ({
      ticket_id: id,
      date: "2030-06-02",
      capacities: {},
      total_capacities: {},
      quotas,
      time_slots: [],
    });
    const free = quotaCapacities(
      [
        answer(10, { "1": record({ "00:00": 300 }), "3": record({ "10:00": 25, "14:00": 3 }) }),
        answer(11, { "1": record({ "00:00": 290 }) }),
      ],
      "14:00",
    );
    expect(free).toEqual({ 1: 290, 3: 3 });
  });
});

describe("isFewLeft", () => {
  it.each([
    { available: 7, max: 10, expected: true },
    { available: 8, max: 10, expected: false },
    { available: 0, max: 10, expected: false },
  ])("$available of $max at 70 % → $expected", ({ available, max, expected }) => {
    expect(isFewLeft({ available, max }, 70)).toBe(expected);
  });
});
