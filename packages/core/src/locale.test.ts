import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "./constants";
import { INTL_LOCALES, isLocale, pickLocale } from "./locale";

describe("isLocale", () => {
  it.each([
    ["de", true],
    ["en", true],
    ["es", true],
    ["fr", true],
    ["it", false],
    ["DE", false],
    [undefined, false],
    [3, false],
  ])("given %j answers %j", (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe("pickLocale", () => {
  it("takes the first supported candidate in order (?lang, stored, browser)", () => {
    expect(pickLocale([null, "fr", "en-GB"])).toBe("fr");
  });

  it("reduces a browser tag with a region to its language", () => {
    expect(pickLocale([undefined, undefined, "es-ES"])).toBe("es");
    expect(pickLocale(["EN_us"])).toBe("en");
  });

  it("skips unsupported candidates", () => {
    expect(pickLocale(["it", "pt-BR", "en"])).toBe("en");
  });

  it("falls back to German when nothing fits", () => {
    expect(pickLocale(["it", null, ""])).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe("de");
  });
});

describe("INTL_LOCALES", () => {
  it("formats English dates day before month, as the calendars do", () => {
    const day = new Date("2030-06-03T10:00:00Z");
    const format = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(day);
    expect(format(INTL_LOCALES.en)).toBe("3 June 2030");
    expect(format(INTL_LOCALES.de)).toBe("3. Juni 2030");
    expect(Object.keys(INTL_LOCALES).sort()).toEqual([...LOCALES].sort());
  });
});
