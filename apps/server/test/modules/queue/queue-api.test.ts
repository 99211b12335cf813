// Issue 32, Deliver 1–2 and Checks (API): the queue's calls — enter (a signed token, as a cookie
// and in the body), check (bearer), leave — and the guard: while the waiting room is on, holds,
// cart and order writes without a visiting token answer 403 queue_required, so the line cannot
// be skipped by calling the API; tokens of another secret are refused; crawlers skip the line
// (404 on enter) and so never hold places. On both engines and both stores.
import { QUEUE_TOKEN_SECONDS } from "@shop/core";
import { EMBED_HEADERS } from "@shop/core/constants";
import { ENDPOINTS } from "@shop/core/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createRedisWaitingRoomStore } from "../../../src/modules/queue/redis-store";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { setSettings } from "../cart/cart-fixtures";
import { openWaitingRoomStore, storeKinds } from "./queue-stores";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * The writes the endpoint table marks `queued`, each as a request without a valid body (path
 * parameters 1, a token of the right shape).
 */
const GUARDED = Object.values(ENDPOINTS)
  .filter((endpoint) => "queued" in endpoint && endpoint.queued === true)
  .map(
    (endpoint) =>
      [
        endpoint.method,
        `/api/v1${endpoint.path.replace(":token", "q3Jx9fLw0VbT2mYcR8nKdA").replace(/:\w+/g, "1")}`,
      ] as const,
  );

interface Entered {
  status: number;
  token: string;
  cookie: string;
  body: Record<string, unknown>;
}

const cases = engineNames().flatMap((engine) =>
  storeKinds().map((kind) => [engine, kind] as const),
);

describe.each(cases)("the waiting room on %s with its line in %s", (engine, kind) => {
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  async function start(queue: Record<string, unknown> | undefined, secret?: string) {
    const store = openWaitingRoomStore(kind);
    const started = await startTestApp(engine, {
      waitingRoomStore: store,
      ...(secret ? { config: { ticketCodeSecret: secret } } : {}),
      prepare: (db) =>
        setSettings(db, queue ? { queueEnabled: true, queue } : { queueEnabled: false }),
    });
    shop = {
      ...started,
      async close() {
        await started.close();
        await store.close();
      },
    };
    return shop;
  }

  async function enter(app: TestApp["app"], userAgent = BROWSER): Promise<Entered> {
    const answer = await app.inject({
      method: "POST",
      url: "/api/v1/queue?locale=en",
      headers: { "user-agent": userAgent },
    });
    const body = answer.json() as Record<string, unknown>;
    const setCookie = String(answer.headers["set-cookie"] ?? "");
    return {
      status: answer.statusCode,
      token: String(body.token ?? ""),
      cookie: setCookie.split(";")[0] ?? "",
      body,
    };
  }

  const check = (app: TestApp["app"], token: string) =>
    app.inject({
      method: "GET",
      url: "/api/v1/queue?locale=de",
      headers: { authorization: `Bearer ${token}` },
    });

  it("is closed when the venue has it off: enter 404, writes pass", async () => {
    const { app } = await start(undefined);
    expect((await enter(app)).status).toBe(404);
    const write = await app.inject({ method: "POST", url: "/api/v1/cart", payload: {} });
    expect(write.statusCode).toBe(422);
  });

  it("hands out a signed token as a cookie and in the body, and lets the first visitor in", async () => {
    const { app } = await start({ visitorsInside: 1, admissionsPerMinute: 1 });
    const first = await enter(app);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "visiting", position: null });
    expect(first.cookie).toBe(`shop_queue=${first.token}`);
    const attributes = await app.inject({
      method: "POST",
      url: "/api/v1/queue",
      headers: { "user-agent": BROWSER },
    });
    expect(String(attributes.headers["set-cookie"])).toContain(
      `Path=/api; HttpOnly; SameSite=Lax; Max-Age=${QUEUE_TOKEN_SECONDS}`,
    );
    // The third waits: position 2, the time in words of the asked language.
    const second = await enter(app);
    expect(second.body).toMatchObject({
      status: "waiting",
      position: 2,
      remainingHumanized: expect.stringMatching(/minute/),
    });
    const checked = await check(app, second.token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ status: "waiting", position: 2 });
    expect(checked.json().remainingHumanized).toMatch(/Minute/);
  });

  it("refuses every hold, cart and order write without a visiting token, and lets a visitor's through", async () => {
    const { app } = await start({ visitorsInside: 1, admissionsPerMinute: 1 });
    const inside = await enter(app);
    const waiting = await enter(app);
    for (const [method, url] of GUARDED) {
      for (const headers of [{}, { cookie: waiting.cookie }]) {
        const refused = await app.inject({ method, url, headers, payload: {} });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().error.code).toBe("queue_required");
      }
      const let_in = await app.inject({
        method,
        url,
        headers: { cookie: inside.cookie },
        payload: {},
      });
      expect(let_in.statusCode, `${method} ${url}`).not.toBe(403);
    }
    expect(GUARDED).toHaveLength(9);
    // Reads and releases are not guarded.
    expect((await app.inject({ method: "GET", url: "/api/v1/shop" })).statusCode).toBe(200);
  });

  it("refuses a token signed with another secret, and a made-up one", async () => {
    const other = await start({ visitorsInside: 5 }, "another-secret-of-another-shop-0123456789");
    const foreign = await enter(other.app);
    expect(foreign.body.status).toBe("visiting");
    await other.close();
    shop = undefined;
    const { app } = await start({ visitorsInside: 5 });
    expect((await check(app, foreign.token)).statusCode).toBe(401);
    const [id, issued] = foreign.token.split(".");
    const madeUp = `${id}.${issued}.AAAAAAAAAAAAAAAAAAAAAA`;
    expect((await check(app, madeUp)).statusCode).toBe(401);
    const write = await app.inject({
      method: "POST",
      url: "/api/v1/cart",
      headers: { cookie: `shop_queue=${foreign.token}` },
      payload: {},
    });
    expect(write.json().error.code).toBe("queue_required");
  });

  it("ends a token after 36000 s", async () => {
    const { app, clock } = await start({ visitorsInside: 5 });
    const visitor = await enter(app);
    clock.advance((QUEUE_TOKEN_SECONDS - 1) * 1000);
    expect((await check(app, visitor.token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await check(app, visitor.token)).statusCode).toBe(401);
  });

  it("lets search engines' crawlers read without the line, and never hold", async () => {
    const { app } = await start({ visitorsInside: 5 });
    expect((await enter(app, CRAWLER)).status).toBe(404);
    expect((await enter(app, BROWSER)).status).toBe(201);
    const hold = await app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      headers: { "user-agent": CRAWLER },
      payload: {},
    });
    expect(hold.json().error.code).toBe("queue_required");
  });

  it("frees the place of a visitor who leaves for the next in line", async () => {
    const { app } = await start({ visitorsInside: 1, admissionsPerMinute: 100 });
    const first = await enter(app);
    const second = await enter(app);
    expect(second.body.status).toBe("waiting");
    const left = await app.inject({
      method: "DELETE",
      url: "/api/v1/queue",
      headers: { cookie: first.cookie },
    });
    expect(left.statusCode).toBe(204);
    expect(String(left.headers["set-cookie"])).toContain("shop_queue=; Path=/api");
    expect((await check(app, second.token)).json()).toMatchObject({ status: "visiting" });
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/cart",
      headers: { cookie: first.cookie },
      payload: {},
    });
    expect(refused.json().error.code).toBe("queue_required");
  });

  it("in a widget's frame, hands its token out in a header and takes it back from one", async () => {
    // The issue 34, Deliver 4: no cookie reaches the shop in a cross-site frame.
    const { app } = await start({ visitorsInside: 1, admissionsPerMinute: 100 });
    const embedded = { "user-agent": BROWSER, [EMBED_HEADERS.marker]: "1" };
    const entered = await app.inject({ method: "POST", url: "/api/v1/queue", headers: embedded });
    const token = String(entered.json().token);
    expect(entered.headers[EMBED_HEADERS.queue]).toBe(token);
    // no token in a header of an answer to a request without the marker
    const answer = await app.inject({
      method: "POST",
      url: "/api/v1/queue",
      headers: { "user-agent": BROWSER },
    });
    expect(answer.headers[EMBED_HEADERS.queue]).toBeUndefined();
    const plain = { token: String(answer.json().token) };
    const cart = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/v1/cart", headers, payload: {} });
    expect((await cart({ [EMBED_HEADERS.queue]: token })).statusCode).toBe(422);
    expect((await cart({ [EMBED_HEADERS.queue]: plain.token })).json().error.code).toBe(
      "queue_required",
    );
    expect((await cart({ [EMBED_HEADERS.queue]: "made.up.token" })).json().error.code).toBe(
      "queue_required",
    );
    const left = await app.inject({
      method: "DELETE",
      url: "/api/v1/queue",
      headers: { ...embedded, [EMBED_HEADERS.queue]: token },
    });
    expect(left.statusCode).toBe(204);
    expect(left.headers[EMBED_HEADERS.queue]).toBe("");
    expect((await cart({ [EMBED_HEADERS.queue]: token })).json().error.code).toBe("queue_required");
  });

  it("ends an idle visit after the rule's minutes, and frees its place", async () => {
    const { app, clock } = await start({
      visitorsInside: 1,
      admissionsPerMinute: 100,
      visitIdleMinutes: 2,
    });
    const first = await enter(app);
    const second = await enter(app);
    for (let second_ = 0; second_ < 110; second_ += 10) {
      clock.advance(10_000);
      expect((await check(app, second.token)).json().status).toBe("waiting");
    }
    clock.advance(10_000);
    expect((await check(app, second.token)).json().status).toBe("visiting");
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/cart",
      headers: { cookie: first.cookie },
      payload: {},
    });
    expect(refused.json().error.code).toBe("queue_required");
  });

  it("lets in no more a minute than the rule's admissions, and the next ones a minute on", async () => {
    const { app, clock } = await start({ visitorsInside: 100, admissionsPerMinute: 3 });
    const entered = [];
    for (let i = 0; i < 5; i += 1) entered.push(await enter(app));
    expect(entered.map((visitor) => visitor.body.status)).toEqual([
      "visiting",
      "visiting",
      "visiting",
      "waiting",
      "waiting",
    ]);
    clock.advance(59_000);
    expect((await check(app, entered[3]?.token ?? "")).json()).toMatchObject({ position: 1 });
    clock.advance(1000);
    expect((await check(app, entered[3]?.token ?? "")).json().status).toBe("visiting");
    expect((await check(app, entered[4]?.token ?? "")).json().status).toBe("visiting");
  });

  it("keeps FIFO order under 200 concurrent enters over HTTP", async () => {
    const { app } = await start({ visitorsInside: 10, admissionsPerMinute: 1000 });
    const entered = await Promise.all(Array.from({ length: 200 }, () => enter(app)));
    const waiting = entered.filter((visitor) => visitor.body.status === "waiting");
    expect(entered.filter((visitor) => visitor.body.status === "visiting")).toHaveLength(10);
    const positions = waiting.map((visitor) => Number(visitor.body.position));
    expect([...positions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 190 }, (_, i) => i + 1),
    );
    // Ten leave: the ten at positions 1..10 come in, and no one else.
    const inside = entered.filter((visitor) => visitor.body.status === "visiting");
    for (const visitor of inside) {
      await app.inject({
        method: "DELETE",
        url: "/api/v1/queue",
        headers: { cookie: visitor.cookie },
      });
    }
    const after = await Promise.all(waiting.map((visitor) => check(app, visitor.token)));
    const admitted = waiting
      .filter((_, index) => after[index]?.json().status === "visiting")
      .map((visitor) => Number(visitor.body.position));
    expect(admitted.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe.each(engineNames())("the waiting room's rule at run time on %s", (engine) => {
  const STAFF_KEY = "staff-key-of-the-venue-0123456789";
  const staff = { authorization: `Bearer ${STAFF_KEY}` };
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  it("lets the staff switch it on and change its numbers, at once, and go back to the catalogue's", async () => {
    shop = await startTestApp(engine, {
      config: { staffApiKey: STAFF_KEY },
      prepare: (db) => setSettings(db, { queueEnabled: false, queue: { visitorsInside: 50 } }),
    });
    const { app } = shop;
    const enter = () =>
      app.inject({ method: "POST", url: "/api/v1/queue", headers: { "user-agent": BROWSER } });
    const rule = await app.inject({ method: "GET", url: "/api/v1/staff/queue", headers: staff });
    expect(rule.json()).toEqual({
      enabled: false,
      visitorsInside: 50,
      admissionsPerMinute: 100,
      visitIdleMinutes: 20,
      source: "catalogue",
    });
    expect((await enter()).statusCode).toBe(404);

    const changed = await app.inject({
      method: "PUT",
      url: "/api/v1/staff/queue",
      headers: staff,
      payload: { enabled: true, visitorsInside: 1 },
    });
    expect(changed.json()).toEqual({
      enabled: true,
      visitorsInside: 1,
      admissionsPerMinute: 100,
      visitIdleMinutes: 20,
      source: "staff",
    });
    expect((await enter()).json().status).toBe("visiting");
    expect((await enter()).json()).toMatchObject({ status: "waiting", position: 1 });
    const settings = (await app.inject({ method: "GET", url: "/api/v1/shop" })).json().settings;
    expect(settings).toMatchObject({ queueEnabled: true, queue: { visitorsInside: 1 } });

    // A second change keeps what it leaves out.
    const again = await app.inject({
      method: "PUT",
      url: "/api/v1/staff/queue",
      headers: staff,
      payload: { admissionsPerMinute: 30 },
    });
    expect(again.json()).toMatchObject({
      enabled: true,
      visitorsInside: 1,
      admissionsPerMinute: 30,
    });

    const cleared = await app.inject({
      method: "DELETE",
      url: "/api/v1/staff/queue",
      headers: staff,
    });
    expect(cleared.json()).toMatchObject({
      enabled: false,
      visitorsInside: 50,
      source: "catalogue",
    });
    expect((await enter()).statusCode).toBe(404);
  });

  it("refuses a change without the staff key, an empty one and numbers out of bounds, naming the field", async () => {
    shop = await startTestApp(engine, { config: { staffApiKey: STAFF_KEY } });
    const { app } = shop;
    const put = (payload: unknown, headers: Record<string, string> = staff) =>
      app.inject({
        method: "PUT",
        url: "/api/v1/staff/queue",
        headers,
        payload: payload as object,
      });
    expect((await put({ enabled: true }, {})).statusCode).toBe(401);
    expect((await put({})).statusCode).toBe(422);
    const bounds = await put({ visitorsInside: 0 });
    expect(bounds.statusCode).toBe(422);
    expect(Object.keys(bounds.json().error.fields)).toEqual(["visitorsInside"]);
    const rule = await app.inject({ method: "GET", url: "/api/v1/staff/queue", headers: staff });
    expect(rule.json()).toMatchObject({ enabled: false, source: "catalogue" });
  });
});

describe("the waiting room with its Redis away", () => {
  it("answers 503 unavailable with Retry-After, never a 500", async () => {
    // A port where no Redis listens: every step of the line fails.
    const store = createRedisWaitingRoomStore("redis://127.0.0.1:1", "test-away");
    const shop = await startTestApp("pglite", {
      waitingRoomStore: store,
      prepare: (db) => setSettings(db, { queueEnabled: true }),
    });
    try {
      const answer = await shop.app.inject({
        method: "POST",
        url: "/api/v1/queue",
        headers: { "user-agent": BROWSER },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.code).toBe("unavailable");
      expect(answer.headers["retry-after"]).toBeDefined();
    } finally {
      await shop.close();
      await store.close();
    }
  });
});

describe.each(engineNames())("the health checks on %s", (engine) => {
  it("answers live and ready while the database answers", async () => {
    const shop = await startTestApp(engine);
    try {
      for (const url of ["/api/v1/health/live", "/api/v1/health/ready"]) {
        const answer = await shop.app.inject({ method: "GET", url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.json()).toEqual({ status: "ok" });
      }
    } finally {
      await shop.close();
    }
  });
});
