// Brings the capacity pools of today and later in line with the file: a changed quota
// capacity or override applies to every pool row that exists already (rows created later
// copy the quota's capacity), and the file's pre-sold places replace the ones it set before.
// Past days are history and never change.
//
// A capacity below the places already sold or held is refused, not clamped: a clamp would
// leave a number nobody wrote in the file. The venue decides (keep the capacity, or cancel
// sales first) and the whole load rolls back with an error naming the quota and the day.
import type { Queryable } from "../../db/database";
import {
  type QuotaPoolRow,
  quotaPoolKey,
  readQuotaPools,
  releaseExpiredLines,
  writeQuotaPools,
} from "../capacity/ledger";
import { DAY_START } from "../capacity/pool";
import { CatalogueConflictError, type CatalogueIssue } from "./errors";
import { formatPath } from "./format";
import { parseDayKey, type QuotaInput } from "./format-parts";
import { capacityAt } from "./quota-slots";

export interface QuotaPoolSyncCount {
  created: number;
  updated: number;
}

/** Pool keys of today and later that the file's overrides and sold places speak about. */
function keysOfFile(
  quota: QuotaInput,
  slotTimes: readonly string[],
  today: string,
): Pick<QuotaPoolRow, "quota_id" | "day" | "start_time">[] {
  const keys: Pick<QuotaPoolRow, "quota_id" | "day" | "start_time">[] = [];
  for (const key of [...Object.keys(quota.capacity_overrides), ...Object.keys(quota.sold)]) {
    const parsed = parseDayKey(key);
    if (parsed === null || parsed.day < today) continue;
    const times = quota.kind === "day" ? [DAY_START] : parsed.time ? [parsed.time] : slotTimes;
    for (const start_time of times) keys.push({ quota_id: quota.id, day: parsed.day, start_time });
  }
  return keys;
}

function presoldAt(quota: QuotaInput, day: string, startTime: string): number {
  return (quota.kind === "day" ? quota.sold[day] : quota.sold[`${day} ${startTime}`]) ?? 0;
}

/** The path of the file field that set a pool's capacity, for the error message. */
function capacityPath(quota: QuotaInput, index: number, day: string, startTime: string): string {
  const slotKey = `${day} ${startTime}`;
  if (quota.kind === "slot" && quota.capacity_overrides[slotKey] !== undefined) {
    return formatPath(["quotas", index, "capacity_overrides", slotKey]);
  }
  if (quota.capacity_overrides[day] !== undefined) {
    return formatPath(["quotas", index, "capacity_overrides", day]);
  }
  return formatPath(["quotas", index, "capacity"]);
}

/**
 * Runs inside the load's transaction, which holds every pool locked against writes:
 * no hold can take or give back places meanwhile.
 */
export async function syncQuotaPools(
  tx: Queryable,
  quotas: readonly QuotaInput[],
  slotTimes: ReadonlyMap<number, readonly string[]>,
  today: string,
  now: Date,
): Promise<QuotaPoolSyncCount> {
  const ids = quotas.map((quota) => quota.id);
  const before = await readQuotaPools(tx, ids, today);
  // Expired holds no longer count against a lowered capacity.
  await releaseExpiredLines(tx, before.map(quotaPoolKey), now);
  const existing = await readQuotaPools(tx, ids, today);

  const quotaById = new Map(quotas.map((quota, index) => [quota.id, { quota, index }]));
  const issues: CatalogueIssue[] = [];
  const updates: QuotaPoolRow[] = [];
  for (const row of existing) {
    const entry = quotaById.get(row.quota_id);
    if (!entry) continue;
    const { quota, index } = entry;
    const capacity = capacityAt(quota, row.day, row.start_time);
    const presold = presoldAt(quota, row.day, row.start_time);
    const sold = row.sold - row.presold + presold;
    if (sold + row.held > capacity) {
      const when = quota.kind === "slot" ? `${row.day} ${row.start_time}` : row.day;
      issues.push({
        // More places sold by the file is the change to blame, else the capacity.
        path:
          presold > row.presold
            ? formatPath(["quotas", index, "sold", when])
            : capacityPath(quota, index, row.day, row.start_time),
        message: `quota ${quota.id} on ${when}: capacity ${capacity} is below the ${sold + row.held} places already sold or held`,
      });
    } else if (capacity !== row.capacity || sold !== row.sold || presold !== row.presold) {
      updates.push({ ...row, capacity, sold, presold });
    }
  }
  if (issues.length > 0) throw new CatalogueConflictError(issues);

  const known = new Set(existing.map(quotaPoolKey));
  const created = new Map<string, QuotaPoolRow>();
  for (const quota of quotas) {
    for (const key of keysOfFile(quota, slotTimes.get(quota.id) ?? [], today)) {
      const id = quotaPoolKey(key);
      if (known.has(id) || created.has(id)) continue;
      const presold = presoldAt(quota, key.day, key.start_time);
      created.set(id, {
        ...key,
        capacity: capacityAt(quota, key.day, key.start_time),
        sold: presold,
        held: 0,
        presold,
      });
    }
  }
  await writeQuotaPools(tx, updates, [...created.values()]);
  return { created: created.size, updated: updates.length };
}
