import { describe, expect, it } from "vitest";
import {
  Reservation,
  ReservationExtendRequest,
  ReservationPath,
  ReservationRequest,
} from "./reservation";

const token = "q3Jx9fLw0VbT2mYcR8nKdA";

describe("given a request to hold places", () => {
  it.each([
    [{ ticket_id: 12, quantity: 2, date: "2025-06-14", time: "10:30" }, "a time-slot ticket"],
    [{ ticket_id: 12, quantity: 2, date: "2025-06-14" }, "a day ticket"],
    [{ ticket_id: 12, quantity: 1 }, "a flex ticket"],
    [
      { ticket_id: 12, quantity: 1, date: "2025-06-14", sub_ticket_quantities: { "7": 2 } },
      "a mantle",
    ],
  ] as Array<[Record<string, unknown>, string]>)("accepts %j (%s)", (body) => {
    expect(ReservationRequest.parse(body)).toEqual(body);
  });

  it.each([
    [{ ticket_id: 12, quantity: 0 }, ["quantity"]],
    [{ ticket_id: 12, quantity: 1001 }, ["quantity"]],
    [{ ticket_id: 0, quantity: 1 }, ["ticket_id"]],
    [{ ticket_id: 12, quantity: 1, date: "2025-06-31" }, ["date"]],
    [{ ticket_id: 12, quantity: 1, date: "2025-06-14", time: "25:00" }, ["time"]],
    [{ ticket_id: 12, quantity: 1, time: "10:30" }, ["date"]],
    [
      { ticket_id: 12, quantity: 1, sub_ticket_quantities: { "7": -1 } },
      ["sub_ticket_quantities", "7"],
    ],
  ])("refuses %j at %j", (body, path) => {
    expect(ReservationRequest.safeParse(body).error?.issues.map((issue) => issue.path)).toEqual([
      path,
    ]);
  });

  it("refuses a misspelt key instead of dropping it", () => {
    const result = ReservationRequest.safeParse({ ticket_id: 12, quantity: 1, qantity: 3 });
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["qantity"] });
  });
});

describe("a hold as answered", () => {
  it("carries the token, valid_until and what it holds", () => {
    const hold = {
      token,
      valid_until: "2025-06-01T12:30:00+02:00",
      ticket_id: 12,
      quantity: 2,
      date: null,
      time: null,
    };
    expect(Reservation.parse(hold)).toEqual(hold);
    expect(Reservation.safeParse({ ...hold, valid_until: "12:30" }).success).toBe(false);
  });

  it("has a token of at least 128 bits in the path", () => {
    expect(ReservationPath.parse({ token })).toEqual({ token });
    expect(ReservationPath.safeParse({ token: "abc" }).error?.issues[0]?.path).toEqual(["token"]);
  });

  it("extends between 1 and 100 holds at once", () => {
    expect(ReservationExtendRequest.safeParse({ tokens: [token] }).success).toBe(true);
    expect(ReservationExtendRequest.safeParse({ tokens: [] }).success).toBe(false);
    expect(ReservationExtendRequest.safeParse({ tokens: Array(101).fill(token) }).success).toBe(
      false,
    );
  });
});
