import { describe, expect, it } from "vitest";
import { eventDateState, eventPlacesOffered, seatsForPlaces } from "./event-places";

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

describe("eventDateState (spec surrounding-areas §4)", () => {
  it.each([
    [false, 3, false],
    [true, 3, true],
    [false, 0, true],
  ])("soldOut %s with %i places left: sold out %s", (soldOut, available, expected) => {
    const state = eventDateState({ bookable: true, soldOut, available });
    expect(state === "soldOut").toBe(expected);
    expect(state).toBe(expected ? "soldOut" : "open");
  });

  it.each([
    [undefined, 3],
    [true, 0],
    [false, 0],
  ])(
    "a date that cannot be booked is closed, never sold out (soldOut %s, %i left)",
    (soldOut, available) => {
      expect(eventDateState({ bookable: false, soldOut, available })).toBe("closed");
    },
  );
});

describe("seatsForPlaces (the issue 34: a waiting list's offer on a seated date)", () => {
  const seat = (row_name: string, number: number) => ({ row_name, number });
  const names = (seats: { row_name: string; number: number }[] | undefined) =>
    seats?.map((s) => `${s.row_name}${s.number}`);
  it.each([
    ["the first seats side by side", [seat("A", 1), seat("A", 2), seat("B", 1)], 2, ["A1", "A2"]],
    [
      "a later row's pair over a gap in the first",
      [seat("A", 1), seat("A", 3), seat("B", 4), seat("B", 5)],
      2,
      ["B4", "B5"],
    ],
    [
      "side by side by number, whatever the plan's order in the row",
      [seat("A", 7), seat("A", 2), seat("A", 6)],
      2,
      ["A6", "A7"],
    ],
    [
      "one row's seats when none are side by side",
      [seat("A", 1), seat("B", 1), seat("B", 3)],
      2,
      ["B1", "B3"],
    ],
    [
      "the first free seats when no row has enough",
      [seat("A", 1), seat("B", 1), seat("C", 1)],
      2,
      ["A1", "B1"],
    ],
    ["none when too few are free", [seat("A", 1)], 2, undefined],
    ["none for no place", [seat("A", 1)], 0, undefined],
  ])("gives %s", (_case, free, places, expected) => {
    expect(names(seatsForPlaces(free, places))).toEqual(expected);
  });
});
