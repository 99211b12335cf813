// surrounding-areas §1 "Start-up": the venue's custom style and script (settings
// customStyleUrl, customScriptUrl) load with the shop without JavaScript of the first route:
// the server writes their tags into the head of index.html, and that page's policy allows
// exactly their origins. On PGlite and PostgreSQL, with a built shop of a temporary folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBuiltShop } from "../helpers/built-shop";
import { engineNames } from "../helpers/engines";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { setSettings } from "../modules/cart/cart-fixtures";

const INDEX = [
  "<!doctype html>",
  '<html lang="de"><head><meta charset="UTF-8" /><title>Museum Shop</title>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join("");
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const STYLE = "https://cdn.example.org/venue/style.css?v=2";
const SCRIPT = "https://scripts.example.org:8443/venue.js";

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

useBuiltShop(INDEX);

describe.each(engineNames())("the venue's custom style and script on %s", (engine) => {
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
  async function configure(settings: { customStyleUrl?: string; customScriptUrl?: string }) {
    await setSettings(t.db, settings);
    t.clock.advance(60_000);
  }

  describe("given both URLs", () => {
    beforeAll(async () => {
      await configure({ customStyleUrl: STYLE, customScriptUrl: SCRIPT });
    });

    it.each(["/", "/start", "/index.html"])(
      "%s answers the page with both tags in its head",
      async (url) => {
        const response = await t.app.inject({ method: "GET", url, headers: HTML });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        const head = response.body.slice(0, response.body.indexOf("</head>"));
        expect(head).toContain(
          '<link rel="stylesheet" href="https://cdn.example.org/venue/style.css?v=2">',
        );
        expect(head).toContain(
          '<script src="https://scripts.example.org:8443/venue.js" defer></script>',
        );
        // After the shop's own files, so the venue's rules win at equal specificity.
        expect(head.indexOf("/assets/index-AbC123.js")).toBeLessThan(head.indexOf(STYLE));
        expect(response.headers["cache-control"]).toBe("no-cache");
      },
    );

    it("allows exactly their origins: style-src the style's, script-src the script's", async () => {
      const response = await t.app.inject({ method: "GET", url: "/start", headers: HTML });
      const policy = String(response.headers["content-security-policy"]);
      const page = directivesOf(policy);
      const house = directivesOf(housePolicy);
      expect(page["style-src"]).toEqual([...(house["style-src"] ?? []), "https://cdn.example.org"]);
      expect(page["style-src-elem"]).toEqual([
        ...(house["style-src-elem"] ?? []),
        "https://cdn.example.org",
      ]);
      expect(page["script-src"]).toEqual([
        ...(house["script-src"] ?? []),
        "https://scripts.example.org:8443",
      ]);
      // Everything else as on every answer, and no wildcard anywhere.
      const { "style-src": _s, "style-src-elem": _e, "script-src": _c, ...rest } = page;
      const { "style-src": _hs, "style-src-elem": _he, "script-src": _hc, ...houseRest } = house;
      expect(rest).toEqual(houseRest);
      expect(policy).not.toMatch(/\*/);
    });

    it("keeps the house policy on the API's answers and the shop's other files", async () => {
      const api = await t.app.inject({ method: "GET", url: "/api/v1/locales" });
      expect(api.headers["content-security-policy"]).toBe(housePolicy);
    });
  });

  describe("given neither URL", () => {
    beforeAll(async () => {
      await configure({});
    });

    it.each(["/", "/start"])("%s answers the page as built, with the house policy", async (url) => {
      const response = await t.app.inject({ method: "GET", url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers["content-security-policy"]).toBe(housePolicy);
    });
  });

  it("takes a catalogue reload: the new URL once the cache's lifetime has passed", async () => {
    await configure({ customStyleUrl: STYLE });
    const first = await t.app.inject({ method: "GET", url: "/", headers: HTML });
    expect(first.body).toContain(`href="${STYLE}"`);
    expect(first.body).not.toContain("<script src=");
    expect(directivesOf(String(first.headers["content-security-policy"]))["script-src"]).toEqual(
      directivesOf(housePolicy)["script-src"],
    );

    await configure({ customStyleUrl: "https://other.example.org/venue.css" });
    const second = await t.app.inject({ method: "GET", url: "/", headers: HTML });
    expect(second.body).toContain('href="https://other.example.org/venue.css"');
    expect(second.body).not.toContain(STYLE);
    expect(String(second.headers["content-security-policy"])).not.toContain("cdn.example.org");
  });

  it("keeps markup in a URL escaped: quotes and angle brackets never leave the attribute", async () => {
    await configure({
      customStyleUrl: 'https://cdn.example.org/a.css?x="><script>alert(1)</script>',
      customScriptUrl: "https://cdn.example.org/b.js#'><img src=x onerror=alert(2)>",
    });
    const response = await t.app.inject({ method: "GET", url: "/", headers: HTML });
    expect(response.statusCode).toBe(200);
    // The shop's script and the venue's; no element of the URLs.
    expect(response.body.match(/<script\b/g)).toHaveLength(2);
    expect(response.body).not.toMatch(/<img|<script>alert/);
    expect(response.body).toContain(
      '<link rel="stylesheet" href="https://cdn.example.org/a.css?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E">',
    );
    expect(response.body).toContain(
      '<script src="https://cdn.example.org/b.js#&#39;%3E%3Cimg%20src=x%20onerror=alert(2)%3E" defer></script>',
    );
  });

  it("leaves out a URL whose host would break the policy, and its origin", async () => {
    // WHATWG URLs (and the settings' Url schema) take a quote in a host name.
    await configure({ customScriptUrl: 'https://cdn.example.org"onload="alert(1)/x.js' });
    const response = await t.app.inject({ method: "GET", url: "/", headers: HTML });
    expect(response.body).toBe(INDEX);
    expect(response.headers["content-security-policy"]).toBe(housePolicy);
  });
});
