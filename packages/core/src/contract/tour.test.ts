import { describe, expect, it } from "vitest";
import { TourPrice, TourPricesQuery, TourStartTimesPath } from "./tour";

describe("tours", () => {
  it("read the prices query from strings", () => {
    expect(
      TourPricesQuery.parse({
        date: "2025-06-14",
        time: "14:00",
        participants: "24",
        language_id: "1",
      }),
    ).toEqual({
      locale: "de",
      date: "2025-06-14",
      time: "14:00",
      participants: 24,
      language_id: 1,
    });
    expect(
      TourPricesQuery.safeParse({ date: "2025-06-14", participants: "-1" }).error?.issues[0]?.path,
    ).toEqual(["participants"]);
  });

  it("read the start-times path", () => {
    expect(TourStartTimesPath.parse({ id: "8", date: "2025-06-14" })).toEqual({
      id: 8,
      date: "2025-06-14",
    });
  });

  it("refuse a negative price", () => {
    const price = TourPrice.meta()?.example as TourPrice;
    expect(TourPrice.safeParse({ ...price, price_cents: -400 }).error?.issues[0]?.path).toEqual([
      "price_cents",
    ]);
  });
});
