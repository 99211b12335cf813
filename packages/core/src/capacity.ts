import { addDays, berlinWallSecondsSince, isIsoDate, isIsoTime, minutesOfTime } from "./dates";

// spec selling-core §9: minimum selectable slot capacity 1.
export const MIN_SELECTABLE_CAPACITY = 1;
// spec selling-core §9, surrounding-areas §9: few-seats threshold default 70 percent.
export const FEW_SEATS_PERCENT = 70;
// spec selling-core §4: a slot is flagged warning when capacity is below 10.
export const WARNING_CAPACITY_BELOW = 10;
// spec selling-core §9: time-slot capacity threshold 30 for the capacity colours.
export const CAPACITY_THRESHOLD = 30;
// spec surrounding-areas §9: the sold-out banner looks ahead 30 days.
export const SOLD_OUT_LOOK_AHEAD_DAYS = 30;

/** One time slot of a capacity record (spec selling-core §3). */
export interface TimeSlot {
  /** "HH:MM" (on the day being shown) or ISO date-time. */
  start_time: string;
  /** Places left; null or absent means the slot has no capacity limit. */
  capacity?: number | null;
  total_capacity?: number | null;
  seats?: { available: number; max: number } | null;
}

export const SLOT_STATE = {
  soldOut: "soldOut",
  disabled: "disabled",
  few: "few",
  warning: "warning",
  available: "available",
} as const;

export type SlotStateKind = (typeof SLOT_STATE)[keyof typeof SLOT_STATE];

export type SlotState =
  | { kind: typeof SLOT_STATE.soldOut }
  | { kind: typeof SLOT_STATE.disabled; available: number }
  | { kind: typeof SLOT_STATE.few; available: number }
  | { kind: typeof SLOT_STATE.warning; available: number }
  | { kind: typeof SLOT_STATE.available; available: number | null };

export interface SlotStateOptions {
  /** Places the visitor needs (e.g. persons selected); default MIN_SELECTABLE_CAPACITY. */
  minCapacity?: number;
  /** Shop setting `fewSeatsPercent`; default FEW_SEATS_PERCENT. */
  fewSeatsPercent?: number;
}

/** Places left in a slot: the smaller of capacity and seats.available, null when unlimited. */
export function slotAvailable(slot: TimeSlot): number | null {
  const limits: number[] = [];
  if (slot.capacity != null) limits.push(slot.capacity);
  if (slot.seats != null) limits.push(slot.seats.available);
  // An overbooked slot (negative count) is simply sold out, never "minus 2 left".
  return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
}

/** Tells whether a slot can be chosen for the given number of needed places. */
export function isSelectable(slot: TimeSlot, minCapacity = MIN_SELECTABLE_CAPACITY): boolean {
  // spec selling-core §5: choosable when capacity ≥ the minimum or there is no capacity value.
  // Seats count as capacity too, so a slot with seats.available 0 is never choosable (§4).
  const available = slotAvailable(slot);
  return available === null || available >= minCapacity;
}

/**
 * The issue 34, Deliver 3: the sold-out message's suggestions. The start times ("HH:MM") of the
 * day that have `minCapacity` places, nearest to `time` first (the earlier one of two as near),
 * at most `count`; `time` itself never.
 */
export function nearestSlotsWithPlaces(
  slots: readonly TimeSlot[],
  time: string,
  count = 3,
  minCapacity = MIN_SELECTABLE_CAPACITY,
): string[] {
  const at = minutesOfTime(time);
  return slots
    .filter(
      (slot) =>
        slot.start_time !== time && isIsoTime(slot.start_time) && isSelectable(slot, minCapacity),
    )
    .map((slot) => ({ time: slot.start_time, minutes: minutesOfTime(slot.start_time) }))
    .sort((a, b) => Math.abs(a.minutes - at) - Math.abs(b.minutes - at) || a.minutes - b.minutes)
    .slice(0, count)
    .map((slot) => slot.time);
}

/** Tells whether seats are at or below `percent` of the maximum, in exact integer math. */
function hasFewSeats(seats: TimeSlot["seats"], percent: number): boolean {
  // available / max ≤ percent / 100  ⇔  available · 100 ≤ percent · max  (max > 0);
  // no division, so 70 % of 10 seats is exactly 7 and 7 is "few", 8 is not.
  if (seats == null || seats.max <= 0) return false;
  return seats.available * 100 <= percent * seats.max;
}

/**
 * Decides how a time slot is shown. Precedence: soldOut > disabled > few > warning > available.
 */
export function slotState(slot: TimeSlot, options: SlotStateOptions = {}): SlotState {
  const minCapacity = options.minCapacity ?? MIN_SELECTABLE_CAPACITY;
  const fewSeatsPercent = options.fewSeatsPercent ?? FEW_SEATS_PERCENT;
  const available = slotAvailable(slot);
  // spec selling-core §4: sold out when available seats or capacity is 0.
  if (available === 0) return { kind: SLOT_STATE.soldOut };
  // spec selling-core §4/§5 error 'available': below the places needed, disabled with the count.
  if (available !== null && available < minCapacity) {
    return { kind: SLOT_STATE.disabled, available };
  }
  // spec selling-core §4: a 'few tickets' hint when seats are at or below the percentage.
  if (available !== null && hasFewSeats(slot.seats, fewSeatsPercent)) {
    return { kind: SLOT_STATE.few, available };
  }
  // spec selling-core §4: warning when capacity is below 10 (capacity only, not seats).
  if (available !== null && slot.capacity != null && slot.capacity < WARNING_CAPACITY_BELOW) {
    return { kind: SLOT_STATE.warning, available };
  }
  return { kind: SLOT_STATE.available, available };
}

/** Tells whether a ticket is booked out (its quantity input is then disabled). */
export function isBookedOut(ticket: { booked_out?: boolean | null }): boolean {
  // spec selling-core §4: booked out when booked_out is set.
  return ticket.booked_out === true;
}

export const CAPACITY_COLOUR = { none: "none", few: "few", enough: "enough" } as const;

export type CapacityColour = (typeof CAPACITY_COLOUR)[keyof typeof CAPACITY_COLOUR];

/** Colours a capacity: none at 0 or less, few strictly below the threshold, else enough. */
export function capacityColour(
  capacity: number | null | undefined,
  threshold = CAPACITY_THRESHOLD,
): CapacityColour {
  // spec selling-core §9: threshold 30, colours none/few/enough. "Below" is strict: 30 places
  // are enough, 29 are few. No capacity value means no limit, hence enough.
  if (capacity == null) return CAPACITY_COLOUR.enough;
  if (capacity <= 0) return CAPACITY_COLOUR.none;
  if (capacity < threshold) return CAPACITY_COLOUR.few;
  return CAPACITY_COLOUR.enough;
}

/**
 * One day of the capacity calendar (GET /tickets/calendar, keyed "YYYY-MM-DD"):
 * a number of places left, or `{ available, closed }` where available null means no limit.
 * A missing day, null, or `closed: true` is a closed day.
 */
export type CalendarDay = number | { available: number | null; closed?: boolean } | null;

export type CapacityCalendar = Readonly<Record<string, CalendarDay | undefined>>;

export const DAY_AVAILABILITY = {
  closed: "closed",
  soldOut: "soldOut",
  few: "few",
  enough: "enough",
} as const;

export type DayAvailability = (typeof DAY_AVAILABILITY)[keyof typeof DAY_AVAILABILITY];

// A table rather than a switch: the Record type alone makes it exhaustive over the colours.
const DAY_OF_COLOUR: Readonly<Record<CapacityColour, DayAvailability>> = {
  [CAPACITY_COLOUR.none]: DAY_AVAILABILITY.soldOut,
  [CAPACITY_COLOUR.few]: DAY_AVAILABILITY.few,
  [CAPACITY_COLOUR.enough]: DAY_AVAILABILITY.enough,
};

/** Classifies a calendar day: closed, soldOut (none left), few (below threshold) or enough. */
export function dayAvailability(
  day: CalendarDay | undefined,
  options: { threshold?: number } = {},
): DayAvailability {
  if (day == null) return DAY_AVAILABILITY.closed;
  if (typeof day === "object" && day.closed === true) return DAY_AVAILABILITY.closed;
  const places = typeof day === "number" ? day : day.available;
  return DAY_OF_COLOUR[capacityColour(places, options.threshold)];
}

/** Tells whether no day in [today, today + days - 1] is bookable, which shows the banner. */
export function soldOutLookAhead(
  calendar: CapacityCalendar,
  today: string,
  days = SOLD_OUT_LOOK_AHEAD_DAYS,
): boolean {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`look-ahead days must be a positive integer, got ${days}`);
  }
  for (let offset = 0; offset < days; offset += 1) {
    // Walk the window rather than the record's keys: a missing day counts as not available.
    const state = dayAvailability(calendar[addDays(today, offset)]);
    if (state === DAY_AVAILABILITY.few || state === DAY_AVAILABILITY.enough) return false;
  }
  return true;
}

/** Tells whether the last entry of `date` (minutes after start of day, Berlin) has passed. */
export function isPastLastEntry(input: {
  lastEntryMinutes: number | null | undefined;
  date: string;
  now: Date;
}): boolean {
  // A ticket without last_entry has no entry limit.
  if (input.lastEntryMinutes == null) return false;
  // spec selling-core §9: minutes after start of day are wall-clock minutes (600 = 10:00)
  // also on DST days; the entry is hidden once past, so exactly at last entry it still shows.
  return berlinWallSecondsSince(input.date, input.now) > input.lastEntryMinutes * 60;
}

/** Tells whether a slot has started (now at or after its start), so it is hidden. */
export function isSlotPast(input: { date: string; startTime: string; now: Date }): boolean {
  const start = parseStartTime(input.startTime);
  // An ISO time with an offset names one instant: compare instants, no zone needed.
  if (start.instant !== null) return input.now.getTime() >= start.instant;
  // Otherwise it is Berlin wall clock on its own date (ISO) or on `date` ("HH:MM").
  const date = start.date ?? input.date;
  return berlinWallSecondsSince(date, input.now) >= start.secondsOfDay;
}

const START_TIME =
  /^(?:(\d{4}-\d{2}-\d{2})T)?(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Splits a start time into an instant (ISO with offset) or a Berlin wall-clock time. */
function parseStartTime(startTime: string): {
  instant: number | null;
  date: string | undefined;
  secondsOfDay: number;
} {
  const match = START_TIME.exec(startTime);
  const [, date, hh, mm, ss, offset] = match ?? [];
  const secondsOfDay = Number(hh) * 3600 + Number(mm) * 60 + Number(ss ?? 0);
  const valid =
    match !== null &&
    (offset === undefined || date !== undefined) &&
    Number(hh) < 24 &&
    Number(mm) < 60 &&
    Number(ss ?? 0) < 60;
  if (!valid) throw new RangeError(`expected HH:MM or ISO date-time, got ${startTime}`);
  if (date !== undefined && !isIsoDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return {
    instant: offset === undefined ? null : Date.parse(startTime),
    date,
    secondsOfDay,
  };
}
