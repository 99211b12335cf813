import { Exhibition, ExhibitionList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { EXHIBITION as E, MUSEUM } from "../shop/fixture-catalogue";

describe.each(engineNames())("exhibition endpoints on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the exhibitions with their museum, time frames and featured flag", async () => {
    const { status, body } = await get(t, "/exhibitions?locale=en");

    expect(status).toBe(200);
    expect(ExhibitionList.parse(body)).toEqual(body);
    expect(body.meta).toEqual({ total_count: 3 });
    expect(body.data[0]).toEqual({
      id: E.light,
      museum_id: MUSEUM.kunsthalle,
      title: "Light and Shadow",
      sub_title: null,
      description: "",
      picture: null,
      featured: true,
      time_frames: [{ start_at: "2030-03-01", end_at: "2030-09-30" }],
    });
  });

  it.each([
    ["a museum", "by_museum_ids[]=2", [E.dinosaurs]],
    ["two museums", "by_museum_ids[]=1&by_museum_ids[]=2", [E.light, E.colours, E.dinosaurs]],
    ["an unknown museum", "by_museum_ids[]=99", []],
    ["a search text", "q=schatten", [E.light]],
    ["a search text in English", "q=dino&locale=en", [E.dinosaurs]],
    ["a museum and a search text", "by_museum_ids[]=1&q=farb", [E.colours]],
    ["a page size", "per_page=2", [E.light, E.colours]],
  ])("filters by %s", async (_name, query, ids) => {
    const { body } = await get(t, `/exhibitions?${query}`);
    expect(body.data.map((exhibition: { id: number }) => exhibition.id)).toEqual(ids);
  });

  it("answers one exhibition", async () => {
    const { status, body } = await get(t, `/exhibitions/${E.colours}`);
    expect(status).toBe(200);
    expect(Exhibition.parse(body)).toMatchObject({
      id: E.colours,
      title: "Farben",
      time_frames: [{ start_at: "2030-01-01", end_at: null }],
    });
  });
});
