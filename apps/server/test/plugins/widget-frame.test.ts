// The issue 34, Deliver 4: the widget shows the shop in an iframe on the venue's own sites. The
// shop's pages name exactly the catalogue's allowed sites (settings widget.allowedSites) in
// frame-ancestors, and still 'none' without any; the API keeps 'none' (its answers are fetched,
// never framed); the widget's script may be loaded by other origins. On PGlite and PostgreSQL,
// with a built shop of a temporary folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBuiltShop } from "../helpers/built-shop";
import { engineNames } from "../helpers/engines";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { setSettings } from "../modules/cart/cart-fixtures";

const INDEX =
  '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>';
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const SITES = ["https://museum.example.org", "http://127.0.0.1:4173"];

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

useBuiltShop(INDEX, { "widget.js": "(function(){})();" });

describe.each(engineNames())("the widget's allowed sites on %s", (engine) => {
  let t: TestApp;
  let housePolicy: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    housePolicy = String(
      (await t.app.inject({ method: "GET", url: "/api/v1/locales" })).headers[
        "content-security-policy"
      ],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Stores the settings and lets the page's settings cache (READ_CACHE_MS) run out. */
  async function configure(allowedSites: string[]) {
    await setSettings(t.db, { widget: { allowedSites } });
    t.clock.advance(60_000);
  }

  describe("given two allowed sites", () => {
    beforeAll(async () => {
      await configure(SITES);
    });

    it.each(["/", "/tickets/list", "/event/3"])(
      "%s names exactly them in frame-ancestors, and changes nothing else",
      async (url) => {
        const response = await t.app.inject({ method: "GET", url, headers: HTML });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX);
        const { "frame-ancestors": frameAncestors, ...rest } = directivesOf(
          response.headers["content-security-policy"],
        );
        expect(frameAncestors).toEqual(SITES);
        const { "frame-ancestors": house, ...houseRest } = directivesOf(housePolicy);
        expect(house).toEqual(["'none'"]);
        expect(rest).toEqual(houseRest);
        expect(response.headers["x-frame-options"]).toBeUndefined();
      },
    );

    it("keeps frame-ancestors 'none' on the API's answers", async () => {
      const api = await t.app.inject({ method: "GET", url: "/api/v1/locales" });
      expect(directivesOf(api.headers["content-security-policy"])["frame-ancestors"]).toEqual([
        "'none'",
      ]);
    });
  });

  describe("given no allowed site", () => {
    beforeAll(async () => {
      await configure([]);
    });

    it("keeps the house policy, frame-ancestors 'none', on the shop's pages", async () => {
      const response = await t.app.inject({ method: "GET", url: "/tickets/list", headers: HTML });
      expect(response.headers["content-security-policy"]).toBe(housePolicy);
    });
  });

  it("takes a catalogue reload: a removed site is no longer named", async () => {
    await configure(SITES);
    await configure([SITES[0] ?? ""]);
    const response = await t.app.inject({ method: "GET", url: "/start", headers: HTML });
    expect(directivesOf(response.headers["content-security-policy"])["frame-ancestors"]).toEqual([
      SITES[0],
    ]);
  });

  it("lets other origins load the widget's script, and only it", async () => {
    const widget = await t.app.inject({ method: "GET", url: "/widget.js" });
    expect(widget.statusCode).toBe(200);
    expect(widget.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(widget.headers["cache-control"]).toBe("no-cache");
    const page = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
