// DESIGN §9: what the shop keeps of the waiting room in the visitor's browser (the venue's
// storage, under "queue"): the token the server handed out, for the checks' bearer header (its
// cookie is the API's alone), whether the visitor was let in, and when the server last said
// so. The gate (./queue-gate.tsx) lets in a visitor let in within a token's life; the server
// refuses writes to one whose visit ended meanwhile (queue_required), which sends them back.
import { QUEUE_TOKEN_SECONDS } from "@shop/core";
import { type KeyValueStorage, readJson, writeJson } from "../../lib/storage";

export const WAITING_ROOM_PATH = "/waiting-room";

export interface QueueVisit {
  /** The token of the server's answer; null when the server has no queue for this visitor. */
  token: string | null;
  /** Let in: the shop opens. */
  visiting: boolean;
  /** When the server last answered (ms since the epoch). */
  at: number;
}

export function readQueueVisit(storage: KeyValueStorage | null, key: string): QueueVisit | null {
  const stored = readJson(storage, key) as Partial<QueueVisit> | undefined;
  if (typeof stored?.visiting !== "boolean" || typeof stored.at !== "number") return null;
  return { token: stored.token ?? null, visiting: stored.visiting, at: stored.at };
}

export function writeQueueVisit(
  storage: KeyValueStorage | null,
  key: string,
  visit: Omit<QueueVisit, "at">,
  now = Date.now(),
): void {
  writeJson(storage, key, { ...visit, at: now });
}

/** Whether `visit` lets its visitor into the shop at `now`: let in, within a token's life. */
export function letIn(visit: QueueVisit | null, now = Date.now()): boolean {
  return visit?.visiting === true && now - visit.at < QUEUE_TOKEN_SECONDS * 1000;
}

/** The waiting room's address for a visitor on their way to `path` (path, query and hash). */
export function waitingRoomTarget(path: string): string {
  return `${WAITING_ROOM_PATH}?to=${encodeURIComponent(path)}`;
}

/**
 * A write refused with queue_required (DESIGN §9): the visit ended, or the waiting room opened
 * after the page loaded. The visitor is no longer let in; the waiting room's address for them.
 */
export function sendBackToQueue(storage: KeyValueStorage | null, key: string, path: string) {
  const token = readQueueVisit(storage, key)?.token ?? null;
  writeQueueVisit(storage, key, { token, visiting: false });
  return waitingRoomTarget(path);
}
