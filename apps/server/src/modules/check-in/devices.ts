// The issue 34, Deliver 1: the door's scanner devices. Staff register each with the staff key
// and hand it a key of its own (256 random bits, shown once; only its SHA-256 is kept); a
// device proves itself with it on every call, and a revoked one is refused.
import { createHash, randomBytes } from "node:crypto";
import {
  type CheckInDevice,
  type CreatedCheckInDevice,
  DEVICE_KEY_PATTERN,
  DEVICE_KEY_PREFIX,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { LifetimeCache } from "../../http/lifetime-cache";
import * as repo from "./repository";

export interface DeviceDeps {
  db: Database;
  clock: Clock;
  /**
   * The devices by their key's hash, kept READ_CACHE_MS: a scan reads no device row. A device
   * revoked here is refused at once (the cache is cleared); by another instance, within it.
   */
  devices: LifetimeCache<string, Device | undefined>;
}

/** A scanner device, as its key proved. */
export interface Device {
  id: number;
  name: string;
}

function keyHash(key: string): Buffer {
  return createHash("sha256").update(key).digest();
}

function deviceOf(row: repo.DeviceRow): CheckInDevice {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at === null ? null : row.revoked_at.toISOString(),
  };
}

/** POST /staff/check_in/devices: a device and its key, which is shown this once. */
export async function createDevice(
  deps: Pick<DeviceDeps, "db" | "clock">,
  name: string,
): Promise<CreatedCheckInDevice> {
  // 256 bits: a key cannot be guessed, so its SHA-256 is all the shop keeps.
  const key = `${DEVICE_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await repo.insertDevice(deps.db, { name, keyHash: keyHash(key), at: deps.clock() });
  return { ...deviceOf(row), key };
}

export async function listDevices(deps: Pick<DeviceDeps, "db">) {
  return { devices: (await repo.listDevices(deps.db)).map(deviceOf) };
}

/** DELETE /staff/check_in/devices/{id}. */
export async function revokeDevice(deps: DeviceDeps, id: number): Promise<CheckInDevice> {
  const row = await repo.revokeDevice(deps.db, id, deps.clock());
  if (!row) throw new ApiError("not_found", "No such device");
  deps.devices.clear();
  return deviceOf(row);
}

/** The device of `Authorization: Bearer <key>`; 401 for none, an unknown or a revoked key. */
export async function authenticate(
  deps: Pick<DeviceDeps, "db" | "devices">,
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
