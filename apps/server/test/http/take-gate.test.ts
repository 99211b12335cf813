// src/http/take-gate.ts: a hot cell's count runs while no take is in flight, so it has seen
// every take that told the cache and none that tells it later.
import { describe, expect, it } from "vitest";
import { createTakeGate } from "../../src/http/take-gate";
import { deferred } from "../helpers/deferred";

describe("the take gate", () => {
  it("starts a count after the takes in flight and holds new takes until it ends", async () => {
    const gate = createTakeGate();
    const events: string[] = [];
    const first = deferred();
    const counted = deferred();

    const take1 = gate.take(async () => {
      await first.promise;
      events.push("take 1 told");
    });
    const count = gate.alone(async () => {
      events.push("count starts");
      await counted.promise;
      events.push("count ends");
    });
    const take2 = gate.take(async () => {
      events.push("take 2 runs");
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual([]);
    first.resolve();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(["take 1 told", "count starts"]);
    counted.resolve();
    await Promise.all([take1, count, take2]);
    expect(events).toEqual(["take 1 told", "count starts", "count ends", "take 2 runs"]);
  });

  it("runs counts one after the other and lets takes pass after a failed one", async () => {
    const gate = createTakeGate();
    const events: string[] = [];
    const failed = gate.alone(async () => {
      events.push("count 1");
      throw new Error("statement failed");
    });
    const second = gate.alone(async () => {
      events.push("count 2");
      return 2;
    });
    await expect(failed).rejects.toThrow("statement failed");
    expect(await second).toBe(2);
    expect(await gate.take(async () => "taken")).toBe("taken");
    expect(events).toEqual(["count 1", "count 2"]);
  });

  it("lets takes run side by side when no count waits", async () => {
    const gate = createTakeGate();
    const both = deferred();
    let running = 0;
    let most = 0;
    const take = () =>
      gate.take(async () => {
        running += 1;
        most = Math.max(most, running);
        await both.promise;
        running -= 1;
      });
    const takes = [take(), take(), take()];
    await new Promise((resolve) => setTimeout(resolve, 5));
    both.resolve();
    await Promise.all(takes);
    expect(most).toBe(3);
  });
});
