import { describe, expect, it } from "vitest";
import { CUSTOMER_TYPE_IDS, PRICE_TARGET_AUDIENCES } from "./constants";
import { isCustomerType } from "./customer-types";

describe("customer types", () => {
  it.each([
    [PRICE_TARGET_AUDIENCES.private, true],
    [PRICE_TARGET_AUDIENCES.firma, true],
    [2, false],
    [5, false],
    [0, false],
  ])("audience %i may be chosen by a visitor: %s", (id, chosen) => {
    expect(isCustomerType(id)).toBe(chosen);
  });

  it("offers private before company, as the form does", () => {
    expect(CUSTOMER_TYPE_IDS).toEqual([1, 3]);
  });
});
