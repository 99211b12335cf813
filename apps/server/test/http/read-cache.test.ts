// The read cache on its own: what it stores, for how long, and what a write does to a query
// that is still running. The API-level behaviour is test/modules/tickets/read-cache.test.ts.
import { describe, expect, it } from "vitest";
import { createReadCache } from "../../src/http/read-cache";
import { deferred as deferredValue } from "../helpers/deferred";
import { testClock } from "../helpers/test-app";

/** A load that answers only when the test says so. */
const deferred = () => deferredValue<string>();

describe("createReadCache", () => {
  it("answers from the cache until the lifetime has passed", async () => {
    const clock = testClock("2030-06-01T08:00:00.000Z");
    const cache = createReadCache({ lifetimeMs: 500, clock });
    let loads = 0;
    const load = async () => `answer ${++loads}`;

    expect(await cache.get("k", load)).toBe("answer 1");
    clock.advance(499);
    expect(await cache.get("k", load)).toBe("answer 1");
    clock.advance(1);
    expect(await cache.get("k", load)).toBe("answer 2");
    // A clock set back before the answer was counted does not make it fresh.
    clock.advance(-1000);
    expect(await cache.get("k", load)).toBe("answer 3");
  });

  it("does not store an answer whose query ran while the holds changed", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01") });
    const running = deferred();
    const first = cache.get("k", () => running.promise);

    cache.invalidate();
    // A request after the write does not join the query started before it.
    const second = cache.get("k", async () => "after the write");
    running.resolve("before the write");

    expect(await first).toBe("before the write");
    expect(await second).toBe("after the write");
    expect(await cache.get("k", async () => "not asked")).toBe("after the write");
  });

  it("shares one query among concurrent misses and keeps no failure", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01") });
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error("database gone");
    };

    const answers = await Promise.allSettled([cache.get("k", failing), cache.get("k", failing)]);

    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
    expect(loads).toBe(1);
    expect(await cache.get("k", async () => "recovered")).toBe("recovered");
  });

  it("keeps at most maxKeys answers, dropping the least recently used", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01"), maxKeys: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a is now the most recently used
    await cache.get("c", async () => "c1");

    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });

  it("keeps nothing at lifetime 0", async () => {
    const cache = createReadCache({ lifetimeMs: 0, clock: testClock("2030-06-01") });
    let loads = 0;
    const load = async () => `answer ${++loads}`;

    await Promise.all([cache.get("k", load), cache.get("k", load)]);

    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe("createReadCache with scopes", () => {
  const DAY = "2030-06-02";
  /** A load whose answer was counted from `quotaIds` over from…to. */
  const scoped =
    (body: string, quotaIds: number[], from = DAY, to = from) =>
    async () => ({ body, scope: { quotaIds, from, to } });

  it("drops the answers counted from a changed counter and keeps the others", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01") });
    await cache.get("quota 1 on the day", scoped("a1", [1, 3]));
    await cache.get("quota 2 on the day", scoped("b1", [2]));
    await cache.get("quota 1 over a week ending the day", scoped("c1", [1], "2030-05-27", DAY));
    await cache.get("quota 1 over a week starting the day", scoped("d1", [1], DAY, "2030-06-08"));
    await cache.get("quota 1 the day after", scoped("e1", [1], "2030-06-03", "2030-06-09"));
    await cache.get("quota 1 the day before", scoped("f1", [1], "2030-05-26", "2030-06-01"));
    await cache.get("without a scope", async () => "g1");

    cache.invalidate([{ quotaId: 1, day: DAY }]);

    expect(cache.size).toBe(3);
    expect(await cache.get("quota 1 on the day", scoped("a2", [1, 3]))).toBe("a2");
    expect(await cache.get("quota 2 on the day", scoped("b2", [2]))).toBe("b1");
    expect(await cache.get("quota 1 over a week ending the day", scoped("c2", [1]))).toBe("c2");
    expect(await cache.get("quota 1 over a week starting the day", scoped("d2", [1]))).toBe("d2");
    expect(await cache.get("quota 1 the day after", scoped("e2", [1]))).toBe("e1");
    expect(await cache.get("quota 1 the day before", scoped("f2", [1]))).toBe("f1");
    expect(await cache.get("without a scope", async () => "g2")).toBe("g2");
  });

  it("drops every answer of a day changed on any quota, all on a change it cannot name", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01") });
    await cache.get("quota 1", scoped("a1", [1]));
    await cache.get("quota 2", scoped("b1", [2]));
    await cache.get("no quota", scoped("c1", []));
    await cache.get("the day after", scoped("d1", [1], "2030-06-03"));

    cache.invalidate([]);
    expect(cache.size).toBe(4);
    cache.invalidate([{ quotaId: "any", day: DAY }]);
    expect(cache.size).toBe(1);
    expect(await cache.get("the day after", scoped("d2", [1], "2030-06-03"))).toBe("d1");
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it("stores a query that ran while another quota changed, and shares it after that write", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01") });
    const running = deferred();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { body: await running.promise, scope: { quotaIds: [2], from: DAY, to: DAY } };
    };
    const first = cache.get("k", load);

    cache.invalidate([{ quotaId: 1, day: DAY }]);
    cache.invalidate([{ quotaId: 2, day: "2030-06-03" }]);
    const second = cache.get("k", load);
    running.resolve("quota 2 on the day");

    expect(await first).toBe("quota 2 on the day");
    expect(await second).toBe("quota 2 on the day");
    expect(loads).toBe(1);
    expect(await cache.get("k", scoped("not asked", [2]))).toBe("quota 2 on the day");
  });

  it("gives a request that came after a write into the running query's scope a new answer", async () => {
    const cache = createReadCache({ lifetimeMs: 500, clock: testClock("2030-06-01") });
    const before = deferred();
    const after = deferred();
    const loads = [before, after];
    let started = 0;
    const load = async () => {
      const body = await (loads[started++]?.promise ?? Promise.resolve("too many loads"));
      return { body, scope: { quotaIds: [1], from: DAY, to: DAY } };
    };
    const beforeTheWrite = cache.get("k", load);
    const alsoBeforeTheWrite = cache.get("k", load);

    cache.invalidate([{ quotaId: 1, day: DAY }]);
    const afterTheWrite = cache.get("k", load);
    const alsoAfterTheWrite = cache.get("k", load);
    before.resolve("before the write");

    expect(await beforeTheWrite).toBe("before the write");
    expect(await alsoBeforeTheWrite).toBe("before the write");
    // The two that came after the write share one new query.
    after.resolve("after the write");
    expect(await afterTheWrite).toBe("after the write");
    expect(await alsoAfterTheWrite).toBe("after the write");
    expect(started).toBe(2);
    expect(await cache.get("k", scoped("not asked", [1]))).toBe("after the write");
  });
});
