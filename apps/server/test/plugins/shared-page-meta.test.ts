// issue 29, Deliver 7: a shared link to a museum, an exhibition or an event shows its own
// title, description and picture in chat previews and search results: the server writes
// them into the page's head (escaped, no script), in the language of `?lang=`. On PGlite and
// PostgreSQL, with the fixture catalogue and a built shop of a temporary folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBuiltShop } from "../helpers/built-shop";
import { engineNames } from "../helpers/engines";
import type { TestApp } from "../helpers/test-app";
import { EVENT, eventCatalogue } from "../modules/events/event-catalogue";
import { startCatalogueApp } from "../modules/shop/catalogue-app";
import { EXHIBITION, MUSEUM } from "../modules/shop/fixture-catalogue";

const INDEX =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><title>Museum Shop</title></head><body><div id="root"></div></body></html>';
const EVIL = `Haus "<script>alert(1)</script>" & $& Co`;

useBuiltShop(INDEX);

/** The head's tags a preview reads: the title, and each meta's name or property with its content. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = Object.fromEntries(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1], metas, head };
}

describe.each(engineNames())("the preview of a shared page on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    const catalogue = eventCatalogue();
    catalogue.settings = { ...catalogue.settings, venueName: "Museen am Fluss" };
    const naturkunde = catalogue.museums?.find((museum) => museum.id === MUSEUM.naturkunde);
    if (!naturkunde) throw new Error("the fixture catalogue lost its second museum");
    Object.assign(naturkunde, {
      title: { de: EVIL },
      description: { de: `<p>Fossilien &amp; Minerale</p><p>${"Sehr lang ".repeat(40)}</p>` },
      picture: { teaser: "/img/naturkunde.jpg", title: { de: "Saal" } },
    });
    t = await startCatalogueApp(engine, catalogue);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { host: "shop.example.org", ...headers } });

  it("gives a museum's page its title, description, picture and address", async () => {
    const response = await page(`/museum/${MUSEUM.kunsthalle}?lang=en`, { accept: "*/*" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const { title, metas } = headOf(response.body);
    expect(title).toBe("River Art Hall – Museen am Fluss");
    expect(metas).toEqual({
      description: "Art",
      "og:type": "website",
      "og:title": "River Art Hall – Museen am Fluss",
      "og:description": "Art",
      "og:image": "https://example.org/k.jpg",
      "og:url": `http://shop.example.org/museum/${MUSEUM.kunsthalle}?lang=en`,
      "og:site_name": "Museen am Fluss",
      "twitter:card": "summary_large_image",
    });
    // the shop's page itself, no script added
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body.match(/<script/g)).toBeNull();
  });

  it("escapes the catalogue's words and makes a picture's path absolute", async () => {
    const response = await page(`/museum/${MUSEUM.naturkunde}`);
    const { title, metas, head } = headOf(response.body);
    expect(head).not.toContain("<script>");
    expect(title).toBe(
      "Haus &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; $&amp; Co – Museen am Fluss",
    );
    expect(metas["og:image"]).toBe("http://shop.example.org/img/naturkunde.jpg");
    expect(metas.description).toMatch(/^Fossilien &amp; Minerale Sehr lang .*…$/);
    expect((metas.description ?? "").replaceAll("&amp;", "&").length).toBeLessThanOrEqual(200);
  });

  it.each([
    ["an exhibition", `/exhibition/${EXHIBITION.light}`, "Licht und Schatten – Museen am Fluss"],
    ["an event", `/event/${EVENT.concert}`, "Abendkonzert – Museen am Fluss"],
    ["an event in English", `/event/${EVENT.concert}?lang=en`, "Evening concert – Museen am Fluss"],
  ])("gives %s's page its own title", async (_name, url, expected) => {
    const { title, metas } = headOf((await page(url)).body);
    expect(title).toBe(expected);
    expect(metas["og:title"]).toBe(expected);
  });

  it.each([
    ["an unknown museum", "/museum/999"],
    ["a page without its own preview", "/tickets"],
    ["an unknown language", `/museum/${MUSEUM.kunsthalle}?lang=xx`],
  ])("leaves %s its built title, or uses German", async (_name, url) => {
    const { title } = headOf((await page(url, { accept: "text/html" })).body);
    expect(title).toBe(
      url.includes("lang=xx") ? "Kunsthalle am Fluss – Museen am Fluss" : "Museum Shop",
    );
  });
});
