// localStorage can throw (Safari private mode, storage full, disabled cookies): the shop then
// works without persistence instead of failing to start.

/** The part of the Web Storage API the shop uses; tests pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage (or sessionStorage), or null where it cannot be used. */
export function browserStorage(
  kind: "localStorage" | "sessionStorage" = "localStorage",
): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
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
