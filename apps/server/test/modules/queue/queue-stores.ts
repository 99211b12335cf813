// The waiting room's two stores for the tests: this process's, and Redis's when REDIS_URL names
// one (CI sets it), each Redis store under a prefix of its own.
import { randomBytes } from "node:crypto";
import { createMemoryWaitingRoomStore } from "../../../src/modules/queue/memory-store";
import { createRedisWaitingRoomStore } from "../../../src/modules/queue/redis-store";
import type { WaitingRoomStore } from "../../../src/modules/queue/store";

export type StoreKind = "memory" | "redis";

export function storeKinds(): StoreKind[] {
  return process.env.REDIS_URL ? ["memory", "redis"] : ["memory"];
}

export function openWaitingRoomStore(kind: StoreKind): WaitingRoomStore {
  return kind === "memory"
    ? createMemoryWaitingRoomStore()
    : createRedisWaitingRoomStore(
        process.env.REDIS_URL ?? "",
        `test-${randomBytes(6).toString("hex")}`,
      );
}
