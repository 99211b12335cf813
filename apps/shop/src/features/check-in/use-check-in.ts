// The issue 34, Deliver 2: the scanner page's data. The device's key lives in this browser's
// storage (a door phone stays signed in across reloads until staff sign it out); the device it
// belongs to and the day's counts are read with it; each scan is sent and kept among the last.
import { SHOP_SETTINGS_DEFAULTS } from "@shop/core/constants";
import type {
  CheckInCounts,
  CheckInList,
  CurrentDevice,
  OfflineUploadResult,
  ScanResult,
  TicketCodeKey,
} from "@shop/core/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { ApiRequestError } from "../../lib/api-client";
import type { KeyValueStorage } from "../../lib/storage";
import { readJson, writeJson } from "../../lib/storage";
import { storageKey, useStorage } from "../../lib/storage-context";
import { swrKeys } from "../../lib/swr-keys";
import { checkInApi, deviceHeaders } from "./api";
import {
  importCodeKey,
  isListOfToday,
  judgeOffline,
  type OfflineScan,
  verifiedList,
} from "./offline-door";

// The door's own keys of the browser's storage (none is the cart's), under the shop's default
// prefix: the page stands outside the shop's frame, which reads the venue's settings.
const door = (name: string) => storageKey(SHOP_SETTINGS_DEFAULTS.storageKeyPrefix, name);
/** Where the device's key is kept (one per browser; the page is the venue's, not a visitor's). */
const KEY_STORAGE = door("check-in-device");
/** The day's signed list and the codes' public key, as last fetched. */
const LIST_STORAGE = door("check-in-list");
/** What this device let in offline and has not uploaded yet. */
const PENDING_STORAGE = door("check-in-pending");
/** How often the day's list is fetched anew while the page is open. */
const LIST_EVERY_MS = 5 * 60_000;
/** How often offline scans are tried to be uploaded. */
const UPLOAD_EVERY_MS = 15_000;
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
      if (next === null) {
        // A device signed out keeps nothing of the door's (the list names the day's buyers' lines).
        for (const name of [KEY_STORAGE, LIST_STORAGE, PENDING_STORAGE]) storage?.removeItem(name);
      } else writeJson(storage, KEY_STORAGE, next);
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

/** The day's list, read and verified, and the key that verifies codes without network. */
export interface OfflineDoor {
  list: NonNullable<Awaited<ReturnType<typeof verifiedList>>>;
  key: CryptoKey;
}

interface StoredList {
  signed: CheckInList;
  jwk: TicketCodeKey["public_key_jwk"];
}

/** The stored list, when its signature still holds (it is checked at rest too). */
async function storedDoor(storage: KeyValueStorage | null): Promise<OfflineDoor | null> {
  const stored = readJson(storage, LIST_STORAGE) as StoredList | undefined;
  if (!stored?.signed || !stored.jwk) return null;
  const key = await importCodeKey(stored.jwk);
  const list = await verifiedList(stored.signed, key);
  return list ? { list, key } : null;
}

async function fetchDoor(
  locale: string,
  deviceKey: string,
  storage: KeyValueStorage | null,
): Promise<OfflineDoor | null> {
  try {
    const [signed, codeKey] = await Promise.all([
      checkInApi.getCheckInList({ locale, headers: deviceHeaders(deviceKey) }),
      checkInApi.getTicketCodeKey({ locale }),
    ]);
    const key = await importCodeKey(codeKey.public_key_jwk);
    const list = await verifiedList(signed, key);
    if (!list) return storedDoor(storage);
    writeJson(storage, LIST_STORAGE, { signed, jwk: codeKey.public_key_jwk } satisfies StoredList);
    return { list, key };
  } catch {
    // No network (or no WebCrypto Ed25519): the list fetched before, if any.
    return storedDoor(storage).catch(() => null);
  }
}

/** The day's list for scanning without network: fetched now and every 5 minutes, else kept. */
export function useOfflineDoor(locale: string, deviceKey: string) {
  const storage = useStorage();
  return useSWR(
    swrKeys.checkInList(locale, deviceKey),
    () => fetchDoor(locale, deviceKey, storage),
    {
      refreshInterval: LIST_EVERY_MS,
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );
}

/** A failure of the network, not an answer of the server (which judges the code itself). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status === 503);
}

/** One scan as the page shows it: when, and what the server (or the offline list) answered. */
export interface ScanEntry {
  /** Counts the scans of this page: the answer's key, and its alert's focus. */
  number: number;
  at: Date;
  result: ScanResult;
  /** Judged on this device without network; uploaded later. */
  offline: boolean;
}

function readPending(storage: KeyValueStorage | null): OfflineScan[] {
  const stored = readJson(storage, PENDING_STORAGE);
  return Array.isArray(stored) ? (stored as OfflineScan[]) : [];
}

/**
 * The page's scans, newest first; each makes the counts be read again. Without network a code
 * is judged from the day's list and, let in, kept to upload; every 15 s what is kept is tried.
 */
export function useScans(
  locale: string,
  key: string,
  now: () => Date,
  door: { offline: OfflineDoor | null | undefined; device: string },
) {
  const storage = useStorage();
  const { mutate } = useSWRConfig();
  const [scans, setScans] = useState<ScanEntry[]>([]);
  const [pending, setPending] = useState<OfflineScan[]>(() => readPending(storage));
  const [uploaded, setUploaded] = useState<OfflineUploadResult | null>(null);
  const counter = useRef(0);
  const pendingNow = useRef(pending);
  pendingNow.current = pending;

  const keep = useCallback(
    (next: OfflineScan[]) => {
      pendingNow.current = next;
      writeJson(storage, PENDING_STORAGE, next);
      setPending(next);
    },
    [storage],
  );

  const scan = useCallback(
    async (code: string): Promise<ScanEntry> => {
      let result: ScanResult;
      let offline = false;
      try {
        result = await checkInApi.scanCode({ locale, headers: deviceHeaders(key), body: { code } });
      } catch (error) {
        const list = door.offline;
        if (!isNetworkFailure(error) || !list || !isListOfToday(list.list, now())) throw error;
        result = await judgeOffline({
          code,
          list: list.list,
          key: list.key,
          pending: pendingNow.current,
          device: door.device,
          now: now(),
        });
        offline = true;
        if (result.result === "valid") {
          keep([...pendingNow.current, { code, scanned_at: now().toISOString() }]);
        }
      }
      counter.current += 1;
      const entry = { number: counter.current, at: now(), result, offline };
      setScans((before) => [entry, ...before].slice(0, LAST_SCANS));
      if (!offline) void mutate(swrKeys.checkInCounts(locale, key));
      return entry;
    },
    [locale, key, now, mutate, door.offline, door.device, keep],
  );

  // Offline scans go up once the server answers again; the first scan of a code wins there.
  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending) return;
    const upload = async () => {
      const scans = pendingNow.current;
      if (scans.length === 0) return;
      try {
        const result = await checkInApi.uploadOfflineScans({
          locale,
          headers: deviceHeaders(key),
          body: { scans },
        });
        keep(pendingNow.current.slice(scans.length));
        setUploaded(result);
        void mutate(swrKeys.checkInCounts(locale, key));
      } catch {
        // Still offline: the next round tries again.
      }
    };
    void upload();
    const timer = window.setInterval(() => void upload(), UPLOAD_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [hasPending, locale, key, keep, mutate]);

  return { scans, scan, pending: pending.length, uploaded };
}
