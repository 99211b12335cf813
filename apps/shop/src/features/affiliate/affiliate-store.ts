// spec surrounding-areas §1, §9: the affiliate id (`at`) and campaign (`ac`) of the arrival URL
// are kept 24 hours, so an order placed later the same day is still credited.
import { Affiliate } from "@shop/core/contract";
import { z } from "zod";
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";

export const AFFILIATE_HOURS = 24;

const Stored = z.object({ affiliate: Affiliate, expiresAt: z.number() });

/** The affiliate named by a shop URL's `at` and `ac`, if any and well-formed. */
export function affiliateFromSearch(search: string): Affiliate | null {
  const params = new URLSearchParams(search);
  const parsed = Affiliate.safeParse({
    id: params.get("at") ?? undefined,
    campaign: params.get("ac") ?? undefined,
  });
  return parsed.success ? parsed.data : null;
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
  const parsed = Stored.safeParse(readJson(storage, key));
  if (!parsed.success) return null;
  if (parsed.data.expiresAt <= now.getTime()) {
    removeKey(storage, key);
    return null;
  }
  return parsed.data.affiliate;
}
