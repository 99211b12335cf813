import { describe, expect, it } from "vitest";
import { merchandiseAddMax, merchandiseLineMax } from "./merchandise";

describe("merchandiseLineMax (spec surrounding-areas §5, §9)", () => {
  it.each([
    // free, held by the line, most the line may hold
    [120, 0, 10],
    [3, 0, 3],
    [3, 2, 5],
    [0, 4, 4],
    [9, 4, 10],
    [0, 0, 0],
  ])("with %i free and %i held: %i", (free, held, max) => {
    expect(merchandiseLineMax(free, held)).toBe(max);
  });
});

describe("merchandiseAddMax", () => {
  it.each([
    // free, in the cart, most one add may take: min(free, 10 − in the cart)
    [120, 0, 10],
    [120, 4, 6],
    [3, 0, 3],
    [3, 8, 2],
    [5, 7, 3],
    [5, 10, 0],
    [120, 10, 0],
    [120, 12, 0],
    [0, 2, 0],
  ])("with %i free and %i in the cart: %i", (free, inCart, max) => {
    expect(merchandiseAddMax({ available: true, free }, inCart)).toBe(max);
  });

  it("offers nothing of an article off sale, whatever its stock", () => {
    expect(merchandiseAddMax({ available: false, free: 50 }, 0)).toBe(0);
  });
});
