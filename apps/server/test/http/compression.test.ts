// The issue "speed" (Deliver 1): JSON answers above 1 kB go out compressed when the request
// accepts it; small answers, requests without Accept-Encoding and compressed request bodies do
// not; and the idempotency store keeps the answer's text, so a replay is the same answer.
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { COMPRESS_THRESHOLD_BYTES } from "../../src/http/compression";
import { idempotent } from "../../src/http/idempotency";
import { engineNames, type OpenedDatabase, openDatabase } from "../helpers/engines";
import { TEST_NOW, type TestApp, testClock, testConfig } from "../helpers/test-app";
import { startCatalogueApp } from "../modules/shop/catalogue-app";

const LIST = "/api/v1/tickets?per_page=1000";

describe.each(engineNames())("compressed answers on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: LIST, headers });

  it("sends a large JSON answer as brotli when accepted, and the same JSON inside", async () => {
    const plain = await list({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await list({ "accept-encoding": "br, gzip" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("falls back to gzip for a client without brotli", async () => {
    const plain = await list({});
    const gz = await list({ "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("sends a small answer as it is", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/v1/tickets/999999",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.json().error.code).toBe("not_found");
  });

  it("refuses a compressed request body with a 4xx instead of inflating it", async () => {
    const body = gzipSync(JSON.stringify({ ticket_id: 1, quantity: 1 }));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations?locale=en",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe.each(engineNames())("an idempotent answer that is compressed on %s", (engine) => {
  let opened: OpenedDatabase;
  let runs = 0;
  beforeAll(async () => {
    opened = await openDatabase(engine);
  });
  afterAll(async () => {
    await opened?.close();
  });
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("is stored as its text: a replay, compressed or not, is the first answer", async () => {
    const clock = testClock(TEST_NOW);
    const app = await buildApp({ db: opened.db, config: testConfig(), clock });
    close = () => app.close();
    const hooks = idempotent({ db: opened.db, clock });
    // An answer well above the threshold, registered after the compression like every route.
    app.post("/api/v1/echo", hooks, async (_request, reply) => {
      runs += 1;
      reply.status(201);
      return { run: runs, lines: Array.from({ length: 200 }, (_, index) => `line ${index}`) };
    });
    await app.ready();
    const post = (encoding?: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/echo",
        payload: { n: 1 },
        headers: {
          "idempotency-key": "compressed-1",
          ...(encoding ? { "accept-encoding": encoding } : {}),
        },
      });

    const first = await post("gzip");
    expect(first.statusCode).toBe(201);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const text = gunzipSync(first.rawPayload).toString();
    expect(JSON.parse(text).run).toBe(1);

    const plainReplay = await post();
    expect(plainReplay.statusCode).toBe(201);
    expect(plainReplay.headers["idempotent-replayed"]).toBe("true");
    expect(plainReplay.body).toBe(text);

    const brReplay = await post("br");
    expect(brReplay.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brReplay.rawPayload).toString()).toBe(text);
    expect(runs).toBe(1);
  });
});
