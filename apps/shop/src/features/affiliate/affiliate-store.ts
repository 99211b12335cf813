// spec surrounding-areas §1, §9: the affiliate id (`at`) and campaign (`ac`) of the arrival URL
// are kept 24 hours, so an order placed later the same day is still credited.
//
// Checked by hand, not by the contract's `Affiliate` schema, so the first route ships no zod
// (bench/first-route); affiliate.test.ts holds both to the same table of inputs.
import type { Affiliate } from "@shop/core/contract";
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import { storageKey } from "../../lib/storage-context";

export const AFFILIATE_HOURS = 24;

/** Where the affiliate is kept, under the venue's storage prefix. */
export function affiliateStorageKey(prefix: string): string {
  return storageKey(prefix, "affiliate");
}
/** The contract's bound on `at` and `ac` (trimmed, 1 to 64 characters). */
const MAX_LENGTH = 64;

/** A trimmed text of 1 to 64 characters, `undefined` when absent, null when malformed. */
function affiliateText(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text.length >= 1 && text.length <= MAX_LENGTH ? text : null;
}

/** `{ id, campaign? }` as the contract's `Affiliate` reads it, or null. */
function toAffiliate(id: unknown, campaign: unknown): Affiliate | null {
  const checkedId = affiliateText(id);
  const checkedCampaign = affiliateText(campaign);
  if (!checkedId || checkedCampaign === null) return null;
  return checkedCampaign === undefined
    ? { id: checkedId }
    : { id: checkedId, campaign: checkedCampaign };
}

/** The affiliate named by a shop URL's `at` and `ac`, if any and well-formed. */
export function affiliateFromSearch(search: string): Affiliate | null {
  const params = new URLSearchParams(search);
  return toAffiliate(params.get("at") ?? undefined, params.get("ac") ?? undefined);
}

/** A stored `{ affiliate, expiresAt }`, or null when anything about it is off. */
function readStored(value: unknown): { affiliate: Affiliate; expiresAt: number } | null {
  if (typeof value !== "object" || value === null) return null;
  const { affiliate, expiresAt } = value as { affiliate?: unknown; expiresAt?: unknown };
  if (typeof expiresAt !== "number" || !Number.isFinite(expiresAt)) return null;
  if (typeof affiliate !== "object" || affiliate === null) return null;
  const keys = Object.keys(affiliate);
  if (keys.some((key) => key !== "id" && key !== "campaign")) return null;
  const { id, campaign } = affiliate as { id?: unknown; campaign?: unknown };
  const checked = toAffiliate(id, campaign);
  return checked ? { affiliate: checked, expiresAt } : null;
}

export function saveAffiliate(
  storage: KeyValueStorage | null,
  key: string,
  affiliate: Affiliate,
  now: Date,
): void {
  writeJson(storage, key, { affiliate, expiresAt: now.getTime() + AFFILIATE_HOURS * 3_600_000 });
}

/** The kept affiliate while it is younger than 24 hours; an expired one is removed. */
export function loadAffiliate(
  storage: KeyValueStorage | null,
  key: string,
  now: Date,
): Affiliate | null {
  const stored = readStored(readJson(storage, key));
  if (!stored) return null;
  if (stored.expiresAt <= now.getTime()) {
    removeKey(storage, key);
    return null;
  }
  return stored.affiliate;
}
