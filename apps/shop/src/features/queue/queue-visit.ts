// DESIGN §9: what the shop keeps of the waiting room in the visitor's browser (the venue's
// storage, under "queue"): the token the server handed out, for the checks' bearer header (its
// cookie is the API's alone), and whether the visitor was let in. In the first route: the shop
// session sends a visitor who was not let in to the waiting room, and does so again when the
// server refuses a write with queue_required (its visit ended meanwhile).
import { type KeyValueStorage, readJson } from "../../lib/storage";

export const WAITING_ROOM_PATH = "/waiting-room";

export interface QueueVisit {
  /** The token of the server's answer; null when the server has no queue for this visitor. */
  token: string | null;
  /** Let in: the shop opens. */
  visiting: boolean;
}

export function readQueueVisit(storage: KeyValueStorage | null, key: string): QueueVisit | null {
  const stored = readJson(storage, key) as Partial<QueueVisit> | undefined;
  return typeof stored?.visiting === "boolean"
    ? { token: stored.token ?? null, visiting: stored.visiting }
    : null;
}

export function writeQueueVisit(storage: KeyValueStorage | null, key: string, visit: QueueVisit) {
  try {
    storage?.setItem(key, JSON.stringify(visit));
  } catch {
    // A full or blocked storage: the visitor waits again on their next page load.
  }
}

/** The waiting room's address for a visitor on their way to `path` (path, query and hash). */
export function waitingRoomTarget(path: string): string {
  return `${WAITING_ROOM_PATH}?to=${encodeURIComponent(path)}`;
}
