// spec selling-core §2 shop.checkout.failure (errors, error_detailed), §4 step 2, §8.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { detailsOfError, errorTextsOf, failureState, readFailureDetails } from "./failure-details";

const refused = (status: number, error: Record<string, unknown>) =>
  new ApiRequestError(status, "Error", { error });

describe("detailsOfError", () => {
  it("takes the refused fields and the message of a 4xx answer", () => {
    expect(
      detailsOfError(
        refused(422, {
          code: "max_total_exceeded",
          message: "Orders may total at most 50000 cents",
          fields: { total: ["Orders may total at most 50000 cents"] },
        }),
      ),
    ).toEqual({ errors: ["total"], detail: "Orders may total at most 50000 cents" });
  });

  it("keeps the maximum a max_total_exceeded answer names, there and back", () => {
    const details = detailsOfError(
      refused(422, {
        code: "max_total_exceeded",
        message: "Orders may total at most €500.00",
        fields: { total: ["Orders may total at most €500.00"] },
        max_total_cents: 50_000,
      }),
    );
    expect(details).toEqual({
      errors: ["total"],
      detail: "Orders may total at most €500.00",
      maxTotalCents: 50_000,
    });
    expect(readFailureDetails(failureState(details))).toEqual(details);
    // a state someone wrote with a maximum that is no amount keeps the rest
    expect(
      readFailureDetails({ failure: { errors: [], detail: null, maxTotalCents: "lots" } }),
    ).toEqual({ errors: [], detail: null });
  });

  it.each([
    ["HTTP 500", refused(500, { code: "internal", message: "database down" })],
    ["no answer", new ApiRequestError(0, "Network error", "offline")],
    ["an answer without an error body", new ApiRequestError(418, "Teapot", null)],
    ["a bug", new Error("bug")],
  ])("has none for %s", (_, error) => {
    expect(detailsOfError(error)).toBeUndefined();
  });
});

describe("the router state", () => {
  it("carries the details there and back", () => {
    const details = { errors: ["total"], detail: "x" };
    expect(readFailureDetails(failureState(details))).toEqual(details);
    expect(failureState(undefined)).toBeUndefined();
  });

  it.each([
    ["no state", undefined],
    ["another state", { shippingAddressConfirmed: true }],
    ["errors that are no list of names", { failure: { errors: [1], detail: null } }],
    ["a detail that is no text", { failure: { errors: [], detail: { html: "<b>" } } }],
  ])("reads nothing from %s", (_, state) => {
    expect(readFailureDetails(state)).toBeUndefined();
  });

  it("bounds what it reads back", () => {
    const read = readFailureDetails({
      failure: {
        errors: Array.from({ length: 80 }, () => "x".repeat(900)),
        detail: "y".repeat(900),
      },
    });
    expect(read?.errors).toHaveLength(50);
    expect(read?.errors[0]).toHaveLength(500);
    expect(read?.detail).toHaveLength(500);
  });
});

describe("errorTextsOf", () => {
  it("names each refused field once, lines counted from 1, unknown ones together", () => {
    expect(
      errorTextsOf([
        "billing_address_id",
        "items.0.quantity",
        "items.0.date",
        "items.2",
        "items",
        "coupons.1",
        "affiliate",
        "base",
      ]),
    ).toEqual([
      { key: "checkout.failure.field.billingAddress" },
      { key: "checkout.failure.field.item", values: { number: 1 } },
      { key: "checkout.failure.field.item", values: { number: 3 } },
      { key: "checkout.failure.field.items" },
      { key: "checkout.failure.field.coupons" },
      { key: "checkout.failure.field.other" },
    ]);
  });
});
