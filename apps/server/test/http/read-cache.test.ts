// The read cache on its own: what it stores, for how long, and what a write does to a query
// that is still running. The API-level behaviour is test/modules/tickets/read-cache.test.ts.
import { describe, expect, it } from "vitest";
import { createReadCache } from "../../src/http/read-cache";
import { testClock } from "../helpers/test-app";

/** A load that answers only when the test says so. */
function deferred() {
  let resolve: (body: string) => void = () => undefined;
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

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
