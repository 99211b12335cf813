import { describe, expect, it } from "vitest";
import { timingRefusal } from "./check-in";
import { SHOP_SETTINGS_DEFAULTS } from "./constants";

// 2030-06-14 is summer time in Berlin: 10:00 there is 08:00 UTC.
const at = (utc: string) => new Date(`2030-06-14T${utc}:00Z`);
const window = { beforeMinutes: 30, afterMinutes: 90 };

describe("when a code admits at the door", () => {
  it("a code without a day admits on any day", () => {
    expect(timingRefusal({ date: null, slot: null }, at("08:00"), window)).toBeNull();
  });

  it("a day ticket admits all day of its day in Berlin, and on no other", () => {
    const day = { date: "2030-06-14", slot: null };
    expect(timingRefusal(day, new Date("2030-06-13T22:00:00Z"), window)).toBeNull(); // 00:00
    expect(timingRefusal(day, new Date("2030-06-14T21:59:00Z"), window)).toBeNull(); // 23:59
    expect(timingRefusal(day, new Date("2030-06-13T21:59:00Z"), window)).toBe("wrong_day");
    expect(timingRefusal(day, new Date("2030-06-14T22:00:00Z"), window)).toBe("wrong_day");
  });

  it("a slot admits from beforeMinutes before its start to afterMinutes after it", () => {
    const slot = { date: "2030-06-14", slot: "10:00" };
    expect(timingRefusal(slot, at("07:29"), window)).toBe("too_early"); // 09:29
    expect(timingRefusal(slot, at("07:30"), window)).toBeNull(); // 09:30
    expect(timingRefusal(slot, at("09:30"), window)).toBeNull(); // 11:30
    expect(timingRefusal(slot, at("09:31"), window)).toBe("too_late"); // 11:31
  });

  it("a late start's window runs past midnight; outside it another day is the wrong day", () => {
    const concert = { date: "2030-06-14", slot: "23:30" };
    expect(timingRefusal(concert, new Date("2030-06-14T22:30:00Z"), window)).toBeNull(); // 00:30
    expect(timingRefusal(concert, new Date("2030-06-15T08:00:00Z"), window)).toBe("wrong_day");
    expect(timingRefusal(concert, new Date("2030-06-13T21:30:00Z"), window)).toBe("wrong_day");
  });

  it("the default window lets in half an hour early and an hour and a half late", () => {
    expect(SHOP_SETTINGS_DEFAULTS.checkInWindow).toEqual({ beforeMinutes: 30, afterMinutes: 90 });
  });
});
