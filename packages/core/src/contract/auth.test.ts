import { describe, expect, it } from "vitest";
import { AuthAnswer } from "./auth";
import { Customer } from "./customer";

describe("given the answer of a session call", () => {
  it("carries the customer under data", () => {
    const customer = Customer.meta()?.example;
    expect(AuthAnswer.parse({ data: customer })).toEqual({ data: customer });
  });

  it("refuses an answer without a customer", () => {
    expect(AuthAnswer.safeParse({}).success).toBe(false);
    expect(AuthAnswer.safeParse({ data: { id: 1 } }).success).toBe(false);
  });
});
