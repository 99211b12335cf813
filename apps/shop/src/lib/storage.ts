// localStorage can throw (Safari private mode, storage full, disabled cookies): the shop then
// works without persistence instead of failing to start.

/** The part of the Web Storage API the shop uses; tests pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const inMemory: Record<string, Map<string, string>> = {};

/**
 * The browser's localStorage (or sessionStorage); where it cannot be used (the widget's overlay
 * in a browser that refuses a frame storage, privacy settings), this page's memory, so that what
 * one part of the shop keeps another reads while the page stays (the waiting room's gate and
 * page sent a visitor to each other for ever without it). Null outside a browser.
 */
export function browserStorage(
  kind: "localStorage" | "sessionStorage" = "localStorage",
): KeyValueStorage | null {
  if (typeof window === "undefined") return null;
  try {
    return window[kind];
  } catch {
    inMemory[kind] ??= new Map();
    const kept = inMemory[kind];
    return {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    };
  }
}

/** Reads and JSON-parses a stored value; anything unreadable counts as absent. */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; a full or blocked storage is ignored. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Persistence is a convenience: the in-memory state stays correct.
  }
}

export function removeKey(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // see writeJson
  }
}
