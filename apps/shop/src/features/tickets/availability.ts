// spec selling-core §2 (time and types states), §4 "Ticket list", §9 (calendar): what the
// calendar, the look-ahead and the ticket rows read from the capacity answers.
import {
  addDays,
  type CalendarDay,
  DAY_AVAILABILITY,
  type DayAvailability,
  dayAvailability,
  isEntryOpen,
  openStartTimes,
  slotStartTimes,
} from "@shop/core";
import type {
  CalendarMode,
  DayAvailability as DayRecord,
  Ticket,
  TicketCalendar,
  TicketCapacity,
} from "@shop/core/contract";

/** The calendar day of the given tickets: places over any or all of them (spec §9 modes). */
export function dayOfTickets(
  day: DayRecord | undefined,
  ticketIds: readonly number[],
  mode: CalendarMode,
): CalendarDay {
  if (!day || day.closed) return null;
  const places = ticketIds
    .filter((id) => String(id) in day.tickets)
    .map((id) => day.tickets[String(id)] ?? null);
  if (places.length === 0) return null;
  // A missing ticket is not on sale that day: in mode all the day is then closed.
  if (mode === "all" && places.length < ticketIds.length) return null;
  // null: unlimited. "any" takes the most places of one ticket, "all" the fewest.
  if (places.includes(null)) {
    const limited = places.filter((place): place is number => place !== null);
    if (mode === "any" || limited.length === 0) return { available: null };
    return { available: Math.min(...limited) };
  }
  const counts = places as number[];
  return { available: mode === "any" ? Math.max(...counts) : Math.min(...counts) };
}

/** The days of a calendar answer for some tickets (input of @shop/core's day rules). */
export function calendarDays(
  calendar: TicketCalendar | undefined,
  ticketIds: readonly number[],
  mode: CalendarMode,
): Record<string, CalendarDay> {
  const days: Record<string, CalendarDay> = {};
  for (const [date, day] of Object.entries(calendar?.data ?? {})) {
    days[date] = dayOfTickets(day, ticketIds, mode);
  }
  return days;
}

/** The days of a calendar answer as the capacity calendar shows them, for some tickets. */
export function calendarAvailability(
  calendar: TicketCalendar | undefined,
  ticketIds: readonly number[],
  mode: CalendarMode,
  threshold: number,
): Record<string, DayAvailability> {
  const days: Record<string, DayAvailability> = {};
  for (const [date, day] of Object.entries(calendarDays(calendar, ticketIds, mode))) {
    days[date] = dayAvailability(day, { threshold });
  }
  return days;
}

/** Tells whether a day of the availability table can be booked. */
export function isBookableDay(kind: DayAvailability | undefined): boolean {
  return kind === DAY_AVAILABILITY.few || kind === DAY_AVAILABILITY.enough;
}

// spec selling-core §2 shop.tickets.types, §9: up to 3 next-day tries.
export const NEXT_DAY_TRIES = 3;

/**
 * For groups whose tickets have a last entry: when `date` no longer takes visitors (last entry
 * passed) or has no places, the first of the next 3 days that does, else undefined.
 */
export function nextOpenDay(input: {
  tickets: ReadonlyArray<{ id: number; last_entry: number | null }>;
  date: string;
  now: Date;
  days: Readonly<Record<string, DayAvailability>>;
}): string | undefined {
  const { tickets, date, now, days } = input;
  for (let offset = 1; offset <= NEXT_DAY_TRIES; offset += 1) {
    const day = addDays(date, offset);
    const open = tickets.some((ticket) => isEntryOpen(ticket, day, now));
    if (open && isBookableDay(days[day])) return day;
  }
  return undefined;
}

/** Places left in a capacity record at a start time; a day record has the one key 00:00. */
export function placesAt(
  record: Readonly<Record<string, number>>,
  time: string | undefined,
): number | undefined {
  if (time !== undefined && record[time] !== undefined) return record[time];
  return record["00:00"];
}

/** Free places per quota id over the loaded capacity answers (spec selling-core §5). */
export function quotaCapacities(
  answers: readonly TicketCapacity[],
  time: string | undefined,
): Record<number, number> {
  const free: Record<number, number> = {};
  for (const answer of answers) {
    for (const [quotaId, record] of Object.entries(answer.quotas)) {
      const places = placesAt(record.capacities, time);
      if (places === undefined) continue;
      const id = Number(quotaId);
      free[id] = Math.min(free[id] ?? places, places);
    }
  }
  return free;
}

/** The places left of one ticket at the time and its total, for the few-tickets hint. */
export function ticketPlaces(
  answer: TicketCapacity | undefined,
  time: string | undefined,
): { available: number; max: number } | undefined {
  if (!answer) return undefined;
  const available = placesAt(answer.capacities, time);
  const max = placesAt(answer.total_capacities, time);
  if (available === undefined || max === undefined) return undefined;
  return { available, max };
}

/** spec selling-core §4: a few-tickets hint when places are at or below the percent of all. */
export function isFewLeft(places: { available: number; max: number }, percent: number): boolean {
  // Integer math, as the slot rule of @shop/core: available / max ≤ percent / 100.
  return places.max > 0 && places.available > 0 && places.available * 100 <= percent * places.max;
}

/** spec selling-core §2: the tickets of a day that get a start-time list (entry_duration > 0). */
export function slotTicketsOn(tickets: readonly Ticket[], date: string, now: Date): Ticket[] {
  return tickets.filter(
    (ticket) =>
      ticket.ticket_type === "time_slot" &&
      ticket.entry_duration > 0 &&
      isEntryOpen(ticket, date, now),
  );
}

/**
 * A start time that some time-slot ticket of the group offers on `date`, but no longer at `now`
 * (a deep link to a slot that has begun and closed its entry). A time no ticket offers at all is
 * not "passed": the types step treats it as any unknown time.
 */
export function isStartTimePassed(
  tickets: readonly Ticket[],
  input: { date: string; time: string; now: Date },
): boolean {
  const offering = tickets.filter(
    (ticket) => ticket.ticket_type === "time_slot" && slotStartTimes(ticket).includes(input.time),
  );
  return (
    offering.length > 0 &&
    !offering.some((ticket) => openStartTimes(ticket, input.date, input.now).includes(input.time))
  );
}

/**
 * spec selling-core §2: where a passed start time moves to: the same day while it still has open
 * start times and places, else the first of the next 3 days with places (undefined: none).
 */
export function dayAfterPassedTime(input: {
  tickets: readonly Ticket[];
  date: string;
  now: Date;
  days: Readonly<Record<string, DayAvailability>>;
}): string | undefined {
  const { tickets, date, now, days } = input;
  const later = slotTicketsOn(tickets, date, now).some(
    (ticket) => openStartTimes(ticket, date, now).length > 0,
  );
  if (later && isBookableDay(days[date])) return date;
  return nextOpenDay(input);
}
