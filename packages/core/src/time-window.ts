// spec selling-core §9: the time picker shows a window of 3 hours around the start, which the
// visitor can extend by 2 hours up to 5 times.
import { minutesOfTime } from "./dates";

const DAY_MINUTES = 24 * 60;

/**
 * The picker's window, in minutes of the day. "Around the start" is read as one hour before the
 * start and two after it, so the slot just missed stays visible; each extension adds 2 hours
 * after the end, where the later slots are.
 */
export const TIME_WINDOW = {
  beforeStartMinutes: 60,
  afterStartMinutes: 120,
  extensionMinutes: 120,
  maxExtensions: 5,
} as const;

/** A half-open range of minutes of the day: a slot belongs if fromMinutes ≤ its start < toMinutes. */
export interface TimeWindow {
  fromMinutes: number;
  toMinutes: number;
}

/** Something that starts at a wall-clock time "HH:MM" (a time slot). */
export interface StartsAt {
  start_time: string;
}

/**
 * The picker's window around `startMinutes` (0–1439) after `extensions` (0–5) extensions,
 * clamped to the day [0, 1440]; `canExtend` is false after the fifth extension or once the
 * window reaches the end of the day.
 */
export function timeWindow(input: { startMinutes: number; extensions: number }): TimeWindow & {
  canExtend: boolean;
} {
  const { startMinutes, extensions } = input;
  if (!Number.isInteger(startMinutes) || startMinutes < 0 || startMinutes >= DAY_MINUTES) {
    throw new RangeError(`startMinutes must be an integer 0–1439: ${startMinutes}`);
  }
  if (!Number.isInteger(extensions) || extensions < 0 || extensions > TIME_WINDOW.maxExtensions) {
    throw new RangeError(
      `extensions must be an integer 0–${TIME_WINDOW.maxExtensions}: ${extensions}`,
    );
  }
  const fromMinutes = Math.max(0, startMinutes - TIME_WINDOW.beforeStartMinutes);
  const toMinutes = Math.min(
    DAY_MINUTES,
    startMinutes + TIME_WINDOW.afterStartMinutes + extensions * TIME_WINDOW.extensionMinutes,
  );
  const canExtend = extensions < TIME_WINDOW.maxExtensions && toMinutes < DAY_MINUTES;
  return { fromMinutes, toMinutes, canExtend };
}

/** The slots whose start time lies in the window, in their given order. */
export function slotsInWindow<T extends StartsAt>(slots: readonly T[], window: TimeWindow): T[] {
  return slots.filter((slot) => {
    const minutes = minutesOfTime(slot.start_time);
    return minutes >= window.fromMinutes && minutes < window.toMinutes;
  });
}

/**
 * spec selling-core §9 ("times grouped"): the picker lists start times under their hour.
 * Groups come in hour order, and the slots of an hour by start time (ties keep their order).
 */
export function groupSlotsByHour<T extends StartsAt>(
  slots: readonly T[],
): Array<{ hour: number; slots: T[] }> {
  const sorted = slots
    .map((slot) => ({ slot, minutes: minutesOfTime(slot.start_time) }))
    .sort((a, b) => a.minutes - b.minutes);
  const groups: Array<{ hour: number; slots: T[] }> = [];
  for (const { slot, minutes } of sorted) {
    const hour = Math.floor(minutes / 60);
    const last = groups.at(-1);
    if (last?.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}
