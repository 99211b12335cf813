import { describe, expect, it } from "vitest";
import {
  eventLineOf,
  quantitiesOfSeats,
  withoutSeat,
  withPlaces,
  withSeat,
  withSeatPrice,
} from "./event-lines";

const hold = (n: number) => ({
  token: `token-of-the-hold-number-${n}`,
  valid_until: "2030-06-01T10:30:00+02:00",
});

describe("a seated date's cart line", () => {
  it("gains a seat with its hold, counted per price", () => {
    const one = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    const two = withSeat(one, 101, { id: 6, price_id: 2 }, hold(2));
    expect(two).toEqual({
      type: "Event",
      attributes: {
        id: 101,
        quantities: { "1": 1, "2": 1 },
        seats: [
          { id: 5, price_id: 1 },
          { id: 6, price_id: 2 },
        ],
      },
      reservations: [hold(1), hold(2)],
    });
  });

  it("keeps a seat held again once, with its latest hold", () => {
    const line = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    const again = withSeat(line, 101, { id: 5, price_id: 1 }, hold(3));
    expect(again.attributes.seats).toHaveLength(1);
    expect(again.reservations).toEqual([hold(3)]);
  });

  it("loses a seat with its own hold, and is gone with its last seat", () => {
    const line = withSeat(
      withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1)),
      101,
      { id: 6, price_id: 1 },
      hold(2),
    );
    const left = withoutSeat(line, 5);
    expect(left?.attributes).toEqual({
      id: 101,
      quantities: { "1": 1 },
      seats: [{ id: 6, price_id: 1 }],
    });
    expect(left?.reservations).toEqual([hold(2)]);
    expect(left && withoutSeat(left, 6)).toBeUndefined();
  });

  it("moves a seat to another price without another hold", () => {
    const line = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    const cheaper = withSeatPrice(line, 5, 2);
    expect(cheaper.attributes.quantities).toEqual({ "2": 1 });
    expect(cheaper.reservations).toEqual([hold(1)]);
  });
});

describe("a general-admission date's cart line", () => {
  it("adds places per price to the line, and each hold to its holds", () => {
    const first = withPlaces(undefined, 201, { "1": 2, "2": 0 }, hold(1));
    expect(first.attributes).toEqual({ id: 201, quantities: { "1": 2 }, seats: [] });
    const more = withPlaces(first, 201, { "1": 1, "3": 1 }, hold(2));
    expect(more.attributes.quantities).toEqual({ "1": 3, "3": 1 });
    expect(more.reservations).toEqual([hold(1), hold(2)]);
  });
});

describe("quantitiesOfSeats and eventLineOf", () => {
  it("count seats per price and find a date's line", () => {
    expect(quantitiesOfSeats([])).toEqual({});
    const line = withSeat(undefined, 101, { id: 5, price_id: 1 }, hold(1));
    expect(eventLineOf([line], 101)).toBe(line);
    expect(eventLineOf([line], 102)).toBeUndefined();
  });
});
