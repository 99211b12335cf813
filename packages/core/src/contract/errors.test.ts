import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  buildErrorBody,
  ERROR_CODES,
  ErrorBody,
  ErrorCode,
  fieldsOfIssues,
  httpStatusOf,
  validationErrorBody,
} from "./errors";

describe("the table of error codes", () => {
  it.each([
    ["bad_request", 400],
    ["validation", 422],
    ["unauthorized", 401],
    ["password_required", 401],
    ["payment_failed", 402],
    ["forbidden", 403],
    ["not_found", 404],
    ["token_not_found", 404],
    ["conflict", 409],
    ["sold_out", 409],
    ["hold_expired", 410],
    ["request_timeout", 408],
    ["payload_too_large", 413],
    ["uri_too_long", 414],
    ["headers_too_large", 431],
    ["unsupported_media_type", 415],
    ["max_total_exceeded", 422],
    ["coupon_not_valid", 422],
    ["password_too_common", 422],
    ["invalid_locale", 422],
    ["rate_limit", 429],
    ["internal", 500],
    ["maintenance", 503],
  ] as const)("answers %s with HTTP %i", (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it("answers every code with an error status, never a success", () => {
    for (const status of Object.values(ERROR_CODES)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it("accepts exactly the codes of the table in an error body", () => {
    expect(ErrorCode.options.toSorted()).toEqual(Object.keys(ERROR_CODES).toSorted());
    expect(ErrorCode.safeParse("teapot").success).toBe(false);
  });
});

describe("an error body", () => {
  it("has code and message, and fields only when there are any", () => {
    expect(buildErrorBody("sold_out", "Sold out")).toEqual({
      error: { code: "sold_out", message: "Sold out" },
    });
    expect(buildErrorBody("sold_out", "Sold out", {})).toEqual({
      error: { code: "sold_out", message: "Sold out" },
    });
    expect(buildErrorBody("validation", "Invalid", { zip: ["Required"] })).toEqual({
      error: { code: "validation", message: "Invalid", fields: { zip: ["Required"] } },
    });
  });

  it("refuses an unknown code and a field that is not a list of messages", () => {
    const bad = ErrorBody.safeParse({ error: { code: "oops", message: "x", fields: { a: "b" } } });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([
      ["error", "code"],
      ["error", "fields", "a"],
    ]);
  });
});

describe("given a failed parse", () => {
  const Body = z.strictObject({
    price_cents: z.int().nonnegative(),
    items: z.array(z.strictObject({ quantity: z.int().min(1) })),
  });

  it("files each message under the dotted path of its field", () => {
    const result = Body.safeParse({ price_cents: -1, items: [{ quantity: 1 }, { quantity: 0 }] });
    expect(result.success).toBe(false);
    const fields = result.error ? fieldsOfIssues(result.error.issues) : {};
    expect(Object.keys(fields)).toEqual(["price_cents", "items.1.quantity"]);
    expect(fields.price_cents?.[0]).toMatch(/>=0/);
  });

  it("files unknown keys of a strict body under each key", () => {
    const result = Body.safeParse({ price_cents: 1, items: [], pirce_cents: 1, extra: true });
    const body = result.error ? validationErrorBody(result.error) : undefined;
    expect(body).toEqual({
      error: {
        code: "validation",
        message: "The request is invalid",
        fields: { pirce_cents: ["Unknown field"], extra: ["Unknown field"] },
      },
    });
  });

  it("files an issue of the whole body under base", () => {
    const result = Body.safeParse("not an object");
    const fields = result.error ? fieldsOfIssues(result.error.issues) : {};
    expect(Object.keys(fields)).toEqual(["base"]);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "files a field named %s like any other, without touching the prototype",
    (name) => {
      const fields = fieldsOfIssues([
        { code: "custom", input: null, path: [name], message: "first" },
        { code: "custom", input: null, path: [name], message: "second" },
      ]);
      expect(Object.keys(fields)).toEqual([name]);
      expect(fields[name]).toEqual(["first", "second"]);
      expect(JSON.parse(JSON.stringify(fields))).toEqual({ [name]: ["first", "second"] });
      expect(({} as Record<string, unknown>).first).toBeUndefined();
    },
  );

  it("keeps every message, several per field when a field breaks several rules", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            path: fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.nat()), { maxLength: 3 }),
            message: fc.string(),
          }),
        ),
        (raw) => {
          const issues = raw.map((issue) => ({ code: "custom" as const, input: null, ...issue }));
          const fields = fieldsOfIssues(issues);
          const count = Object.values(fields).reduce((sum, messages) => sum + messages.length, 0);
          expect(count).toBe(issues.length);
        },
      ),
    );
  });
});
