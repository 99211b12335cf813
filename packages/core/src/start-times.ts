// spec selling-core §2, §9: a time-slot ticket offers start times from first_entry to
// last_entry, one every entry_duration minutes, when entry_duration is above 0. On the day
// itself a slot stays open until its entry window ends (start + entry_duration), and once
// the last entry has passed the day offers nothing more.
import { isPastLastEntry } from "./capacity";
import { berlinWallSecondsSince, minutesOfTime } from "./dates";

/** The fields of a ticket that decide its start times (minutes after start of day). */
export interface SlotTimes {
  entry_duration: number;
  first_entry: number | null;
  last_entry: number | null;
}

const DAY_MINUTES = 24 * 60;
const DAY_SECONDS = DAY_MINUTES * 60;

function formatMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Every start time "HH:MM" of a ticket's slots, ascending, whatever the day. */
export function slotStartTimes(ticket: SlotTimes): string[] {
  if (ticket.entry_duration <= 0) return [];
  const first = ticket.first_entry ?? 0;
  const last = Math.min(ticket.last_entry ?? DAY_MINUTES - 1, DAY_MINUTES - 1);
  const times: string[] = [];
  for (let minutes = first; minutes <= last; minutes += ticket.entry_duration) {
    times.push(formatMinutes(minutes));
  }
  return times;
}

/**
 * Tells whether `date` (Berlin) still takes visitors at `now`: not a past day, and its last
 * entry (when the ticket has one) not passed. The server also asks the ticket's houses
 * (house-hours.ts isHouseEntryOpen); the shop reads that from the calendar.
 */
export function isEntryOpen(
  ticket: Pick<SlotTimes, "last_entry">,
  date: string,
  now: Date,
): boolean {
  if (berlinWallSecondsSince(date, now) >= DAY_SECONDS) return false;
  return !isPastLastEntry({ lastEntryMinutes: ticket.last_entry, date, now });
}

/** The start times of `date` that can still be booked at `now`, ascending. */
export function openStartTimes(ticket: SlotTimes, date: string, now: Date): string[] {
  if (!isEntryOpen(ticket, date, now)) return [];
  const elapsed = berlinWallSecondsSince(date, now);
  return slotStartTimes(ticket).filter(
    (time) => (minutesOfTime(time) + ticket.entry_duration) * 60 > elapsed,
  );
}
