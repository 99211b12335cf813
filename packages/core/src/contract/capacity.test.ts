import { describe, expect, it } from "vitest";
import { CapacityRecord, DayAvailability, TicketCalendar, TimeSlot } from "./capacity";

describe("given a time slot", () => {
  it("accepts a slot without a capacity value (it can always be chosen)", () => {
    const slot = { start_time: "10:30", capacity: null, total_capacity: null, seats: null };
    expect(TimeSlot.parse(slot)).toEqual(slot);
  });

  it.each([
    [{ start_time: "10:30:00" }, ["start_time"]],
    [{ capacity: -1 }, ["capacity"]],
    [{ seats: { available: 1.5, max: 40 } }, ["seats", "available"]],
  ])("refuses %j at %j", (change, path) => {
    const slot = {
      start_time: "10:30",
      capacity: 3,
      total_capacity: 40,
      seats: { available: 3, max: 40 },
    };
    expect(TimeSlot.safeParse({ ...slot, ...change }).error?.issues[0]?.path).toEqual(path);
  });
});

describe("capacity records and the calendar", () => {
  it("key capacities by start time only", () => {
    expect(
      CapacityRecord.safeParse({ capacities: { "00:00": 5 }, total_capacities: { "00:00": 9 } })
        .success,
    ).toBe(true);
    expect(
      CapacityRecord.safeParse({ capacities: { morning: 5 }, total_capacities: {} }).error
        ?.issues[0]?.path,
    ).toEqual(["capacities", "morning"]);
  });

  it("key the calendar by valid days", () => {
    const day = { available: null, closed: false, tickets: { "12": null } };
    expect(DayAvailability.parse(day)).toEqual(day);
    expect(
      TicketCalendar.safeParse({ data: { "2025-02-30": day } }).error?.issues[0]?.path,
    ).toEqual(["data", "2025-02-30"]);
  });
});
