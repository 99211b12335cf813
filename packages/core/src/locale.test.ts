import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale, pickLocale } from "./locale";

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
