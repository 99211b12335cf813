// Which pools of a quota the catalogue speaks about. A slot quota has one pool per
// start time of the tickets drawing on it (spec selling-core §2: from first_entry to
// last_entry every entry_duration minutes), shared by all of them.

import { slotStartTimes } from "@shop/core";
import { DAY_START } from "../capacity/pool";
import type { QuotaInput } from "./format-parts";
import type { TicketInput } from "./ticket-format";

/** Start times "HH:MM" per slot quota id, ascending: the union over its time-slot tickets. */
export function slotTimesByQuota(
  quotas: readonly QuotaInput[],
  tickets: readonly TicketInput[],
): Map<number, string[]> {
  const times = new Map<number, Set<string>>();
  for (const quota of quotas) if (quota.kind === "slot") times.set(quota.id, new Set());
  for (const ticket of tickets) {
    if (ticket.ticket_type !== "time_slot") continue;
    const starts = slotStartTimes(ticket);
    for (const quotaId of ticket.quota_ids) {
      const set = times.get(quotaId);
      for (const start of set ? starts : []) set?.add(start);
    }
  }
  return new Map([...times].map(([id, set]) => [id, [...set].sort()]));
}

/** The capacity of one pool: an override of the slot, else of the day, else the quota's. */
export function capacityAt(quota: QuotaInput, day: string, startTime: string): number {
  const slot = quota.kind === "slot" ? quota.capacity_overrides[`${day} ${startTime}`] : undefined;
  return slot ?? quota.capacity_overrides[day] ?? quota.capacity;
}

/** The pool start time of a key's time: day quotas keep one pool at DAY_START. */
export function poolStartTime(quota: QuotaInput, time: string | null): string {
  return quota.kind === "day" ? DAY_START : (time ?? DAY_START);
}
