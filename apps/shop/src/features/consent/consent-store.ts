// spec surrounding-areas §2, §4: the consent banner offers accept and reject; the choice is
// kept. The shop itself makes no third-party request at all (fonts, images and scripts come
// from its own origin); what would need consent waits for `accepted` (see README).
import { type KeyValueStorage, readJson, writeJson } from "../../lib/storage";

export type ConsentChoice = "accepted" | "rejected";

export function loadConsent(storage: KeyValueStorage | null, key: string): ConsentChoice | null {
  const value = readJson(storage, key);
  return value === "accepted" || value === "rejected" ? value : null;
}

export function saveConsent(storage: KeyValueStorage | null, key: string, choice: ConsentChoice) {
  writeJson(storage, key, choice);
}
