// The issue "venue's pages", Deliver 3: GET /pages and /pages/{id} on both engines, texts per
// locale with the German fallback, the body as the catalogue load sanitised it.
import { Page, PageList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { describeBadInput } from "../shop/bad-input";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { fixtureCatalogue } from "../shop/fixture-catalogue";

function catalogueWithPages() {
  return {
    ...fixtureCatalogue(),
    pages: [
      {
        id: "impressum",
        title: { de: "Impressum", en: "Imprint" },
        body: {
          de: "<h1>Anbieter</h1><p>Museen am Fluss</p><script>steal()</script>",
          en: '<p>Museums by the River, <a href="mailto:info@example.org">write to us</a></p>',
        },
      },
      { id: "agb", title: { de: "AGB", es: "Condiciones" }, body: { de: "<p>Bedingungen</p>" } },
    ],
  };
}

describe.each(engineNames())("page endpoints on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, catalogueWithPages());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the pages in catalogue order, titles in the asked locale or German", async () => {
    const { status, body } = await get(t, "/pages?locale=es");
    expect(status).toBe(200);
    expect(PageList.parse(body)).toEqual({
      data: [
        { id: "impressum", title: "Impressum" },
        { id: "agb", title: "Condiciones" },
      ],
      meta: { total_count: 2 },
    });
  });

  it("answers a page's sanitised text in the asked locale", async () => {
    const { status, body } = await get(t, "/pages/impressum?locale=en");
    expect(status).toBe(200);
    expect(Page.parse(body)).toEqual({
      id: "impressum",
      title: "Imprint",
      body: '<p>Museums by the River, <a href="mailto:info@example.org">write to us</a></p>',
    });
  });

  it("falls back to German, where the load left no script and made the h1 a section", async () => {
    const { body } = await get(t, "/pages/impressum?locale=fr");
    expect(body).toEqual({
      id: "impressum",
      title: "Impressum",
      body: "<h2>Anbieter</h2><p>Museen am Fluss</p>",
    });
  });

  it("answers 404 not_found on id for a page the catalogue lacks", async () => {
    const { status, body } = await get(t, "/pages/sitemap");
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(Object.keys(body.error.fields)).toEqual(["id"]);
  });
});

describeBadInput("the page endpoints", [
  {
    name: "page id with capitals",
    url: "/pages/Impressum",
    status: 422,
    code: "validation",
    field: "id",
  },
  {
    name: "page id with a dot",
    url: "/pages/..%2Fetc",
    status: 422,
    code: "validation",
    field: "id",
  },
  {
    name: "page id too long",
    url: `/pages/${"a".repeat(65)}`,
    status: 422,
    code: "validation",
    field: "id",
  },
  {
    name: "page id with a control character",
    url: "/pages/a%00b",
    status: 422,
    code: "validation",
    field: "id",
  },
  {
    name: "unsupported locale",
    url: "/pages?locale=xx",
    status: 422,
    code: "invalid_locale",
    field: "locale",
  },
]);
