import { describe, expect, it } from "vitest";
import { Seat, SeatBlockingRequest, SeatingCategory } from "./event-seat";

describe("seating plans", () => {
  it("give each category a #rrggbb legend colour", () => {
    const category = SeatingCategory.meta()?.example as SeatingCategory;
    expect(
      SeatingCategory.safeParse({ ...category, color_code: "blue" }).error?.issues[0]?.path,
    ).toEqual(["color_code"]);
  });

  it("know available, blocked and booked seats", () => {
    const seat = Seat.meta()?.example as Seat;
    expect(Seat.safeParse({ ...seat, status: "blocked" }).success).toBe(true);
    expect(Seat.safeParse({ ...seat, status: "free" }).error?.issues[0]?.path).toEqual(["status"]);
  });

  it("block one seat, or places of a general-admission date, per call", () => {
    expect(SeatBlockingRequest.safeParse({ seat_id: 0 }).error?.issues[0]?.path).toEqual([
      "seat_id",
    ]);
    expect(SeatBlockingRequest.safeParse({ quantity: 2 }).success).toBe(true);
    expect(SeatBlockingRequest.safeParse({}).error?.issues[0]?.path).toEqual(["seat_id"]);
    expect(
      SeatBlockingRequest.safeParse({ seat_id: 5, quantity: 2 }).error?.issues[0]?.path,
    ).toEqual(["quantity"]);
  });
});
