// The door (the issue 34, Deliver 1; DESIGN §6 "one code per admission"): a scanner device
// scans a person's signed code; the code is verified with the public key before anything is
// read, then its order line is checked (paid, not cancelled, this day and within the venue's
// window) and the person recorded as let in exactly once, whatever number of devices scan the
// code at the same moment (ticket_check_ins' primary key decides). A device that lost the
// network goes on with the day's signed list and uploads its scans later: the first scan of a
// code wins and the others are reported as conflicts.
import { createHash, type KeyObject, randomBytes, sign } from "node:crypto";
import {
  addDays,
  berlinDate,
  berlinInstant,
  type CheckInRefusal,
  type CheckInWindow,
  timingRefusal,
} from "@shop/core";
import {
  type Admission,
  CHECK_IN_LIST_CONTEXT,
  type CheckInCounts,
  type CheckInDevice,
  type CheckInList,
  type CheckInListPayload,
  type CheckInUse,
  type CreatedCheckInDevice,
  DEVICE_KEY_PATTERN,
  DEVICE_KEY_PREFIX,
  type OfflineUpload,
  type OfflineUploadResult,
  type ScanResult,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { LifetimeCache } from "../../http/lifetime-cache";
import {
  admissionKindOf,
  admissionsOf,
  type FoundOrderDocument,
  type TicketCodeKeys,
  type TicketCodeResult,
  verifyTicketCode,
} from "../documents/service";
import * as repo from "./repository";

export interface CheckInDeps {
  db: Database;
  clock: Clock;
  /**
   * The devices by their key's hash, kept READ_CACHE_MS: a scan reads no device row. A device
   * revoked here is refused at once (the cache is cleared); by another instance, within it.
   */
  devices: LifetimeCache<string, Device | undefined>;
  /** What verifies a code: the public key (and the first layout's secret). */
  codeKeys: TicketCodeKeys;
  /** The private key of the codes: it signs the day's list too (after its own context). */
  listKey: KeyObject;
  window(): Promise<CheckInWindow>;
  findDoorItem(orderId: number, itemId: number): Promise<FoundOrderDocument | undefined>;
  listDoorItems(day: string): Promise<FoundOrderDocument[]>;
}

/** A scanner device, as its key proved. */
export interface Device {
  id: number;
  name: string;
}

function keyHash(key: string): Buffer {
  return createHash("sha256").update(key).digest();
}

function iso(date: Date): string {
  return date.toISOString();
}

function deviceOf(row: repo.DeviceRow): CheckInDevice {
  return {
    id: row.id,
    name: row.name,
    created_at: iso(row.created_at),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
  };
}

/** POST /staff/check_in/devices: a device and its key, which is shown this once. */
export async function createDevice(
  deps: Pick<CheckInDeps, "db" | "clock">,
  name: string,
): Promise<CreatedCheckInDevice> {
  // 256 bits: a key cannot be guessed, so its SHA-256 is all the shop keeps.
  const key = `${DEVICE_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await repo.insertDevice(deps.db, { name, keyHash: keyHash(key), at: deps.clock() });
  return { ...deviceOf(row), key };
}

export async function listDevices(deps: Pick<CheckInDeps, "db">) {
  return { devices: (await repo.listDevices(deps.db)).map(deviceOf) };
}

/** DELETE /staff/check_in/devices/{id}. */
export async function revokeDevice(
  deps: Pick<CheckInDeps, "db" | "clock" | "devices">,
  id: number,
): Promise<CheckInDevice> {
  const row = await repo.revokeDevice(deps.db, id, deps.clock());
  if (!row) throw new ApiError("not_found", "No such device");
  deps.devices.clear();
  return deviceOf(row);
}

/** The device of `Authorization: Bearer <key>`; 401 for none, an unknown or a revoked key. */
export async function authenticate(
  deps: Pick<CheckInDeps, "db" | "devices">,
  authorization: string | undefined,
): Promise<Device> {
  const key = authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : "";
  const hash = keyHash(key);
  const device = DEVICE_KEY_PATTERN.test(key)
    ? await deps.devices.get(hash.toString("base64url"), () => repo.findActiveDevice(deps.db, hash))
    : undefined;
  if (!device) throw new ApiError("unauthorized", "Check-in needs a device's key");
  return device;
}

/** Checks a scanned code's layout and signature: no database is read. */
export function verifyScan(deps: Pick<CheckInDeps, "codeKeys">, code: string): TicketCodeResult {
  return verifyTicketCode(deps.codeKeys, code);
}

/** The line and people a verified code names. */
interface Target {
  orderId: number;
  itemId: number;
  /** The people of the line the code admits (a first-layout code: all of them). */
  persons: number[] | "all";
  matches(found: FoundOrderDocument, persons: number): boolean;
}

function targetOf(verified: Extract<TicketCodeResult, { ok: true }>): Target {
  if (verified.version === 2) {
    const code = verified.fields;
    return {
      orderId: code.orderId,
      itemId: code.itemId,
      persons: [code.person],
      matches: ({ item }, persons) =>
        admissionKindOf(item) === code.kind &&
        item.productId === code.productId &&
        item.date === code.date &&
        item.slot === code.slot &&
        persons === code.persons,
    };
  }
  const code = verified.fields;
  return {
    orderId: code.orderId,
    itemId: code.itemId,
    persons: "all",
    matches: ({ item }) =>
      admissionKindOf(item) === "ticket" &&
      item.productId === code.ticketId &&
      item.date === code.date &&
      item.slot === code.slot &&
      item.quantity === code.quantity,
  };
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** What the answer says the code admits. */
function admissionOf(found: FoundOrderDocument, person: number): Admission {
  const labels = admissionsOf(found.item);
  return {
    kind: admissionKindOf(found.item),
    order_id: found.order.id,
    item_id: found.item.id,
    person,
    persons: labels.length,
    title: found.item.title,
    label: labels[person - 1] ?? found.item.title,
    date: found.item.date,
    slot: found.item.slot,
    seat: found.item.seat ?? null,
  };
}

function refused(
  reason: CheckInRefusal,
  admission: Admission | null = null,
  used: CheckInUse | null = null,
): ScanResult {
  return { result: "refused", reason, admission, used };
}

/** The uses by their line. */
function byItem(uses: readonly repo.UseRow[]): Map<number, repo.UseRow[]> {
  const map = new Map<number, repo.UseRow[]>();
  for (const use of uses) map.set(use.order_item_id, [...(map.get(use.order_item_id) ?? []), use]);
  return map;
}

function useOf(row: repo.UseRow): CheckInUse {
  return { at: iso(row.checked_in_at), device: row.device };
}

/** The line a verified code names, judged: its people, or why it admits no one. */
async function lineOf(
  deps: Pick<CheckInDeps, "findDoorItem">,
  verified: Extract<TicketCodeResult, { ok: true }>,
): Promise<
  | { ok: true; found: FoundOrderDocument; persons: number[] }
  | { ok: false; reason: "unknown" | "canceled"; found?: FoundOrderDocument; persons?: number[] }
> {
  const target = targetOf(verified);
  const found = await deps.findDoorItem(target.orderId, target.itemId);
  const count = found ? admissionsOf(found.item).length : 0;
  if (!found || found.item.annual || !target.matches(found, count)) {
    return { ok: false, reason: "unknown" };
  }
  const persons = target.persons === "all" ? range(count) : target.persons;
  if (!found.order.isValid || found.order.canceled || found.item.canceled) {
    return { ok: false, reason: "canceled", found, persons };
  }
  return { ok: true, found, persons };
}

class AlreadyUsed extends Error {}

/** Records the people as let in; none when one of them was in before (see claimPersons). */
async function claim(
  db: Database,
  use: { itemId: number; persons: number[]; deviceId: number; at: Date },
): Promise<boolean> {
  const single = { ...use, offline: false };
  if (use.persons.length === 1) return (await repo.claimPersons(db, single)).length === 1;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await repo.claimPersons(tx, single);
      if (claimed.length < use.persons.length) throw new AlreadyUsed();
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadyUsed) return false;
    throw error;
  }
}

/** POST /check_in/scans, after verifyScan and authenticate. */
export async function scan(
  deps: CheckInDeps,
  device: Device,
  verified: TicketCodeResult,
): Promise<ScanResult> {
  if (!verified.ok) return refused(verified.reason === "signature" ? "forged" : "unreadable");
  const line = await lineOf(deps, verified);
  if (!line.ok) {
    const first = line.persons?.[0];
    return refused(line.reason, line.found && first ? admissionOf(line.found, first) : null);
  }
  const { found, persons } = line;
  const admission = admissionOf(found, persons[0] ?? 1);
  const now = deps.clock();
  const timing = timingRefusal(found.item, now, await deps.window());
  if (timing !== null) return refused(timing, admission);
  const use = { itemId: found.item.id, persons, deviceId: device.id, at: now };
  if (await claim(deps.db, use)) return { result: "valid", reason: null, admission, used: null };
  const [first] = await repo.findUses(deps.db, found.item.id, persons);
  return refused("already_used", admission, first ? useOf(first) : null);
}

/** POST /check_in/offline_scans. */
export async function uploadOfflineScans(
  deps: CheckInDeps,
  device: Device,
  upload: OfflineUpload,
): Promise<OfflineUploadResult> {
  const results: OfflineUploadResult["results"] = [];
  for (const [index, scanned] of upload.scans.entries()) {
    const verified = verifyScan(deps, scanned.code);
    if (!verified.ok) {
      const reason = verified.reason === "signature" ? "forged" : "unreadable";
      results.push({ index, outcome: "refused", reason, other: null });
      continue;
    }
    const line = await lineOf(deps, verified);
    if (!line.ok) {
      results.push({ index, outcome: "refused", reason: line.reason, other: null });
      continue;
    }
    const at = new Date(scanned.scanned_at);
    let other: repo.UseRow | undefined;
    for (const person of line.persons) {
      const use = { itemId: line.found.item.id, person, deviceId: device.id, at };
      const before = await deps.db.transaction((tx) => repo.recordOfflineUse(tx, use));
      // The same scan uploaded again (a retry after the network failed) is no conflict.
      const same = before?.device_id === device.id && before.checked_in_at.getTime() === +at;
      if (before && !same) other ??= before;
    }
    results.push(
      other
        ? { index, outcome: "conflict", reason: "already_used", other: useOf(other) }
        : { index, outcome: "recorded", reason: null, other: null },
    );
  }
  const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
  return {
    results,
    recorded: count("recorded"),
    conflicts: count("conflict"),
    refused: count("refused"),
  };
}

/** GET /check_in/list: the day's lines and their people's state, signed. */
export async function dayList(deps: CheckInDeps, day: string | undefined): Promise<CheckInList> {
  const now = deps.clock();
  const date = day ?? berlinDate(now);
  const lines = await deps.listDoorItems(date);
  const uses = byItem(
    await repo.listUses(
      deps.db,
      lines.map((line) => line.item.id),
    ),
  );
  const payload: CheckInListPayload = {
    day: date,
    generated_at: iso(now),
    window: await deps.window(),
    entries: lines.map(({ order, item }) => ({
      order_id: order.id,
      item_id: item.id,
      kind: admissionKindOf(item),
      product_id: item.productId,
      title: item.title,
      persons: admissionsOf(item).length,
      date: item.date,
      slot: item.slot,
      canceled: order.canceled || item.canceled === true,
      used: (uses.get(item.id) ?? []).map((use) => ({
        person: use.person,
        at: iso(use.checked_in_at),
        device: use.device,
      })),
    })),
  };
  const text = JSON.stringify(payload);
  const signature = sign(null, Buffer.from(CHECK_IN_LIST_CONTEXT + text), deps.listKey);
  return { payload: text, signature: signature.toString("base64url") };
}

/** GET /check_in/counts: per product and start of the day, expected and let in. */
export async function dayCounts(
  deps: CheckInDeps,
  day: string | undefined,
): Promise<CheckInCounts> {
  const date = day ?? berlinDate(deps.clock());
  const lines = (await deps.listDoorItems(date)).filter(
    ({ order, item }) => !order.canceled && !item.canceled,
  );
  const dated = lines.filter(({ item }) => item.date === date);
  const undated = lines.filter(({ item }) => item.date === null);
  const uses = byItem(
    await repo.listUses(
      deps.db,
      dated.map((line) => line.item.id),
    ),
  );
  const slots = new Map<string, CheckInCounts["slots"][number]>();
  for (const { item } of dated) {
    const kind = admissionKindOf(item);
    const key = `${kind}.${item.productId}.${item.slot ?? ""}`;
    const slot = slots.get(key) ?? {
      kind,
      product_id: item.productId,
      title: item.title,
      slot: item.slot,
      expected: 0,
      admitted: 0,
    };
    slot.expected += admissionsOf(item).length;
    slot.admitted += uses.get(item.id)?.length ?? 0;
    slots.set(key, slot);
  }
  const list = [...slots.values()].sort(
    (a, b) =>
      (a.slot ?? "").localeCompare(b.slot ?? "") ||
      a.kind.localeCompare(b.kind) ||
      a.product_id - b.product_id,
  );
  const undatedAdmitted = await repo.countUsesBetween(
    deps.db,
    undated.map((line) => line.item.id),
    berlinInstant(date, "00:00"),
    berlinInstant(addDays(date, 1), "00:00"),
  );
  return {
    day: date,
    slots: list,
    expected: list.reduce((sum, slot) => sum + slot.expected, 0),
    admitted: list.reduce((sum, slot) => sum + slot.admitted, 0),
    undated_admitted: undatedAdmitted,
  };
}
