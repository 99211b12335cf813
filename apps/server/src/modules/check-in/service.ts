// The door (the issue 34, Deliver 1; DESIGN §6 "one code per admission"): a scanner device
// scans a person's signed code; the code is verified with the public key before anything is
// read, then its order line is checked (paid, not cancelled, this day and within the venue's
// window) and the person recorded as let in exactly once, whatever number of devices scan the
// code at the same moment (ticket_check_ins' primary key decides). A device that lost the
// network goes on with the day's signed list (day-view.ts) and uploads its scans later: the
// first scan of a code wins and the others are reported as conflicts. Devices: devices.ts.
import type { KeyObject } from "node:crypto";
import { type CheckInRefusal, type CheckInWindow, codeFitsLine, timingRefusal } from "@shop/core";
import type {
  Admission,
  CheckInUse,
  OfflineUpload,
  OfflineUploadResult,
  ScanResult,
} from "@shop/core/contract";
import type { Database } from "../../db/database";
import {
  admissionKindOf,
  admissionsOf,
  type DoorAdmission,
  type FoundOrderDocument,
  type TicketCodeKeys,
  type TicketCodeResult,
  verifyTicketCode,
} from "../documents/service";
import type { Device, DeviceDeps } from "./devices";
import * as repo from "./repository";

export interface CheckInDeps extends DeviceDeps {
  /** What verifies a code: the public key (and the first layout's secret). */
  codeKeys: TicketCodeKeys;
  /** The private key of the codes: it signs the day's list too (after its own context). */
  listKey: KeyObject;
  window(): Promise<CheckInWindow>;
  /** The line of a code; with `admit`, that person let in by the same statement. */
  findDoorItem(
    orderId: number,
    itemId: number,
    admit?: DoorAdmission,
  ): Promise<(FoundOrderDocument & { admitted: boolean }) | undefined>;
  listDoorItems(day: string): Promise<FoundOrderDocument[]>;
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
        codeFitsLine(code, {
          kind: admissionKindOf(item),
          productId: item.productId,
          date: item.date,
          slot: item.slot,
          persons,
        }),
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

function useOf(row: repo.UseRow): CheckInUse {
  return { at: row.checked_in_at.toISOString(), device: row.device };
}

type JudgedLine =
  | { ok: true; found: FoundOrderDocument; persons: number[] }
  | { ok: false; reason: "unknown" | "canceled"; found?: FoundOrderDocument; persons?: number[] };

/** The line a code names, judged: its people, or why it admits no one. */
function judge(target: Target, found: FoundOrderDocument | undefined): JudgedLine {
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

/** The line a verified code names, read and judged. */
async function lineOf(
  deps: Pick<CheckInDeps, "findDoorItem">,
  verified: Extract<TicketCodeResult, { ok: true }>,
): Promise<JudgedLine> {
  const target = targetOf(verified);
  return judge(target, await deps.findDoorItem(target.orderId, target.itemId));
}

function refusedLine(line: Extract<JudgedLine, { ok: false }>): ScanResult {
  const first = line.persons?.[0];
  return refused(line.reason, line.found && first ? admissionOf(line.found, first) : null);
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
  const now = deps.clock();
  const hours = await deps.window();
  // A code of one person carries its line's day and time (codeFitsLine): when they admit now,
  // the line is read and the person let in by one statement, and judged after.
  if (verified.version === 2 && timingRefusal(verified.fields, now, hours) === null) {
    return scanPerson(deps, device, targetOf(verified), verified.fields.person, now);
  }
  const line = await lineOf(deps, verified);
  if (!line.ok) return refusedLine(line);
  const { found, persons } = line;
  const admission = admissionOf(found, persons[0] ?? 1);
  const timing = timingRefusal(found.item, now, hours);
  if (timing !== null) return refused(timing, admission);
  const use = { itemId: found.item.id, persons, deviceId: device.id, at: now };
  if (await claim(deps.db, use)) return { result: "valid", reason: null, admission, used: null };
  return alreadyUsed(deps.db, admission, found.item.id, persons);
}

/** One person's code, whose day and time admit now: one statement reads and admits. */
async function scanPerson(
  deps: CheckInDeps,
  device: Device,
  target: Target,
  person: number,
  at: Date,
): Promise<ScanResult> {
  const use = { person, deviceId: device.id, at };
  const found = await deps.findDoorItem(target.orderId, target.itemId, use);
  const line = judge(target, found);
  if (!line.ok) {
    // The statement admits by the order's and the line's state alone; a signed code that does
    // not fit its line (unknown) lets nobody in.
    if (found?.admitted) await repo.deleteUse(deps.db, { itemId: target.itemId, ...use });
    return refusedLine(line);
  }
  const admission = admissionOf(line.found, person);
  if (found?.admitted) return { result: "valid", reason: null, admission, used: null };
  return alreadyUsed(deps.db, admission, target.itemId, [person]);
}

async function alreadyUsed(
  db: Database,
  admission: Admission,
  itemId: number,
  persons: number[],
): Promise<ScanResult> {
  const [first] = await repo.findUses(db, itemId, persons);
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
