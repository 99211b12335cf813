// The waiting room's line in this process (store.ts has the rule): the single embedded
// instance's, lost when it stops. Maps keep their order of insertion, so the visits and the
// waiters, each re-inserted on every request, stand in the order of their last one: ended visits
// and silent waiters are taken from the front.
import {
  type AdmissionRule,
  FORGET_PASSED_OVER_MS,
  MINUTE_MS,
  type Place,
  RATE_WINDOW_MS,
  STEP_BATCH,
  type WaitingRoomStore,
} from "./store";

/** The index of the first number in `sorted` not less than `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function createMemoryWaitingRoomStore(): WaitingRoomStore {
  let last = 0;
  // The line: numbers in order, and each waiter's number and the time they were last seen.
  const line: number[] = [];
  const idOf = new Map<number, string>();
  const waiting = new Map<string, { number: number; seen: number }>();
  // Passed over: number and the time they were set aside.
  const passedOver = new Map<string, { number: number; since: number }>();
  const visiting = new Map<string, number>();
  const admissions: number[] = [];

  const takeFromLine = (id: string) => {
    const entry = waiting.get(id);
    if (!entry) return undefined;
    waiting.delete(id);
    line.splice(lowerBound(line, entry.number), 1);
    idOf.delete(entry.number);
    return entry;
  };
  const putInLine = (id: string, number: number, now: number) => {
    line.splice(lowerBound(line, number), 0, number);
    idOf.set(number, id);
    waiting.set(id, { number, seen: now });
  };

  // Admissions within the 60 s before `now` (the window the rule's per minute counts in).
  const admittedInLastMinute = (now: number) =>
    admissions.length - lowerBound(admissions, now - MINUTE_MS + 1);

  const step = (now: number, rule: AdmissionRule) => {
    for (const [id, active] of visiting) {
      if (active > now - rule.visitIdleMs) break;
      visiting.delete(id);
    }
    let moved = 0;
    for (const [id, entry] of waiting) {
      if (entry.seen > now - rule.silentMs || moved >= STEP_BATCH) break;
      takeFromLine(id);
      passedOver.set(id, { number: entry.number, since: now });
      moved += 1;
    }
    for (const [id, entry] of passedOver) {
      if (entry.since > now - FORGET_PASSED_OVER_MS) break;
      passedOver.delete(id);
    }
    while (admissions.length > 0 && (admissions[0] ?? 0) <= now - RATE_WINDOW_MS) {
      admissions.shift();
    }
    const lastMinute = admittedInLastMinute(now);
    let free = Math.min(
      rule.visitorsInside - visiting.size,
      rule.admissionsPerMinute - lastMinute,
      STEP_BATCH,
    );
    while (free > 0 && line.length > 0) {
      const id = idOf.get(line[0] ?? 0);
      if (id === undefined) break;
      takeFromLine(id);
      visiting.set(id, now);
      admissions.push(now);
      free -= 1;
    }
  };

  const placeOf = (id: string, now: number): Place => {
    if (visiting.has(id)) return { status: "visiting" };
    const number = waiting.get(id)?.number ?? 0;
    return {
      status: "waiting",
      ahead: lowerBound(line, number),
      admittedPerMinute: Math.max(admittedInLastMinute(now), Math.floor(admissions.length / 5)),
    };
  };

  return {
    kind: "memory",
    async check(id, now, rule) {
      // A visit that ended is over before anything else (the Redis step ends ended visits
      // first too): its visitor joins the end of the line.
      const active = visiting.get(id);
      if (active !== undefined) visiting.delete(id);
      if (active !== undefined && active > now - rule.visitIdleMs) {
        visiting.set(id, now);
      } else {
        const entry = takeFromLine(id) ?? passedOver.get(id);
        passedOver.delete(id);
        putInLine(id, entry?.number ?? ++last, now);
      }
      step(now, rule);
      return placeOf(id, now);
    },
    async visit(id, now, rule) {
      const active = visiting.get(id);
      if (active === undefined) return false;
      visiting.delete(id);
      if (active <= now - rule.visitIdleMs) return false;
      visiting.set(id, now);
      return true;
    },
    async leave(id) {
      takeFromLine(id);
      passedOver.delete(id);
      visiting.delete(id);
    },
    async close() {},
  };
}
