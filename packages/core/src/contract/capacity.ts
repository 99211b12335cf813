// spec selling-core §3 "Capacity record" and the capacity calls of §7.
import { z } from "zod";
import { Count, Id, IdKey, IsoDate, Time } from "./common";

/** Places per start time ("HH:MM"); a day ticket has the one key "00:00". */
export const CapacityByTime = z
  .record(Time, Count)
  .meta({ description: "Places per start time", example: { "10:00": 25, "10:30": 0 } });
export type CapacityByTime = z.infer<typeof CapacityByTime>;

/** Places left (capacities) and places in all (total_capacities), per start time. */
export const CapacityRecord = z
  .object({ capacities: CapacityByTime, total_capacities: CapacityByTime })
  .meta({
    id: "CapacityRecord",
    description: "Places left and places in all, keyed by start time",
    example: { capacities: { "10:00": 25 }, total_capacities: { "10:00": 40 } },
  });
export type CapacityRecord = z.infer<typeof CapacityRecord>;

/** Seats of a slot: how many are left of how many. */
export const Seats = z.object({ available: Count, max: Count }).meta({
  id: "Seats",
  description: "Seats left of seats in all",
  example: { available: 12, max: 40 },
});
export type Seats = z.infer<typeof Seats>;

// spec selling-core §5: a slot with no capacity value can always be chosen, so it is nullable.
/** One time slot of a day. */
export const TimeSlot = z
  .object({
    start_time: Time,
    capacity: Count.nullable(),
    total_capacity: Count.nullable(),
    seats: Seats.nullable(),
  })
  .meta({
    id: "TimeSlot",
    description: "A start time with its places left (null: no limit)",
    example: {
      start_time: "10:30",
      capacity: 12,
      total_capacity: 40,
      seats: { available: 12, max: 40 },
    },
  });
export type TimeSlot = z.infer<typeof TimeSlot>;

/** GET /tickets/{id}/capacity: the ticket's own record, its quotas' records and its slots. */
export const TicketCapacity = z
  .object({
    ticket_id: Id,
    date: IsoDate,
    capacities: CapacityByTime,
    total_capacities: CapacityByTime,
    /** The record of every quota the ticket draws on, keyed by quota id. */
    quotas: z.record(IdKey, CapacityRecord),
    time_slots: z.array(TimeSlot),
  })
  .meta({
    id: "TicketCapacity",
    description: "Capacity of one ticket on one day",
    example: {
      ticket_id: 12,
      date: "2025-06-14",
      capacities: { "10:00": 25 },
      total_capacities: { "10:00": 40 },
      quotas: { "3": { capacities: { "10:00": 25 }, total_capacities: { "10:00": 40 } } },
      time_slots: [
        {
          start_time: "10:00",
          capacity: 25,
          total_capacity: 40,
          seats: { available: 25, max: 40 },
        },
      ],
    },
  });
export type TicketCapacity = z.infer<typeof TicketCapacity>;

/** GET /tickets/capacities: one capacity record per asked ticket, keyed by ticket id. */
export const TicketCapacities = z.object({ data: z.record(IdKey, CapacityRecord) }).meta({
  id: "TicketCapacities",
  description: "Capacity records per ticket for one day",
  example: { data: { "12": { capacities: { "10:00": 25 }, total_capacities: { "10:00": 40 } } } },
});
export type TicketCapacities = z.infer<typeof TicketCapacities>;

// The shape matches CalendarDay of ../capacity.ts; `tickets` lets the shop apply the calendar
// mode (spec selling-core §9: any or all) without a second call.
/** Availability of one calendar day. */
export const DayAvailability = z
  .object({
    /** Places left over the asked tickets; null when unlimited. */
    available: Count.nullable(),
    /** A closed day (no validity, museum closed) is never bookable. */
    closed: z.boolean(),
    /** Places left per ticket id (null: unlimited); a missing ticket is not on sale that day. */
    tickets: z.record(IdKey, Count.nullable()),
  })
  .meta({
    id: "DayAvailability",
    description: "Places left on one day, in all and per ticket",
    example: { available: 37, closed: false, tickets: { "12": 25, "13": 12 } },
  });
export type DayAvailability = z.infer<typeof DayAvailability>;

/** GET /tickets/calendar: availability per day "YYYY-MM-DD". */
export const TicketCalendar = z.object({ data: z.record(IsoDate, DayAvailability) }).meta({
  id: "TicketCalendar",
  description: "Availability per day of the asked range",
  example: {
    data: {
      "2025-06-14": { available: 37, closed: false, tickets: { "12": 25, "13": 12 } },
      "2025-06-16": { available: 0, closed: true, tickets: {} },
    },
  },
});
export type TicketCalendar = z.infer<typeof TicketCalendar>;

/** GET /tickets/{id}/start_times?date: the time slots of one ticket on one day. */
export const StartTimes = z.object({ data: z.array(TimeSlot) }).meta({
  id: "StartTimes",
  description: "Start times of a ticket on a day",
  example: {
    data: [
      { start_time: "10:00", capacity: 25, total_capacity: 40, seats: { available: 25, max: 40 } },
      { start_time: "10:30", capacity: null, total_capacity: null, seats: null },
    ],
  },
});
export type StartTimes = z.infer<typeof StartTimes>;
