import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../src/http/error-handler";
import { MemoryStore, type RateLimitOptions, rateLimit } from "../../src/plugins/rate-limit";
import { testClock } from "../helpers/test-app";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function limitedApp(options: Omit<RateLimitOptions, "clock">) {
  const clock = testClock("2030-06-01T08:00:00.000Z");
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get("/coupon", { preHandler: rateLimit({ ...options, clock }) }, async (request) => ({
    ok: true,
    key: request.headers["x-key"] ?? null,
  }));
  app.get("/free", async () => ({ ok: true }));
  await app.ready();
  const call = (key = "a", url = "/coupon") =>
    (app as FastifyInstance).inject({ method: "GET", url, headers: { "x-key": key } });
  return { clock, call };
}

describe("given a limit of 2 requests per second", () => {
  const options = {
    max: 2,
    windowMs: 1000,
    keyOf: (r: { headers: Record<string, unknown> }) => String(r.headers["x-key"]),
  };

  it("lets 2 through and answers the third 429 with the error body and Retry-After", async () => {
    const { call } = await limitedApp(options);

    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(first.headers["ratelimit-limit"]).toBe("2");
    expect(first.headers["ratelimit-remaining"]).toBe("1");
    expect((await call()).statusCode).toBe(200);

    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("1");
    expect(third.headers["ratelimit-remaining"]).toBe("0");
    expect(third.json()).toEqual({
      error: {
        code: "rate_limit",
        message: expect.stringMatching(/try again in 1 seconds/),
        fields: { base: ["At most 2 requests per 1 seconds"] },
      },
    });
  });

  it("counts each key on its own", async () => {
    const { call } = await limitedApp(options);
    await call("a");
    await call("a");

    expect((await call("a")).statusCode).toBe(429);
    expect((await call("b")).statusCode).toBe(200);
  });

  it("lets requests through again when the window has passed, not a millisecond before", async () => {
    const { call, clock } = await limitedApp(options);
    await call();
    await call();

    clock.advance(999);
    expect((await call()).statusCode).toBe(429);
    clock.advance(1);
    expect((await call()).statusCode).toBe(200);
  });

  it("leaves routes without the handler alone", async () => {
    const { call } = await limitedApp(options);
    for (let i = 0; i < 5; i += 1) expect((await call("a", "/free")).statusCode).toBe(200);
  });
});

describe("MemoryStore", () => {
  it("keeps at most maxKeys windows, dropping expired ones first, then the oldest", () => {
    const store = new MemoryStore(3);
    store.hit("old", 0, 1000);
    store.hit("a", 500, 1000);
    store.hit("b", 600, 1000);
    // "old" has expired by 1200 and goes first.
    store.hit("c", 1200, 1000);
    expect(store.size).toBe(3);
    expect(store.hit("a", 1300, 1000).count).toBe(2);
    // Nothing expired at 1350: the oldest window ("a", opened at 500) makes room.
    store.hit("d", 1350, 1000);
    expect(store.size).toBe(3);
    expect(store.hit("b", 1400, 1000).count).toBe(2);
    expect(store.hit("a", 1400, 1000).count).toBe(1);
  });
});

describe("rateLimit options", () => {
  it.each([
    [{ max: 0, windowMs: 1000 }],
    [{ max: 1.5, windowMs: 1000 }],
    [{ max: 1, windowMs: 0 }],
  ])("refuses %o", (options) => {
    expect(() => rateLimit(options)).toThrow(RangeError);
  });
});
