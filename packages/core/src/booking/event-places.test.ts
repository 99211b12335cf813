import { describe, expect, it } from "vitest";
import { eventDateSoldOut, eventPlacesOffered } from "./event-places";

describe("eventPlacesOffered (spec surrounding-areas §5)", () => {
  const seats = { available: 60, max: 60, min: 10, max_per_registration: 6, booked: 0 };
  it.each([
    ["the allowance when it is the smallest", seats, 0, 6],
    ["what the allowance leaves after the places held", seats, 4, 2],
    ["none once the allowance is used up", seats, 6, 0],
    ["never below none", seats, 9, 0],
    ["the places available when fewer", { ...seats, available: 3 }, 0, 3],
    ["the seats max when smaller", { ...seats, max: 5, max_per_registration: 8 }, 0, 5],
    ["no allowance (0) as no limit", { ...seats, max_per_registration: 0 }, 0, 60],
  ])("offers %s", (_case, bounds, held, expected) => {
    expect(eventPlacesOffered(bounds, held)).toBe(expected);
  });
});

describe("eventDateSoldOut (spec surrounding-areas §4)", () => {
  it.each([
    [false, 3, false],
    [true, 3, true],
    [false, 0, true],
  ])("soldOut %s with %i places left: %s", (soldOut, available, expected) => {
    expect(eventDateSoldOut({ soldOut, seats: { available } })).toBe(expected);
  });
});
