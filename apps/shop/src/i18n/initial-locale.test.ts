// spec surrounding-areas §1: ?lang, then the stored language, then the browser, else de.
import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../test/memory-storage";
import { LOCALE_STORAGE_KEY, resolveInitialLocale } from "./initial-locale";

const cases: {
  name: string;
  search: string;
  stored: string | null;
  browser: string[];
  expected: string;
}[] = [
  {
    name: "?lang wins over stored and browser",
    search: "?lang=es",
    stored: "fr",
    browser: ["en"],
    expected: "es",
  },
  {
    name: "?lang in another case and with region",
    search: "?lang=EN-gb",
    stored: null,
    browser: [],
    expected: "en",
  },
  {
    name: "an unsupported ?lang falls to the stored one",
    search: "?lang=xx",
    stored: "fr",
    browser: ["en"],
    expected: "fr",
  },
  {
    name: "stored wins over the browser",
    search: "",
    stored: "fr",
    browser: ["en-US"],
    expected: "fr",
  },
  {
    name: "an unsupported stored value falls to the browser",
    search: "",
    stored: "zz",
    browser: ["es-ES"],
    expected: "es",
  },
  {
    name: "the first supported browser language",
    search: "",
    stored: null,
    browser: ["pl", "fr-CA", "en"],
    expected: "fr",
  },
  {
    name: "nothing supported: de",
    search: "?lang=",
    stored: null,
    browser: ["pl", "ja"],
    expected: "de",
  },
  { name: "nothing at all: de", search: "", stored: null, browser: [], expected: "de" },
];

describe("resolveInitialLocale", () => {
  it.each(cases)("$name", ({ search, stored, browser, expected }) => {
    const storage = new MemoryStorage(stored === null ? {} : { [LOCALE_STORAGE_KEY]: stored });
    expect(resolveInitialLocale({ search, storage, browserLanguages: browser })).toBe(expected);
  });

  it("works without a usable storage", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(resolveInitialLocale({ search: "", storage: broken, browserLanguages: ["en"] })).toBe(
      "en",
    );
  });
});
