// DESIGN §9, the waiting room's rule, on both stores (store.ts): first come, first served; no
// more inside at once, nor admitted per minute, than the venue's rule allows; a visitor who
// leaves or whose visit ends frees a place; a waiter silent for 30 s is passed over until they
// check again; the rate a waiter's time is reckoned with is the one measured.
import { afterEach, describe, expect, it } from "vitest";
import type { AdmissionRule, WaitingRoomStore } from "../../../src/modules/queue/store";
import { openWaitingRoomStore, storeKinds } from "./queue-stores";

const T0 = Date.parse("2030-06-01T08:00:00.000Z");
const SILENT_MS = 30_000;

function rule(overrides: Partial<AdmissionRule> = {}): AdmissionRule {
  return {
    visitorsInside: 1000,
    admissionsPerMinute: 1000,
    visitIdleMs: 20 * 60_000,
    silentMs: SILENT_MS,
    ...overrides,
  };
}

const ids = (count: number, prefix = "v") =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, "0")}`);

describe.each(storeKinds())("the waiting room's line in %s", (kind) => {
  let store: WaitingRoomStore;
  afterEach(async () => {
    await store.close();
  });

  it("lets 200 visitors entering at once in first come, first served", async () => {
    store = openWaitingRoomStore(kind);
    const strict = rule({ visitorsInside: 5 });
    const visitors = ids(200);
    const places = await Promise.all(visitors.map((id) => store.check(id, T0, strict)));
    expect(places.filter((place) => place.status === "visiting")).toHaveLength(5);
    // Every waiter has a place of their own: positions 0..194 ahead, none twice.
    const ahead = new Map<string, number>();
    places.forEach((place, index) => {
      if (place.status === "waiting") ahead.set(visitors[index] ?? "", place.ahead);
    });
    expect([...ahead.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 195 }, (_, i) => i),
    );
    // Those inside leave, five at a time: the next five in line come in, in their order.
    const inside = visitors.filter((_, index) => places[index]?.status === "visiting");
    const byPlace = [...ahead.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(inside.map((id) => store.leave(id)));
      const now = T0 + (round + 1) * 1000;
      const checked = await Promise.all(byPlace.map((id) => store.check(id, now, strict)));
      const admitted = byPlace.filter((_, index) => checked[index]?.status === "visiting");
      expect(admitted).toEqual(byPlace.slice(0, 5));
      byPlace.splice(0, 5);
      inside.splice(0, inside.length, ...admitted);
    }
  });

  it("admits no more a minute than the rule says, and the next ones once the minute is past", async () => {
    store = openWaitingRoomStore(kind);
    const slow = rule({ admissionsPerMinute: 10 });
    const visitors = ids(30);
    const visitingAt = async (now: number) => {
      const places = await Promise.all(visitors.map((id) => store.check(id, now, slow)));
      return places.filter((place) => place.status === "visiting").length;
    };
    expect(await visitingAt(T0)).toBe(10);
    expect(await visitingAt(T0 + 20_000)).toBe(10);
    expect(await visitingAt(T0 + 59_999)).toBe(10);
    expect(await visitingAt(T0 + 60_000)).toBe(20);
    expect(await visitingAt(T0 + 110_000)).toBe(20);
    expect(await visitingAt(T0 + 120_000)).toBe(30);
  });

  it("frees a place when a visitor leaves, and when a visit ends idle", async () => {
    store = openWaitingRoomStore(kind);
    const two = rule({ visitorsInside: 2, visitIdleMs: 60_000 });
    const [a = "", b = "", c = "", d = ""] = ids(4);
    for (const id of [a, b, c, d]) await store.check(id, T0, two);
    expect(await store.check(c, T0 + 1000, two)).toMatchObject({ status: "waiting", ahead: 0 });
    await store.leave(a);
    expect(await store.check(c, T0 + 2000, two)).toEqual({ status: "visiting" });
    expect(await store.visit(a, T0 + 2000, two)).toBe(false);
    // b keeps visiting with a request at 30 s; c's visit, last active at 2 s, ends at 62 s.
    expect(await store.visit(b, T0 + 30_000, two)).toBe(true);
    expect(await store.check(d, T0 + 25_000, two)).toMatchObject({ status: "waiting", ahead: 0 });
    expect(await store.check(d, T0 + 50_000, two)).toMatchObject({ status: "waiting", ahead: 0 });
    expect(await store.check(d, T0 + 62_000, two)).toEqual({ status: "visiting" });
    expect(await store.visit(c, T0 + 62_000, two)).toBe(false);
    expect(await store.visit(b, T0 + 62_000, two)).toBe(true);
  });

  it("sends a visitor whose visit ended to the end of the line when they check, behind the waiters", async () => {
    store = openWaitingRoomStore(kind);
    const one = rule({ visitorsInside: 1, visitIdleMs: 60_000 });
    const [a = "", b = ""] = ids(2);
    expect(await store.check(a, T0, one)).toEqual({ status: "visiting" });
    expect(await store.check(b, T0, one)).toMatchObject({ status: "waiting", ahead: 0 });
    await store.check(b, T0 + 30_000, one);
    await store.check(b, T0 + 55_000, one);
    // a's visit ended at 60 s; a's page checks before b's next check: b goes in, a waits.
    expect(await store.check(a, T0 + 61_000, one)).toMatchObject({ status: "waiting", ahead: 0 });
    expect(await store.check(b, T0 + 62_000, one)).toEqual({ status: "visiting" });
  });

  it("passes over a waiter silent for 30 s until they check again, then keeps their place", async () => {
    store = openWaitingRoomStore(kind);
    const one = rule({ visitorsInside: 1 });
    const [a = "", b = "", c = "", d = ""] = ids(4);
    for (const id of [a, b, c, d]) await store.check(id, T0, one);
    expect(await store.check(c, T0, one)).toMatchObject({ ahead: 1 });
    // b closes the tab; c and d go on checking every 10 s.
    for (const at of [10_000, 20_000, 30_000]) {
      await store.check(c, T0 + at, one);
      await store.check(d, T0 + at, one);
    }
    expect(await store.check(c, T0 + 30_000, one)).toMatchObject({ status: "waiting", ahead: 0 });
    await store.leave(a);
    expect(await store.check(c, T0 + 31_000, one)).toEqual({ status: "visiting" });
    // Back, b has its old place: before d, who came after it.
    expect(await store.check(b, T0 + 32_000, one)).toMatchObject({ status: "waiting", ahead: 0 });
    expect(await store.check(d, T0 + 32_000, one)).toMatchObject({ status: "waiting", ahead: 1 });
  });

  it("measures the admissions: the greater of the last minute's and the last five minutes' rate", async () => {
    store = openWaitingRoomStore(kind);
    // 10 a minute until 30 are inside, who stay: then no one else comes in.
    const full = rule({ admissionsPerMinute: 10, visitorsInside: 30 });
    const visitors = ids(40);
    const last = visitors.at(-1) ?? "";
    const everyoneChecks = (at: number) =>
      Promise.all(visitors.map((id) => store.check(id, T0 + at, full)));
    await everyoneChecks(0);
    expect(await store.check(last, T0 + 1000, full)).toMatchObject({
      status: "waiting",
      ahead: 29,
      admittedPerMinute: 10,
    });
    for (let at = 20_000; at <= 420_000; at += 20_000) {
      await everyoneChecks(at);
      if (at === 120_000) {
        // 10 at 0, 60 and 120 s: the last minute's 10.
        expect(await store.check(last, T0 + at, full)).toMatchObject({
          ahead: 9,
          admittedPerMinute: 10,
        });
      }
      if (at === 300_000) {
        // None in the last minute; 20 in the last five (at 60 and 120 s): 4 a minute.
        expect(await store.check(last, T0 + at, full)).toMatchObject({ admittedPerMinute: 4 });
      }
    }
    // Five minutes without an admission: none measured (the service then takes the rule's).
    expect(await store.check(last, T0 + 420_000, full)).toMatchObject({
      status: "waiting",
      ahead: 9,
      admittedPerMinute: 0,
    });
  });
});
