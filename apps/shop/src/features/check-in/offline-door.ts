// The issue 34, Deliver 1 and 2: the door without network. The scanner page keeps the day's
// list (GET /check_in/list: its lines and their people's state, signed by the shop) and the
// codes' public key; when a scan cannot reach the server, the page judges the code itself — its
// Ed25519 signature with the public key (WebCrypto), its line in the list, cancelled or used,
// its day and window — and keeps what it let in to upload once the network is back
// (POST /check_in/offline_scans, where the first scan of a code wins).
import {
  type AdmissionCodeFields,
  berlinDate,
  codeFitsLine,
  parseAdmissionCode,
  timingRefusal,
} from "@shop/core";
import {
  CHECK_IN_LIST_CONTEXT,
  type CheckInList,
  type CheckInListPayload,
  type OfflineUpload,
  type ScanResult,
  type TicketCodeKey,
} from "@shop/core/contract";

/** The day's list as the page keeps it: as the server signed it, and read. */
export interface DoorList {
  signed: CheckInList;
  payload: CheckInListPayload;
}

/** A scan let in while offline, waiting to be uploaded. */
export type OfflineScan = OfflineUpload["scans"][number];

/** The Ed25519 verifier of the codes' public key (its JWK, GET /ticket_codes/public_key). */
export function importCodeKey(key: TicketCodeKey["public_key_jwk"]): Promise<CryptoKey> {
  return crypto.subtle.importKey("jwk", key, { name: "Ed25519" }, false, ["verify"]);
}

function bytesOf(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The list read, when its signature holds; null for one changed on the way or at rest. */
export async function verifiedList(
  signed: CheckInList,
  key: CryptoKey,
): Promise<CheckInListPayload | null> {
  const signature = base64UrlBytes(signed.signature);
  if (signature === null) return null;
  const data = bytesOf(CHECK_IN_LIST_CONTEXT + signed.payload);
  const valid = await crypto.subtle.verify({ name: "Ed25519" }, key, signature, data);
  return valid ? (JSON.parse(signed.payload) as CheckInListPayload) : null;
}

function refused(
  reason: NonNullable<ScanResult["reason"]>,
  admission: ScanResult["admission"] = null,
  used: ScanResult["used"] = null,
): ScanResult {
  return { result: "refused", reason, admission, used };
}

/**
 * The answer the server would give, judged from the list, the key and what this device let in
 * offline since: the same refusals (a line sold after the list was fetched is unknown here).
 */
export async function judgeOffline(context: {
  code: string;
  list: CheckInListPayload;
  key: CryptoKey;
  /** What this device let in offline and has not uploaded yet. */
  pending: readonly OfflineScan[];
  device: string;
  now: Date;
}): Promise<ScanResult> {
  const { code, list, now } = context;
  const parsed = parseAdmissionCode(code);
  if (parsed === null) return refused("unreadable");
  const signed = await crypto.subtle.verify(
    { name: "Ed25519" },
    context.key,
    ownBytes(parsed.signature),
    bytesOf(parsed.payload),
  );
  if (!signed) return refused("forged");
  const fields: AdmissionCodeFields = parsed.fields;
  const entry = list.entries.find(
    (candidate) =>
      candidate.order_id === fields.orderId &&
      candidate.item_id === fields.itemId &&
      codeFitsLine(fields, { ...candidate, productId: candidate.product_id }),
  );
  if (!entry) return refused("unknown");
  const admission = {
    kind: entry.kind,
    order_id: entry.order_id,
    item_id: entry.item_id,
    person: fields.person,
    persons: entry.persons,
    title: entry.title,
    label: entry.title,
    date: entry.date,
    slot: entry.slot,
    seat: fields.seat,
  };
  if (entry.canceled) return refused("canceled", admission);
  const timing = timingRefusal(entry, now, list.window);
  if (timing !== null) return refused(timing, admission);
  const use = entry.used.find((used) => used.person === fields.person);
  if (use) return refused("already_used", admission, { at: use.at, device: use.device });
  const mine = context.pending.find((scan) => {
    const other = parseAdmissionCode(scan.code)?.fields;
    return other?.itemId === fields.itemId && other.person === fields.person;
  });
  if (mine) {
    return refused("already_used", admission, { at: mine.scanned_at, device: context.device });
  }
  return { result: "valid", reason: null, admission, used: null };
}

/** Whether the kept list is of the day the door stands in (Berlin). */
export function isListOfToday(list: CheckInListPayload, now: Date): boolean {
  return list.day === berlinDate(now);
}
