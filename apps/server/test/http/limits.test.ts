// DESIGN §7: holds, guests and coupon codes are rate-limited per client through one limiter
// whose counts live in this process by default and in Redis with REDIS_URL (shared by
// every server instance). A limit answers 429 with Retry-After and the house error body.
// The Redis cases run when REDIS_URL names a Redis (CI sets it when one answers).
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import {
  createMemoryLimitStore,
  createRedisLimitStore,
  type LimitStore,
} from "../../src/http/limits";
import { engineNames, openDatabase } from "../helpers/engines";
import { insertQuota, insertTicket } from "../helpers/fixtures";
import { GENEROUS_LIMITS, TEST_NOW, testClock, testConfig } from "../helpers/test-app";
import { cookieHeader, visitorJar } from "../helpers/visitor-jar";
import { GUEST } from "../modules/auth/guest-session";
import { insertReference } from "../modules/cart/cart-fixtures";

const redisUrl = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StoreKind = "memory" | "redis";
const storeKinds: StoreKind[] = redisUrl ? ["memory", "redis"] : ["memory"];

/** A store of its own, ready: on Redis under a prefix no other test run uses. */
async function openStore(kind: StoreKind): Promise<LimitStore> {
  const store =
    kind === "memory"
      ? createMemoryLimitStore()
      : createRedisLimitStore(redisUrl ?? "", `test-${randomBytes(6).toString("hex")}`);
  expect(await store.ready()).toBe(true);
  return store;
}

/** The keys under a prefix in the Redis of REDIS_URL: counts that really went there. */
async function redisKeys(prefix: string): Promise<string[]> {
  const client = new Redis(redisUrl ?? "");
  try {
    return await client.keys(`${prefix}:*`);
  } finally {
    client.disconnect();
  }
}

describe.each(storeKinds)("a limiter counting in %s", (kind) => {
  let store: LimitStore;
  beforeAll(async () => {
    store = await openStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  it("allows its points per window and answers the seconds to wait for the next", async () => {
    const limiter = store.limiter("a", { points: 3, seconds: 60 });
    for (let i = 0; i < 3; i += 1) expect(await limiter.take("client-1")).toBeUndefined();

    const wait = await limiter.take("client-1");

    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.take("client-2")).toBeUndefined();
  });

  it("makes room for one when one is given back, and a refusal counts nothing", async () => {
    const limiter = store.limiter("b", { points: 2, seconds: 60 });
    await limiter.take("c");
    await limiter.take("c");
    expect(await limiter.take("c")).toBeDefined();
    expect(await limiter.take("c")).toBeDefined();

    await limiter.giveBack("c");

    expect(await limiter.take("c")).toBeUndefined();
    expect(await limiter.take("c")).toBeDefined();
  });

  it("reads a key's count without counting, and forgets a key", async () => {
    const limiter = store.limiter("d", { points: 2, seconds: 60 });
    expect(await limiter.count("c")).toBe(0);
    await limiter.take("c");
    expect(await limiter.count("c")).toBe(1);
    expect(await limiter.count("c")).toBe(1);
    await limiter.take("c");
    expect(await limiter.take("c")).toBeDefined();
    expect(await limiter.count("c")).toBe(2);

    await limiter.forget("c");

    expect(await limiter.count("c")).toBe(0);
    expect(await limiter.take("c")).toBeUndefined();
  });

  it("allows again once the window has passed", async () => {
    const limiter = store.limiter("c", { points: 1, seconds: 1 });
    expect(await limiter.take("c")).toBeUndefined();
    expect(await limiter.take("c")).toBe(1);

    await sleep(1100);

    expect(await limiter.take("c")).toBeUndefined();
  });

  it("keeps the counts of two limiters apart", async () => {
    const holds = store.limiter("holds-x", { points: 1, seconds: 60 });
    const guests = store.limiter("guests-x", { points: 1, seconds: 60 });
    expect(await holds.take("c")).toBeUndefined();
    expect(await guests.take("c")).toBeUndefined();
    expect(await holds.take("c")).toBeDefined();
  });
});

if (redisUrl) {
  describe("limits in Redis", () => {
    it("are shared by two server instances", async () => {
      const prefix = `test-${randomBytes(6).toString("hex")}`;
      const first = createRedisLimitStore(redisUrl, prefix);
      const second = createRedisLimitStore(redisUrl, prefix);
      try {
        expect(await first.ready()).toBe(true);
        expect(await second.ready()).toBe(true);
        const limit = { points: 2, seconds: 60 };
        expect(await first.limiter("holds", limit).take("visitor")).toBeUndefined();
        expect(await second.limiter("holds", limit).take("visitor")).toBeUndefined();
        expect(await first.limiter("holds", limit).take("visitor")).toBeDefined();
        expect(await second.limiter("holds", limit).take("visitor")).toBeDefined();
        expect(await redisKeys(prefix)).toEqual([`${prefix}:holds:visitor`]);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
}

describe("a Redis that does not answer", () => {
  it("leaves the limits counting in this process instead of failing requests", async () => {
    // A port nobody listens on: taken, then closed again.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const store = createRedisLimitStore(`redis://127.0.0.1:${port}`, "down");
    try {
      expect(await store.ready(300)).toBe(false);
      const limiter = store.limiter("holds", { points: 2, seconds: 60 });
      expect(await limiter.take("visitor")).toBeUndefined();
      expect(await limiter.take("visitor")).toBeUndefined();
      expect(await limiter.take("visitor")).toBeDefined();
    } finally {
      await store.close();
    }
  });
});

describe.each(engineNames().flatMap((engine) => storeKinds.map((kind) => [engine, kind] as const)))(
  "rate limits of the API on %s, counting in %s",
  (engine, kind) => {
    const DAY = "2030-06-02";
    let close: () => Promise<void>;
    let inject: Awaited<ReturnType<typeof buildApp>>["inject"];
    let ticket: number;

    beforeAll(async () => {
      const opened = await openDatabase(engine);
      await insertReference(opened.db);
      const quota = await insertQuota(opened.db, { kind: "day", capacity: 1000 });
      ticket = await insertTicket(opened.db, { quotaIds: [quota] });
      const store = await openStore(kind);
      const app = await buildApp({
        db: opened.db,
        config: testConfig({
          limits: { ...GENEROUS_LIMITS.limits, holdsPerMinute: 3, guestsPerHour: 2 },
          // The proxy on loopback tells the visitor's address (TRUST_PROXY).
          trustProxy: ["127.0.0.1"],
        }),
        clock: testClock(TEST_NOW),
        limitStore: store,
      });
      await app.ready();
      inject = app.inject.bind(app);
      close = async () => {
        await app.close();
        await store.close();
        await opened.close();
      };
    });
    afterAll(async () => {
      await close?.();
    });

    const hold = (visitor: string, cookie?: string) =>
      inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: ticket, quantity: 1, date: DAY },
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": visitor, ...cookieHeader(cookie) },
      });

    it("answers the hold after the limit 429 with Retry-After and the error body, and holds nothing", async () => {
      for (let i = 0; i < 3; i += 1) expect((await hold("203.0.113.7")).statusCode).toBe(201);

      const refused = await hold("203.0.113.7");

      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        error: {
          code: "rate_limit",
          message: expect.stringMatching(
            /^Too many reservation requests: try again in \d+ seconds$/,
          ),
          fields: { base: ["At most 3 reservation requests per 60 seconds"] },
        },
      });
    });

    it("counts each visitor behind the trusted proxy on its own", async () => {
      for (let i = 0; i < 3; i += 1) await hold("203.0.113.8");
      expect((await hold("203.0.113.8")).statusCode).toBe(429);
      expect((await hold("203.0.113.9")).statusCode).toBe(201);
    });

    // The issue "security review", finding 5: 25 addresses of one /64 were 25 budgets.
    it("counts the 25 addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 25; i += 1) {
        statuses.push((await hold(`2001:db8:7:42::${i.toString(16)}`)).statusCode);
      }

      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(22);
      expect((await hold("2001:db8:7:43::1")).statusCode).toBe(201);
      // an IPv4-mapped address is its IPv4 address
      for (let i = 0; i < 3; i += 1) await hold("203.0.113.44");
      expect((await hold("::ffff:203.0.113.44")).statusCode).toBe(429);
    });

    it("limits guest sign-ups per address like a login", async () => {
      const signUp = () =>
        inject({
          method: "POST",
          url: "/api/v1/auth/guest",
          payload: GUEST,
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": "203.0.113.20" },
        });
      expect((await signUp()).statusCode).toBe(201);
      expect((await signUp()).statusCode).toBe(201);

      const third = await signUp();

      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe("rate_limit");
      expect(third.headers["retry-after"]).toBeDefined();
    });

    // The issue "security review", Deliver 3: a school's pupils each check out as a guest.
    it("counts guest sign-ups per visitor, so the visitors behind one address each have theirs", async () => {
      const school = "203.0.113.21";
      const jar = visitorJar();
      for (const pupil of ["a", "b", "c"]) jar.keep(pupil, await hold(school, undefined));
      const signUp = (pupil: string) =>
        inject({
          method: "POST",
          url: "/api/v1/auth/guest",
          payload: GUEST,
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": school, ...cookieHeader(jar.cookie(pupil)) },
        });

      for (const pupil of ["a", "b", "c"]) expect((await signUp(pupil)).statusCode).toBe(201);
      expect((await signUp("a")).statusCode).toBe(201);
      expect((await signUp("a")).statusCode).toBe(429);
    });

    it("spends nothing on a malformed hold", async () => {
      const malformed = () =>
        inject({
          method: "POST",
          url: "/api/v1/tickets/reservations",
          payload: { ticket_id: ticket, quantity: "many", date: DAY },
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": "203.0.113.30" },
        });
      for (let i = 0; i < 5; i += 1) expect((await malformed()).statusCode).toBe(422);
      expect((await hold("203.0.113.30")).statusCode).toBe(201);
    });
  },
);

describe.each(engineNames())("without TRUST_PROXY on %s", (engine) => {
  it("ignores X-Forwarded-For: every visitor behind the proxy is one client", async () => {
    const opened = await openDatabase(engine);
    const quota = await insertQuota(opened.db, { kind: "day", capacity: 100 });
    const ticket = await insertTicket(opened.db, { quotaIds: [quota] });
    const app = await buildApp({
      db: opened.db,
      config: testConfig({ limits: { ...GENEROUS_LIMITS.limits, holdsPerMinute: 2 } }),
      clock: testClock(TEST_NOW),
    });
    try {
      const hold = (visitor: string) =>
        app.inject({
          method: "POST",
          url: "/api/v1/tickets/reservations",
          payload: { ticket_id: ticket, quantity: 1, date: "2030-06-02" },
          headers: { "x-forwarded-for": visitor },
        });
      expect((await hold("203.0.113.1")).statusCode).toBe(201);
      expect((await hold("203.0.113.2")).statusCode).toBe(201);
      expect((await hold("203.0.113.3")).statusCode).toBe(429);
    } finally {
      await app.close();
      await opened.close();
    }
  });
});
