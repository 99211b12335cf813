import { describe, expect, it } from "vitest";
import { CONCERT_DATE, LECTURE_DATE, listed } from "../../test/event-fixtures";
import {
  chargedSeatPrice,
  firstChoosableDay,
  heldPlaces,
  isSeated,
  previewDates,
  seatPrices,
} from "./event-rules";

describe("heldPlaces", () => {
  it("adds the quantities of every blocking, seats and places", () => {
    const hold = (quantity: number) => ({
      seat_id: null,
      quantity,
      token: "q3Jx9fLw0VbT2mYcR8nKdA",
      valid_until: "2030-06-01T10:30:00+02:00",
    });
    expect(heldPlaces([hold(2), hold(1)])).toBe(3);
    expect(heldPlaces(undefined)).toBe(0);
  });
});

describe("seatPrices", () => {
  it("lists the scale prices that price the seat's category, with that price", () => {
    expect(seatPrices(CONCERT_DATE.prices, 13)).toEqual([
      { priceId: 1, title: "Normal", cents: 1600 },
      { priceId: 2, title: "Ermäßigt", cents: 1000 },
    ]);
    expect(seatPrices(CONCERT_DATE.prices, 12)).toEqual([]);
  });
});

describe("chargedSeatPrice", () => {
  it("is the category's first scale price, which choosing the seat puts on the line", () => {
    // Parkett vorne: Normal 32 €, Ermäßigt 22 € (the category's lowest, but not what it costs)
    expect(chargedSeatPrice(CONCERT_DATE.prices, 11)).toEqual({
      priceId: 1,
      title: "Normal",
      cents: 3200,
    });
    expect(chargedSeatPrice(CONCERT_DATE.prices, 12)).toBeUndefined();
  });
});

describe("firstChoosableDay", () => {
  it.each([
    [{}, undefined],
    [{ "2030-07-16": "soldOut", "2030-08-13": "enough" }, "2030-08-13"],
    [{ "2030-09-01": "few", "2030-08-13": "enough" }, "2030-08-13"],
    [{ "2030-06-01": "closed", "2030-06-02": "few" }, "2030-06-02"],
    [{ "2030-07-16": "soldOut" }, undefined],
  ] as const)("of %j is %s", (availability, day) => {
    expect(firstChoosableDay(availability)).toBe(day);
  });
});

describe("isSeated", () => {
  it("tells a seated date by its seats, or in the date list by its prices per category", () => {
    expect(isSeated(CONCERT_DATE)).toBe(true);
    expect(isSeated(listed(CONCERT_DATE))).toBe(true);
    expect(isSeated(LECTURE_DATE)).toBe(false);
  });
});

describe("previewDates (spec §2: up to 5 dates)", () => {
  it("keeps the first five in time order", () => {
    const times = [
      "2030-06-24T18:30:00+02:00",
      "2030-06-03T18:30:00+02:00",
      "2030-07-08T18:30:00+02:00",
      "2030-06-10T18:30:00+02:00",
      "2030-06-17T18:30:00+02:00",
      "2030-07-01T18:30:00+02:00",
    ];
    expect(previewDates(times)).toEqual([
      "2030-06-03T18:30:00+02:00",
      "2030-06-10T18:30:00+02:00",
      "2030-06-17T18:30:00+02:00",
      "2030-06-24T18:30:00+02:00",
      "2030-07-01T18:30:00+02:00",
    ]);
  });
});
