// The door's tables (migration 0538): the scanner devices and who let each person in.
import type { Queryable } from "../../db/database";

export interface DeviceRow {
  id: number;
  name: string;
  created_at: Date;
  revoked_at: Date | null;
}

const DEVICE_COLUMNS = "id, name, created_at, revoked_at";

export async function insertDevice(
  db: Queryable,
  device: { name: string; keyHash: Buffer; at: Date },
): Promise<DeviceRow> {
  const result = await db.query<DeviceRow>(
    `INSERT INTO check_in_devices (name, key_hash, created_at) VALUES ($1, $2, $3)
     RETURNING ${DEVICE_COLUMNS}`,
    [device.name, device.keyHash, device.at],
  );
  const row = result.rows[0];
  if (!row) throw new Error("INSERT … RETURNING gave no row");
  return row;
}

export async function listDevices(db: Queryable): Promise<DeviceRow[]> {
  const result = await db.query<DeviceRow>(
    `SELECT ${DEVICE_COLUMNS} FROM check_in_devices ORDER BY id DESC`,
  );
  return result.rows;
}

/** Revokes a device (the first revocation's time stays); undefined for an unknown id. */
export async function revokeDevice(
  db: Queryable,
  id: number,
  at: Date,
): Promise<DeviceRow | undefined> {
  const result = await db.query<DeviceRow>(
    `UPDATE check_in_devices SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1
     RETURNING ${DEVICE_COLUMNS}`,
    [id, at],
  );
  return result.rows[0];
}

/** The device of a key's hash, unless it was revoked. */
export async function findActiveDevice(
  db: Queryable,
  keyHash: Buffer,
): Promise<{ id: number; name: string } | undefined> {
  const result = await db.query<{ id: number; name: string }>(
    "SELECT id, name FROM check_in_devices WHERE key_hash = $1 AND revoked_at IS NULL",
    [keyHash],
    "check-in-device",
  );
  return result.rows[0];
}

/** One person's use: when, at which device (its name; "" for none). */
export interface UseRow {
  order_item_id: number;
  device_id: number | null;
  person: number;
  checked_in_at: Date;
  device: string;
}

const USE_COLUMNS = `k.order_item_id, k.device_id, k.person, k.checked_in_at, coalesce(d.name, '') AS device`;

/**
 * Records the people of one line as let in by `deviceId` at `at`, each once whatever runs at
 * the same time (the primary key decides): answers the people it recorded, in order. Several
 * people (a first-layout code admits its whole line) are inserted in their order, so that two
 * transactions claiming the same ones never take half each: the second waits on the first's row.
 */
export async function claimPersons(
  db: Queryable,
  use: { itemId: number; persons: readonly number[]; deviceId: number; at: Date; offline: boolean },
): Promise<number[]> {
  // Its commit need not wait for the WAL flush (set_config local to the statement's own
  // transaction), as a hold's does not (migration 0300): a door answers in a few ms on a disk
  // whose flush takes as long. What a crash of PostgreSQL itself could lose is the last
  // fraction of a second's check-ins: those people could be let in once more afterwards.
  const result = await db.query<{ person: number }>(
    `INSERT INTO ticket_check_ins (order_item_id, person, checked_in_at, device_id, offline)
     SELECT $1, person, $3, $4, $5
     FROM unnest($2::int[]) AS person,
          (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush
     ON CONFLICT DO NOTHING RETURNING person`,
    [use.itemId, use.persons, use.at, use.deviceId, use.offline],
    "check-in-claim",
  );
  return result.rows.map((row) => row.person);
}

/** Takes back one use, exactly as it was recorded (check-in/service.ts scanPerson). */
export async function deleteUse(
  db: Queryable,
  use: { itemId: number; person: number; deviceId: number; at: Date },
): Promise<void> {
  await db.query(
    `DELETE FROM ticket_check_ins
     WHERE order_item_id = $1 AND person = $2 AND device_id = $3 AND checked_in_at = $4`,
    [use.itemId, use.person, use.deviceId, use.at],
  );
}

/** The uses of some people of one line, by person. */
export async function findUses(
  db: Queryable,
  itemId: number,
  persons: readonly number[],
): Promise<UseRow[]> {
  const result = await db.query<UseRow>(
    `SELECT ${USE_COLUMNS} FROM ticket_check_ins k
     LEFT JOIN check_in_devices d ON d.id = k.device_id
     WHERE k.order_item_id = $1 AND k.person = ANY($2::int[]) ORDER BY k.person`,
    [itemId, persons],
  );
  return result.rows;
}

/**
 * An offline scan of one person at `at`: recorded when nobody used the code, or moved to this
 * scan when it is earlier than the one recorded (the first scan wins). Answers the use there was
 * before (undefined: none), read under its row's lock so that two uploads agree.
 */
export async function recordOfflineUse(
  tx: Queryable,
  use: { itemId: number; person: number; deviceId: number; at: Date },
): Promise<UseRow | undefined> {
  const inserted = await claimPersons(tx, { ...use, persons: [use.person], offline: true });
  if (inserted.length > 0) return undefined;
  const before = await tx.query<UseRow>(
    `SELECT ${USE_COLUMNS} FROM ticket_check_ins k
     LEFT JOIN check_in_devices d ON d.id = k.device_id
     WHERE k.order_item_id = $1 AND k.person = $2 FOR UPDATE OF k`,
    [use.itemId, use.person],
  );
  const row = before.rows[0];
  if (row && row.checked_in_at.getTime() > use.at.getTime()) {
    await tx.query(
      `UPDATE ticket_check_ins SET checked_in_at = $3, device_id = $4, offline = true
       WHERE order_item_id = $1 AND person = $2`,
      [use.itemId, use.person, use.at, use.deviceId],
    );
  }
  return row;
}

/** Every use of some lines. */
export async function listUses(db: Queryable, itemIds: readonly number[]): Promise<UseRow[]> {
  if (itemIds.length === 0) return [];
  const result = await db.query<UseRow>(
    `SELECT ${USE_COLUMNS} FROM ticket_check_ins k
     LEFT JOIN check_in_devices d ON d.id = k.device_id
     WHERE k.order_item_id = ANY($1::int[]) ORDER BY k.order_item_id, k.person`,
    [itemIds],
  );
  return result.rows;
}

/** How many people were let in between two instants, of some lines. */
export async function countUsesBetween(
  db: Queryable,
  itemIds: readonly number[],
  from: Date,
  until: Date,
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const result = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ticket_check_ins
     WHERE order_item_id = ANY($1::int[]) AND checked_in_at >= $2 AND checked_in_at < $3`,
    [itemIds, from, until],
  );
  return result.rows[0]?.count ?? 0;
}
