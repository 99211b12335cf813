// DESIGN.md §8 for the areas with tables of their own (the annual personalization, the venue, the events, the start page): every
// language has exactly the German keys, none empty, each valid ICU; a missing text falls back
// to German.
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { EVENT_TABLES } from "../features/events/event-texts";
import { MERCHANDISE_TABLES } from "../features/merchandise/merchandise-texts";
import { QUEUE_TABLES } from "../features/queue/queue-texts";
import { VENUE_TABLES } from "../features/venue/venue-texts";
import { ANNUAL_TABLES } from "../routes/annual/annual-texts";
import { START_TABLES } from "../routes/start/start-texts";
import { type AreaTables, loadAreaTexts } from "./area-texts";

const OTHERS = ["en", "es", "fr"] as const;

describe.each([
  ["the annual personalization", ANNUAL_TABLES, "annual."],
  ["the venue pages", VENUE_TABLES, "venue."],
  ["the event pages", EVENT_TABLES, "events."],
  ["the start page", START_TABLES, "start."],
  ["the merchandise pages", MERCHANDISE_TABLES, "merchandise."],
  ["the waiting room", QUEUE_TABLES, "queue."],
])("%s's tables", (_area, tables, prefix) => {
  it.each(OTHERS)("%s has exactly the German keys, none empty, each valid ICU", async (locale) => {
    const german = (await tables.de()).default;
    const own = (await tables[locale]()).default;
    expect(Object.keys(own).sort()).toEqual(Object.keys(german).sort());
    for (const [key, text] of Object.entries(own)) {
      expect(text, key).not.toBe("");
      expect(() => parse(String(text)), key).not.toThrow();
    }
  });

  it("all name keys of their own area", async () => {
    const german = (await tables.de()).default;
    expect(Object.keys(german).every((key) => key.startsWith(prefix))).toBe(true);
  });
});

describe("loadAreaTexts", () => {
  const tables: AreaTables = {
    de: async () => ({ default: { "x.a": "A de", "x.b": "B de" } }),
    en: async () => ({ default: { "x.a": "A en", "x.b": "  " } }),
    es: async () => ({ default: {} }),
    fr: async () => ({ default: {} }),
  };

  it("lays the language over German, which fills what it lacks or leaves blank", async () => {
    expect(await loadAreaTexts(tables, "en")).toEqual({ "x.a": "A en", "x.b": "B de" });
    expect(await loadAreaTexts(tables, "de")).toEqual({ "x.a": "A de", "x.b": "B de" });
  });
});
