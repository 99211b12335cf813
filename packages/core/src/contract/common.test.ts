import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  Cents,
  Id,
  IdKey,
  IsoDate,
  IsoDateTime,
  ListMeta,
  Locale,
  listOf,
  MinuteOfDay,
  Percent,
  Time,
  Url,
  UrlToken,
  VatPct,
} from "./common";

describe("ids and amounts", () => {
  it.each([
    [Id, 1, true],
    [Id, 0, false],
    [Id, -3, false],
    [Id, 1.5, false],
    [Id, "1", false],
    // ids live in PostgreSQL integer columns: a larger one would fail there, not here
    [Id, 2_147_483_647, true],
    [Id, 2_147_483_648, false],
    [Cents, 0, true],
    [Cents, 1250, true],
    [Cents, -1, false],
    [Cents, 12.5, false],
    [Cents, Number.MAX_SAFE_INTEGER + 1, false],
    [Percent, 100, true],
    [Percent, 101, false],
    [MinuteOfDay, 1440, true],
    [MinuteOfDay, 1441, false],
    [IdKey, "42", true],
    [IdKey, "042", false],
    [IdKey, "0", false],
  ] as const)("%#: given %j answers %j", (schema, value, ok) => {
    expect((schema as z.ZodType).safeParse(value).success).toBe(ok);
  });

  it.each([
    [19, true],
    [7, true],
    [7.7, true],
    [10.5, true],
    [0, true],
    [7.75, true],
    [7.777, false],
    [-1, false],
    [100.01, false],
  ])("takes VAT rate %j: %j", (rate, ok) => {
    expect(VatPct.safeParse(rate).success).toBe(ok);
  });
});

describe("dates and times", () => {
  it.each([
    [IsoDate, "2025-06-14", true],
    [IsoDate, "2024-02-29", true],
    [IsoDate, "2025-02-29", false],
    [IsoDate, "14.06.2025", false],
    [IsoDate, "2025-6-14", false],
    [Time, "00:00", true],
    [Time, "23:59", true],
    [Time, "24:00", false],
    [Time, "9:30", false],
    [Time, "10:30:00", false],
    [IsoDateTime, "2025-06-14T10:30:00+02:00", true],
    [IsoDateTime, "2025-06-14T08:30:00Z", true],
    [IsoDateTime, "2025-06-14T10:30:00", false],
    [IsoDateTime, "2025-06-14", false],
  ] as const)("%#: given %j answers %j", (schema, value, ok) => {
    expect((schema as z.ZodType).safeParse(value).success).toBe(ok);
  });
});

describe("locales, URLs and tokens", () => {
  it("knows the four shop languages", () => {
    expect(Locale.options).toEqual(["de", "en", "es", "fr"]);
  });

  it("takes http(s) URLs only", () => {
    expect(Url.safeParse("https://shop.example.org/x.jpg").success).toBe(true);
    expect(Url.safeParse("javascript:alert(1)").success).toBe(false);
    expect(Url.safeParse("/relative").success).toBe(false);
  });

  it("takes URL-safe tokens of 22 to 128 characters (at least 128 bits)", () => {
    expect(UrlToken.safeParse("a".repeat(22)).success).toBe(true);
    expect(UrlToken.safeParse("a".repeat(21)).success).toBe(false);
    expect(UrlToken.safeParse("a".repeat(129)).success).toBe(false);
    expect(UrlToken.safeParse(`${"a".repeat(21)}/`).success).toBe(false);
    expect(UrlToken.safeParse("Ab0_-Ab0_-Ab0_-Ab0_-Ab").success).toBe(true);
  });
});

describe("listOf", () => {
  const Thing = z.object({ id: Id }).meta({ id: "ThingForListTest", example: { id: 1 } });
  const ThingList = listOf(Thing, "ThingListForListTest");

  it("wraps items as data with meta.total_count", () => {
    expect(ThingList.parse({ data: [{ id: 1 }], meta: { total_count: 9 } })).toEqual({
      data: [{ id: 1 }],
      meta: { total_count: 9 },
    });
    expect(ThingList.safeParse({ data: [{ id: 1 }] }).error?.issues[0]?.path).toEqual(["meta"]);
    expect(ListMeta.safeParse({ total_count: -1 }).success).toBe(false);
  });

  it("names the list and builds its example from the item's", () => {
    expect(ThingList.meta()).toMatchObject({
      id: "ThingListForListTest",
      description: "List of ThingForListTest",
      example: { data: [{ id: 1 }], meta: { total_count: 1 } },
    });
  });

  it("still gives an example when the item has none", () => {
    const bare = listOf(z.object({ n: z.int() }), "BareListForListTest");
    expect(bare.meta()).toMatchObject({
      description: "List of items",
      example: { data: [], meta: { total_count: 0 } },
    });
  });
});
