// spec selling-core §7, §8, DESIGN.md §4, §5: what a refused hold call means to the visitor.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { holdErrorOf } from "./hold-error";

const refused = (status: number, code: string, retryAfter?: number) =>
  new ApiRequestError(status, "", { error: { code, message: "m" } }, undefined, retryAfter);

describe("holdErrorOf", () => {
  it.each([
    [
      "429 rate_limit: refused, with the wait",
      refused(429, "rate_limit", 30),
      { error: "refused", refusal: { code: "rate_limit", retryAfter: 30 } },
    ],
    [
      "429 without a body: refused as a rate limit",
      new ApiRequestError(429, "Too Many Requests", null),
      { error: "refused", refusal: { code: "rate_limit" } },
    ],
    [
      "409 hold_limit: refused, the cap on places held at once",
      refused(409, "hold_limit"),
      { error: "refused", refusal: { code: "hold_limit" } },
    ],
    [
      "409 hold_not_extendable: refused",
      refused(409, "hold_not_extendable"),
      { error: "refused", refusal: { code: "hold_not_extendable" } },
    ],
    ["409 sold_out: sold_out", refused(409, "sold_out"), { error: "sold_out" }],
    ["410 hold_expired: notAvailable", refused(410, "hold_expired"), { error: "notAvailable" }],
    ["404: notAvailable", refused(404, "not_found"), { error: "notAvailable" }],
    ["422: invalid", refused(422, "validation"), { error: "invalid" }],
    ["503: network", refused(503, "unavailable", 5), { error: "network" }],
    [
      "no answer: network",
      new ApiRequestError(0, "Network error", "offline"),
      { error: "network" },
    ],
    ["anything else: network", new Error("boom"), { error: "network" }],
  ])("%s", (_, error, failure) => {
    expect(holdErrorOf(error)).toEqual(failure);
  });
});
