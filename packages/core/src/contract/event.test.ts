import { describe, expect, it } from "vitest";
import { EventDate } from "./event";

describe("event dates", () => {
  it("refuse negative seat counts", () => {
    const date = EventDate.meta()?.example as EventDate;
    const seats = { ...date.seats, available: -1 };
    expect(EventDate.safeParse({ ...date, seats }).error?.issues[0]?.path).toEqual([
      "seats",
      "available",
    ]);
  });
});
