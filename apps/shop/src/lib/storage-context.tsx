import { createContext, type ReactNode, use } from "react";
import type { KeyValueStorage } from "./storage";

const StorageContext = createContext<KeyValueStorage | null>(null);

export function StorageProvider(props: { storage: KeyValueStorage | null; children: ReactNode }) {
  return <StorageContext value={props.storage}>{props.children}</StorageContext>;
}

/** The persistent storage of the app (localStorage in the browser); null when unusable. */
export function useStorage(): KeyValueStorage | null {
  return use(StorageContext);
}

/** The key of a stored value under the venue's prefix (setting storageKeyPrefix). */
export function storageKey(prefix: string, name: string): string {
  return `${prefix}:${name}`;
}
