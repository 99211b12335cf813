import { Museum, MuseumList, OpeningHours } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { MUSEUM } from "../shop/fixture-catalogue";

describe.each(engineNames())("museum endpoints on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the museums in catalogue order with texts in the asked locale", async () => {
    const { status, body } = await get(t, "/museums?locale=en");

    expect(status).toBe(200);
    expect(MuseumList.parse(body)).toEqual(body);
    expect(body.meta).toEqual({ total_count: 2 });
    expect(body.data[0]).toEqual({
      id: MUSEUM.kunsthalle,
      title: "River Art Hall",
      // No English sub-title: German fallback.
      sub_title: "Malerei und Licht",
      description: "<p>Art</p>",
      picture: {
        teaser: "https://example.org/k.jpg",
        article: null,
        article_3x2: null,
        detail: null,
        preview: null,
        thumbnail: null,
        title: "Hall",
        copyright_info: null,
      },
    });
    expect(body.data[1]).toMatchObject({ id: MUSEUM.naturkunde, sub_title: null, picture: null });
  });

  it.each([
    ["a German word", "q=fluss", [MUSEUM.kunsthalle]],
    ["an English word in English", "q=natural&locale=en", [MUSEUM.naturkunde]],
    ["an English word in German", "q=natural", []],
    ["a sub-title", "q=malerei", [MUSEUM.kunsthalle]],
    ["a wildcard taken literally", "q=%25", []],
    ["a page size", "per_page=1&page=2", [MUSEUM.naturkunde]],
  ])("finds museums by %s", async (_name, query, ids) => {
    const { body } = await get(t, `/museums?${query}`);
    expect(body.data.map((museum: { id: number }) => museum.id)).toEqual(ids);
  });

  it("answers one museum", async () => {
    const { status, body } = await get(t, `/museums/${MUSEUM.naturkunde}?locale=en`);
    expect(status).toBe(200);
    expect(Museum.parse(body)).toMatchObject({
      id: MUSEUM.naturkunde,
      title: "Natural History Museum",
    });
  });

  it("answers the opening hours, a weekday left out closed, exceptions with their note", async () => {
    const { status, body } = await get(t, `/museums/${MUSEUM.kunsthalle}/opening_hours?locale=en`);

    expect(status).toBe(200);
    expect(OpeningHours.parse(body)).toEqual(body);
    expect(body.regular.monday).toEqual([]);
    expect(body.regular.thursday).toEqual([{ open: "10:00", close: "20:00" }]);
    expect(body.exceptions).toEqual([{ date: "2030-06-05", intervals: [], note: "Staff outing" }]);
  });
});
