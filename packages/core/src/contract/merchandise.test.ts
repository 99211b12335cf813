import { describe, expect, it } from "vitest";
import { MERCHANDISE_MAX_QUANTITY, Merchandise } from "./merchandise";

describe("merchandise", () => {
  it("offers at most 10 pieces per selection", () => {
    expect(MERCHANDISE_MAX_QUANTITY).toBe(10);
  });

  it.each([
    [{ price_cents: -1 }, ["price_cents"]],
    [{ discount: 150 }, ["discount"]],
    [{ is_shipping_article: "yes" }, ["is_shipping_article"]],
  ])("refuses %j at %j", (change, path) => {
    const item = Merchandise.meta()?.example as Merchandise;
    expect(Merchandise.safeParse({ ...item, ...change }).error?.issues[0]?.path).toEqual(path);
  });
});
