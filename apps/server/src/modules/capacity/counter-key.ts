/** One counter row: a quota on a day, at a start time for slot quotas. */
export interface CounterKey {
  quotaId: number;
  /** "YYYY-MM-DD" */
  day: string;
  /** "HH:MM"; DAY_START for day quotas. */
  startTime: string;
}

/** The start time under which day quotas keep their one counter per day. */
export const DAY_START = "00:00";

export function counterKeyId(key: CounterKey): string {
  return `${key.quotaId}|${key.day}|${key.startTime}`;
}

/** The locking order of DESIGN §4: by quota id, then day and start time. */
export function compareCounterKeys(a: CounterKey, b: CounterKey): number {
  return (
    a.quotaId - b.quotaId || a.day.localeCompare(b.day) || a.startTime.localeCompare(b.startTime)
  );
}

/** Keys as the three parallel arrays that SQL unnest() takes. */
export function keyArrays(keys: readonly CounterKey[]): [number[], string[], string[]] {
  return [keys.map((k) => k.quotaId), keys.map((k) => k.day), keys.map((k) => k.startTime)];
}
