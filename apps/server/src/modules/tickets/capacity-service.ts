// The capacity answers of spec selling-core §3 "Capacity record" and §7: per ticket and day,
// places left (capacities) and places in all (total_capacities) keyed by start time, the
// record of each quota, and the time slots with their seats. Counted from the pools at
// the clock's now; the routes keep an answer at most READ_CACHE_MS (≤ 1 s), and every hold
// write on its tickets' quotas that day drops it (src/http/read-cache.ts), so no answer shows
// a sold-out slot as free for more than a second.
import { isValidCartDate } from "@shop/core";
import type {
  CapacityByTime,
  CapacityRecord,
  StartTimes,
  TicketCapacity,
  TimeSlot,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import { type CapacityRows, readCapacityRows } from "./capacity-repository";

/** spec selling-core §9: annual tickets show a fixed capacity of 100 under quota 9999. */
export const ANNUAL_CAPACITY = { quotaId: 9999, places: 100 } as const;

const DAY_KEY = "00:00";

export interface CapacityDeps {
  db: Queryable;
  clock: Clock;
}

function checkDay(date: string, now: Date, field = "date"): void {
  // spec selling-core §5: a cart date is today or later; earlier days have nothing to sell.
  if (!isValidCartDate(date, now)) throw fieldError("validation", field, "Must be today or later");
}

/** Smallest of the numbers; null when there are none (nothing limits it). */
function smallest(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.min(...values);
}

interface Built extends CapacityRecord {
  quotas: Record<string, CapacityRecord>;
  time_slots: TimeSlot[];
}

function buildOne(rows: CapacityRows, ticketId: number): Built | undefined {
  const ticket = rows.tickets.find((row) => row.ticket_id === ticketId);
  if (!ticket) return undefined;
  if (ticket.ticket_type === "annual") {
    const record = {
      capacities: { [DAY_KEY]: ANNUAL_CAPACITY.places },
      total_capacities: { [DAY_KEY]: ANNUAL_CAPACITY.places },
    };
    return { ...record, quotas: { [ANNUAL_CAPACITY.quotaId]: record }, time_slots: [] };
  }
  const quotaRows = rows.quotas.filter((row) => row.ticket_id === ticketId);
  const quotas: Record<string, CapacityRecord> = {};
  for (const row of quotaRows) {
    const record = quotas[row.quota_id] ?? { capacities: {}, total_capacities: {} };
    quotas[row.quota_id] = record;
    record.capacities[row.start_time] = row.free;
    record.total_capacities[row.start_time] = row.total;
  }
  const capacities: CapacityByTime = {};
  const totals: CapacityByTime = {};
  const timeSlots: TimeSlot[] = [];
  // A booked-out ticket or a day that sells nothing shows no places left.
  const closed = !ticket.on_sale || ticket.booked_out;
  const dayRows = quotaRows.filter((row) => row.start_time === DAY_KEY);
  if (ticket.free_timing) {
    // A flex ticket has no day and draws on no quota: no limit to show.
  } else if (ticket.ticket_type === "normal") {
    const free = smallest(dayRows.map((row) => row.free));
    const total = smallest(dayRows.map((row) => row.total));
    if (closed) {
      capacities[DAY_KEY] = 0;
      totals[DAY_KEY] = total ?? 0;
    } else if (free !== null && total !== null) {
      capacities[DAY_KEY] = free;
      totals[DAY_KEY] = total;
    }
  } else if (ticket.on_sale) {
    for (const slot of rows.slots.filter((row) => row.ticket_id === ticketId)) {
      const limits = quotaRows.filter(
        (row) => row.start_time === slot.start_time || row.start_time === DAY_KEY,
      );
      const total = smallest(limits.map((row) => row.total));
      const free = ticket.booked_out ? 0 : smallest(limits.map((row) => row.free));
      if (free !== null) capacities[slot.start_time] = free;
      if (total !== null) totals[slot.start_time] = total;
      timeSlots.push({
        start_time: slot.start_time,
        capacity: free,
        total_capacity: total,
        seats: free === null || total === null ? null : { available: free, max: total },
      });
    }
  }
  return { capacities, total_capacities: totals, quotas, time_slots: timeSlots };
}

export async function getTicketCapacity(
  deps: CapacityDeps,
  ticketId: number,
  date: string,
): Promise<TicketCapacity> {
  const now = deps.clock();
  checkDay(date, now);
  const built = buildOne(await readCapacityRows(deps.db, [ticketId], date, now), ticketId);
  if (!built) throw fieldError("not_found", "id", "No such ticket");
  return { ticket_id: ticketId, date, ...built };
}

export async function getStartTimes(
  deps: CapacityDeps,
  ticketId: number,
  date: string,
): Promise<StartTimes> {
  const capacity = await getTicketCapacity(deps, ticketId, date);
  return { data: capacity.time_slots };
}

export async function getCapacities(
  deps: CapacityDeps,
  ticketIds: readonly number[],
  date: string,
): Promise<{ data: Record<string, CapacityRecord> }> {
  const now = deps.clock();
  checkDay(date, now);
  const ids = [...new Set(ticketIds)];
  const rows = await readCapacityRows(deps.db, ids, date, now);
  const data: Record<string, CapacityRecord> = {};
  const unknown: number[] = [];
  for (const id of ids) {
    const built = buildOne(rows, id);
    if (built)
      data[id] = { capacities: built.capacities, total_capacities: built.total_capacities };
    else unknown.push(id);
  }
  if (unknown.length > 0) {
    const message = `No such ticket: ${unknown.join(", ")}`;
    throw new ApiError("not_found", message, { "ticket_ids[]": [message] });
  }
  return { data };
}
