import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../src/http/error-handler";
import {
  DEFAULT_SHOP_DIST,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  shopStatic,
  shopStaticOptions,
} from "../../src/plugins/shop-static";

const INDEX = "<!doctype html><title>Shop</title><div id=root></div>";
const SCRIPT = "console.log('shop')";
const SECRET = "TOP-SECRET-CONTENT";
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

let dist: string;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "shop-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX);
  await writeFile(join(dist, "assets", "index-AbC123.js"), SCRIPT);
  // The build's compressed copies (apps/shop vite.config.ts precompress).
  await writeFile(join(dist, "assets", "index-AbC123.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, "assets", "index-AbC123.js.gz"), gzipSync(SCRIPT));
  await writeFile(join(dist, "index.html.br"), brotliCompressSync(INDEX));
  await writeFile(join(dist, "robots.txt"), "User-agent: *");
  // A file beside the dist folder that no URL may reach.
  await writeFile(`${dist}-secret.txt`, SECRET);
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await rm(`${dist}-secret.txt`, { force: true });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(options: { enabled?: boolean; root?: string } = {}) {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get("/api/v1/ping", async () => ({ ok: true }));
  await app.register(shopStatic({ enabled: options.enabled ?? true, root: options.root ?? dist }));
  await app.ready();
  return app;
}

describe("given a built shop with compressed copies", () => {
  it.each([
    ["br, gzip", "br", (body: Buffer) => brotliDecompressSync(body)],
    ["gzip", "gzip", (body: Buffer) => gunzipSync(body)],
  ] as const)("answers Accept-Encoding %s with the %s copy", async (accepted, encoding, decode) => {
    const response = await (await serve()).inject({
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the file itself when no encoding is accepted, or no copy exists", async () => {
    const shop = await serve();
    const plain = await shop.inject({ url: "/assets/index-AbC123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const noCopy = await shop.inject({
      url: "/robots.txt",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(noCopy.headers["content-encoding"]).toBeUndefined();
    expect(noCopy.body).toBe("User-agent: *");
  });

  it("sends the page of a deep link compressed too, never cached", async () => {
    const response = await (await serve()).inject({
      url: "/tickets/groups",
      headers: { ...HTML, "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });
});

describe("given a built shop", () => {
  it("serves index.html at / without caching it", async () => {
    const response = await (await serve()).inject({ url: "/", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(response.body).toBe(INDEX);
  });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const response = await (await serve()).inject({ url: "/assets/index-AbC123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(response.body).toBe(SCRIPT);
  });

  it("serves other files revalidated on every use", async () => {
    const response = await (await serve()).inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
  });

  it("answers a deep link that asks for HTML with index.html (history fallback)", async () => {
    const response = await (await serve()).inject({
      url: "/tickets/time?date=2030-06-14&lang=en",
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(response.body).toBe(INDEX);
  });

  it.each([
    ["*/*", { accept: "*/*" }],
    ["no Accept header", {}],
    ["a chat app's preview (text and images)", { accept: "text/*, image/*;q=0.8" }],
    ["JSON or anything", { accept: "application/json, text/plain, */*" }],
  ])("answers a deep link with the page for a client that accepts %s", async (_name, headers) => {
    for (const url of ["/start", "/tickets", "/event/1?lang=en"]) {
      const response = await (await serve()).inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX);
      await app?.close();
    }
  });

  it("answers a browser's deep link with a dot in it, but no other client's", async () => {
    const shop = await serve();
    const browser = await shop.inject({ url: "/search/st.%20peter", headers: HTML });
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toBe(INDEX);
    const monitor = await shop.inject({ url: "/favicon.ico", headers: { accept: "*/*" } });
    expect(monitor.statusCode).toBe(404);
  });

  it("answers HEAD of a deep link like GET, without a body", async () => {
    const response = await (await serve()).inject({
      method: "HEAD",
      url: "/museums",
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it.each([
    ["a client that accepts only JSON", "/tickets", { accept: "application/json" }],
    ["a client that accepts only problem JSON", "/tickets", { accept: "application/problem+json" }],
    ["a client that refuses all but JSON", "/tickets", { accept: "application/json, */*;q=0" }],
    ["a missing hashed asset, even asking for HTML", "/assets/gone-123.js", HTML],
    ["an unknown API path, even asking for HTML", "/api/v1/no/such/route", HTML],
    ["the bare /api", "/api", HTML],
  ])("leaves %s to the JSON 404", async (_name, url, headers) => {
    const response = await (await serve()).inject({ url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("keeps the API routes as they are", async () => {
    const response = await (await serve()).inject({ url: "/api/v1/ping", headers: HTML });
    expect(response.json()).toEqual({ ok: true });
  });

  it.each([
    (name: string) => `/../${name}`,
    (name: string) => `/%2e%2e/${name}`,
    (name: string) => `/assets/..%2f..%2f${name}`,
    (name: string) => `/assets/%2e%2e%5c%2e%2e%5c${name}`,
    () => "/%E0%A4%A",
    () => "/x%00.html",
  ])("never serves a file outside the dist folder (%#)", async (urlOf) => {
    const url = urlOf(`${dist.split(/[/\\]/).at(-1)}-secret.txt`);
    for (const headers of [{ accept: "*/*" }, HTML]) {
      const response = await (await serve()).inject({ url, headers });
      expect(response.body).not.toContain(SECRET);
      expect(response.statusCode).toBeLessThan(500);
      await app?.close();
    }
  });

  it("does not answer POST on shop paths", async () => {
    const response = await (await serve()).inject({
      method: "POST",
      url: "/tickets",
      headers: HTML,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("given no built shop, or the shop switched off", () => {
  it.each([
    ["a folder without index.html", { root: join(tmpdir(), "no-such-shop-dist") }],
    ["SERVE_SHOP=false", { enabled: false }],
  ])("serves the API only: %s", async (_name, options) => {
    const server = await serve(options);
    expect((await server.inject({ url: "/", headers: HTML })).statusCode).toBe(404);
    expect((await server.inject({ url: "/api/v1/ping" })).json()).toEqual({ ok: true });
  });
});

describe("shopStaticOptions", () => {
  it("serves apps/shop/dist by default", () => {
    expect(shopStaticOptions({})).toEqual({ enabled: true, root: DEFAULT_SHOP_DIST });
    expect(DEFAULT_SHOP_DIST.replaceAll("\\", "/")).toMatch(/apps\/shop\/dist\/?$/);
  });

  it.each([
    ["false", false],
    ["0", false],
    ["true", true],
    ["1", true],
  ])("reads SERVE_SHOP=%s", (value, enabled) => {
    expect(shopStaticOptions({ SERVE_SHOP: value }).enabled).toBe(enabled);
  });

  it("takes SHOP_DIST_DIR relative to the working directory", () => {
    expect(shopStaticOptions({ SHOP_DIST_DIR: "build/shop" }).root).toBe(
      join(process.cwd(), "build", "shop"),
    );
  });

  it("refuses a SERVE_SHOP it cannot read, naming the variable", () => {
    expect(() => shopStaticOptions({ SERVE_SHOP: "yes" })).toThrow(/SERVE_SHOP/);
  });
});
