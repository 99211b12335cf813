// The issue "venue's pages", Deliver 2: the search of GET /exhibitions and /museums finds
// titles and descriptions in the asked locale with PostgreSQL's full-text search (the
// language's stemmer), ranked: the title first, then the subtitle, then the description.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { fixtureCatalogue, MUSEUM } from "../shop/fixture-catalogue";

const BOOKS = 21;
const PRINT = 22;
const GARDEN = 23;
const PAPER = 24;

function catalogueToSearch() {
  const catalogue = fixtureCatalogue();
  type Text = { de: string; en: string };
  const exhibition = (id: number, title: Text, description: Text, sub_title?: Text) => ({
    id,
    museum_id: MUSEUM.kunsthalle,
    title,
    ...(sub_title ? { sub_title } : {}),
    description,
  });
  return {
    ...catalogue,
    exhibitions: [
      exhibition(
        GARDEN,
        { de: "Gärten", en: "Gardens" },
        { de: "<p>Pflanzen und Wege</p>", en: "<p>Plants and paths, and one old book</p>" },
      ),
      exhibition(
        PRINT,
        { de: "Druckkunst", en: "The art of print" },
        {
          de: "<p>Vom Holzschnitt zum <strong>Buchdruck</strong></p>",
          en: "<p>From woodcut to letterpress</p>",
        },
        { de: "Bücher, Plakate, Flugblätter", en: "Books, posters, leaflets" },
      ),
      exhibition(
        BOOKS,
        { de: "Das Buch", en: "The Books" },
        {
          de: "<p>Handschriften des Mittelalters</p>",
          en: "<p>Manuscripts of the Middle Ages</p>",
        },
      ),
      exhibition(
        PAPER,
        { de: "Papierwelten", en: "Paper worlds" },
        { de: "<p>Gefaltete Bücher aus Papier</p>", en: "<p>Folded books</p>" },
      ),
    ],
    tickets: (catalogue.tickets ?? []).map((ticket) => ({ ...ticket, exhibition_ids: [] })),
  };
}

describe.each(engineNames())("searching exhibitions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, catalogueToSearch());
  });
  afterAll(async () => {
    await t?.close();
  });

  const ids = async (query: string) => {
    const { status, body } = await get(t, `/exhibitions?${query}`);
    expect(status).toBe(200);
    expect(body.meta.total_count).toBe(body.data.length);
    return body.data.map((exhibition: { id: number }) => exhibition.id);
  };

  it("ranks German matches by where the stemmed word stands: title, subtitle, description", async () => {
    // "Bücher" stems to "buch": the title "Das Buch", the subtitle "Bücher, …", the
    // description "Gefaltete Bücher"; "Buchdruck" is another word.
    expect(await ids("q=B%C3%BCcher")).toEqual([BOOKS, PRINT, PAPER]);
  });

  it("ranks English matches the same way with the English stemmer", async () => {
    // Of the two descriptions, the shorter is more about books.
    expect(await ids("q=book&locale=en")).toEqual([BOOKS, PRINT, PAPER, GARDEN]);
  });

  it("finds a word of a description only", async () => {
    expect(await ids("q=Handschriften")).toEqual([BOOKS]);
    expect(await ids("q=manuscript&locale=en")).toEqual([BOOKS]);
  });

  it("searches the asked language only (German words do not find in English)", async () => {
    expect(await ids("q=Handschriften&locale=en")).toEqual([]);
  });

  it("finds a part of a title that does not stem apart", async () => {
    expect(await ids("q=papier")).toEqual([PAPER]);
    expect(await ids("q=druck")).toEqual([PRINT]);
  });

  it("reads the text search syntax safely (quotes, or, minus, stray symbols)", async () => {
    expect(await ids('q="old book"&locale=en')).toEqual([GARDEN]);
    expect(await ids("q=Buch%20-Papier")).toEqual([BOOKS, PRINT]);
    expect(await ids("q=%26%7C!():*")).toEqual([]);
  });

  it("matches no HTML tag names in descriptions", async () => {
    expect(await ids("q=strong")).toEqual([]);
  });

  it("ranks museums too", async () => {
    const { body } = await get(t, "/museums?q=Kunst");
    expect(body.data.map((museum: { id: number }) => museum.id)).toEqual([MUSEUM.kunsthalle]);
  });
});
