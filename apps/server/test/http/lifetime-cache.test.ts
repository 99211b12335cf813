// src/http/lifetime-cache.ts: what only a catalogue changes, kept for READ_CACHE_MS — never
// answered older than that (a second while it is being reloaded), reloaded behind once past
// half of it.
import { describe, expect, it } from "vitest";
import { createLifetimeCache } from "../../src/http/lifetime-cache";
import { MAX_READ_AGE_MS } from "../../src/http/read-cache";
import { holdBack } from "../helpers/deferred";

const LIFETIME_MS = 500;

function start(lifetimeMs = LIFETIME_MS, maxEntries = 10) {
  let now = 0;
  let version = 0;
  let loads = 0;
  const cache = createLifetimeCache<string, number>({
    lifetimeMs,
    clock: () => new Date(now),
    maxEntries,
  });
  const pending = holdBack();
  const load = async () => {
    loads += 1;
    const answer = version;
    const held = pending.held();
    if (held) await held;
    return answer;
  };
  return {
    get: (key = "k") => cache.get(key, load),
    cache,
    loads: () => loads,
    advance(ms: number) {
      now += ms;
    },
    /** The source changes (a catalogue was loaded). */
    change() {
      version += 1;
    },
    /** Loads answer only once the returned function is called. */
    hold: pending.hold,
  };
}

describe("the lifetime cache", () => {
  it("shares one load between concurrent requests and keeps the value", async () => {
    const s = start();
    expect(await Promise.all([s.get(), s.get(), s.get()])).toEqual([0, 0, 0]);
    s.change();
    s.advance(LIFETIME_MS / 2 - 1);
    expect(await s.get()).toBe(0);
    expect(s.loads()).toBe(1);
  });

  it("answers a value past half its life and reloads it behind, once", async () => {
    const s = start();
    await s.get();
    s.change();
    s.advance(LIFETIME_MS / 2);
    // The old value at once; the reload behind replaces it.
    expect(await s.get()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await s.get()).toBe(1);
    expect(await s.get()).toBe(1);
    expect(s.loads()).toBe(2);
  });

  it("never answers a value older than its lifetime", async () => {
    const s = start();
    await s.get();
    s.change();
    s.advance(LIFETIME_MS);
    expect(await s.get()).toBe(1);
    expect(s.loads()).toBe(2);
  });

  it("answers a value being reloaded past its lifetime, up to a second from its load", async () => {
    const s = start();
    await s.get();
    s.change();
    s.advance(LIFETIME_MS / 2);
    const open = s.hold();
    expect(await s.get()).toBe(0);
    // The reload behind has not answered: the old value, not a second load.
    s.advance(MAX_READ_AGE_MS - LIFETIME_MS / 2 - 1);
    expect(await s.get()).toBe(0);
    expect(s.loads()).toBe(2);
    // A second after its load, it is loaded before the answer.
    s.advance(1);
    const late = s.get();
    open();
    expect(await late).toBe(1);
    expect(s.loads()).toBe(3);
  });

  it("keeps no failed load, and loads every time with lifetime 0", async () => {
    const failing = createLifetimeCache<string, number>({
      lifetimeMs: LIFETIME_MS,
      clock: () => new Date(0),
      maxEntries: 10,
    });
    await expect(failing.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await failing.get("k", async () => 7)).toBe(7);

    const s = start(0);
    await s.get();
    await s.get();
    expect(s.loads()).toBe(2);
  });

  it("starts afresh past maxEntries and forgets everything on clear", async () => {
    const s = start(LIFETIME_MS, 2);
    await s.get("a");
    await s.get("b");
    await s.get("c");
    await s.get("a");
    expect(s.loads()).toBe(4);
    s.cache.clear();
    await s.get("c");
    expect(s.loads()).toBe(5);
  });
});
