// The issue 34, Deliver 2: the scanner page's data. The device's key lives in this browser's
// storage (a door phone stays signed in across reloads until staff sign it out); the device it
// belongs to and the day's counts are read with it; each scan is sent and kept among the last.
import type { CheckInCounts, CurrentDevice, ScanResult } from "@shop/core/contract";
import { useCallback, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { ApiRequestError } from "../../lib/api-client";
import { readJson, writeJson } from "../../lib/storage";
import { useStorage } from "../../lib/storage-context";
import { swrKeys } from "../../lib/swr-keys";
import { checkInApi, deviceHeaders } from "./api";

/** Where the device's key is kept (one per browser; the page is the venue's, not a visitor's). */
const KEY_STORAGE = "shop:check-in-device";
/** How often the counts are read again while the page is open. */
const COUNTS_EVERY_MS = 15_000;
/** How many scans the page lists. */
export const LAST_SCANS = 10;

export function useDeviceKey(): [string | null, (key: string | null) => void] {
  const storage = useStorage();
  const [key, setKey] = useState<string | null>(() => {
    const stored = readJson(storage, KEY_STORAGE);
    return typeof stored === "string" ? stored : null;
  });
  const change = useCallback(
    (next: string | null) => {
      if (next === null) storage?.removeItem(KEY_STORAGE);
      else writeJson(storage, KEY_STORAGE, next);
      setKey(next);
    },
    [storage],
  );
  return [key, change];
}

/** Whether a failed call means the key is no (longer a) device's: 401. */
export function isRefusedKey(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** Asks who `key` belongs to: a device, or the call's error (401: no device's key). */
export function findDevice(locale: string, key: string): Promise<CurrentDevice> {
  return checkInApi.getCheckInDevice({ locale, headers: deviceHeaders(key) });
}

export function useCheckInDevice(locale: string, key: string) {
  return useSWR(swrKeys.checkInDevice(locale, key), () => findDevice(locale, key), {
    revalidateOnFocus: false,
    shouldRetryOnError: (error: unknown) => !isRefusedKey(error),
  });
}

export function useCheckInCounts(locale: string, key: string) {
  return useSWR<CheckInCounts>(
    swrKeys.checkInCounts(locale, key),
    () => checkInApi.getCheckInCounts({ locale, headers: deviceHeaders(key) }),
    { refreshInterval: COUNTS_EVERY_MS, keepPreviousData: true },
  );
}

/** One scan as the page shows it: when, and what the server answered. */
export interface ScanEntry {
  /** Counts the scans of this page: the answer's key, and its alert's focus. */
  number: number;
  at: Date;
  result: ScanResult;
}

/** The page's scans, newest first; each makes the counts be read again. */
export function useScans(locale: string, key: string, now: () => Date) {
  const { mutate } = useSWRConfig();
  const [scans, setScans] = useState<ScanEntry[]>([]);
  const counter = useRef(0);
  const scan = useCallback(
    async (code: string): Promise<ScanEntry> => {
      const result = await checkInApi.scanCode({
        locale,
        headers: deviceHeaders(key),
        body: { code },
      });
      counter.current += 1;
      const entry = { number: counter.current, at: now(), result };
      setScans((before) => [entry, ...before].slice(0, LAST_SCANS));
      void mutate(swrKeys.checkInCounts(locale, key));
      return entry;
    },
    [locale, key, now, mutate],
  );
  return { scans, scan };
}
