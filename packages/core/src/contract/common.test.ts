import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  Cents,
  Count,
  Id,
  IdKey,
  IsoDate,
  IsoDateTime,
  ListMeta,
  Locale,
  listOf,
  MAX_DB_INTEGER,
  MinuteOfDay,
  multiLineText,
  Percent,
  singleLineText,
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
    // amounts and counts live in PostgreSQL integer columns too (no column is bigint)
    [Cents, 2_147_483_647, true],
    [Cents, 2_147_483_648, false],
    [Count, 0, true],
    [Count, 2_147_483_647, true],
    [Count, 2_147_483_648, false],
    [Count, -1, false],
    [Count, MAX_DB_INTEGER, true],
    [Percent, 100, true],
    [Percent, 101, false],
    [MinuteOfDay, 1440, true],
    [MinuteOfDay, 1441, false],
    [IdKey, "42", true],
    [IdKey, "042", false],
    [IdKey, "0", false],
    [IdKey, "2147483647", true],
    [IdKey, "2147483648", false],
    [IdKey, "99999999999", false],
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

describe("text typed by a person", () => {
  const line = singleLineText({ max: 20 });
  const box = multiLineText({ max: 40 });
  const code = (c: number) => String.fromCharCode(c);

  // One row per class of control character, each at its edges; C0 includes NUL, the one
  // PostgreSQL cannot store in text at all.
  it.each([
    ["NUL", "\u0000"],
    ["C0 SOH", "\u0001"],
    ["C0 backspace", "\b"],
    ["C0 vertical tab", "\v"],
    ["C0 form feed", "\f"],
    ["C0 escape", "\u001B"],
    ["C0 unit separator", "\u001F"],
    ["DEL", "\u007F"],
    ["C1 padding character", "\u0080"],
    ["C1 next line", "\u0085"],
    ["C1 application program command", "\u009F"],
  ])("refuses %s in one line and in a box", (_name, control) => {
    for (const value of [`A${control}B`, control, `${control}Ada`, `Ada${control}`]) {
      expect(line.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(box.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it.each([
    ["line feed", "\n"],
    ["carriage return", "\r"],
    ["CR LF", "\r\n"],
    ["tab", "\t"],
  ])("refuses a %s in one line, keeps it in a box", (_name, lineBreak) => {
    const value = `first${lineBreak}second`;
    expect(line.safeParse(value).success).toBe(false);
    expect(box.parse(value)).toBe(value);
  });

  it.each([
    ["plain ASCII", "Ada Lovelace"],
    ["umlauts and ß", "Jürgen Weiß-Öztürk"],
    ["accents", "Renée Françoise"],
    ["an emoji", "Museum 🦕"],
    ["a family emoji (ZWJ sequence)", "👨‍👩‍👧"],
    ["CJK", "東京国立博物館"],
    ["Arabic", "متحف"],
    ["no-break space and en dash", "10\u00A0€ – 12\u00A0€"],
    ["the first character after C1", "\u00A0"],
    ["the last character before DEL", "~"],
    ["an empty text", ""],
  ])("takes %s", (_name, value) => {
    expect(line.parse(value)).toBe(value);
    expect(box.parse(value)).toBe(value);
  });

  it("names the problem in the message", () => {
    expect(line.safeParse("A\u0000").error?.issues[0]?.message).toBe(
      "Control characters are not allowed",
    );
    expect(box.safeParse("A\u0000").error?.issues[0]?.message).toMatch(/other than line breaks/);
  });

  it("bounds the length, counted after trimming when asked", () => {
    expect(line.safeParse("a".repeat(20)).success).toBe(true);
    expect(line.safeParse("a".repeat(21)).success).toBe(false);
    const trimmed = singleLineText({ trim: true, min: 1, max: 3 });
    expect(trimmed.parse("  Ada \t")).toBe("Ada");
    expect(trimmed.safeParse(" \t ").success).toBe(false);
    expect(singleLineText({ max: 3 }).safeParse(" Ada").success).toBe(false);
  });

  it("trims before it looks, so a pasted tab or line break at either end is no error", () => {
    const trimmed = singleLineText({ trim: true, max: 20 });
    expect(trimmed.parse("\tAda Lovelace\r\n")).toBe("Ada Lovelace");
    expect(trimmed.safeParse("Ada\tLovelace").success).toBe(false);
  });

  it("describes the rule in JSON Schema: a pattern and a maximum length", () => {
    expect(z.toJSONSchema(line)).toMatchObject({ type: "string", maxLength: 20 });
    const { pattern } = z.toJSONSchema(line) as { pattern: string };
    expect(new RegExp(pattern).test("Jürgen")).toBe(true);
    expect(new RegExp(pattern).test("A\u0000")).toBe(false);
  });

  it("refuses exactly the C0, DEL and C1 code points in one line", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), (point) => {
        const control = point < 0x20 || (point >= 0x7f && point <= 0x9f);
        const surrogate = point >= 0xd800 && point <= 0xdfff;
        if (surrogate) return;
        expect(line.safeParse(`a${code(point)}b`).success).toBe(!control);
      }),
    );
  });
});
