// spec selling-core §3 "Ticket" and "Ticket group".
import { z } from "zod";
import { TICKET_TYPES } from "../constants";
import { Cents, Count, Id, IsoDate, listOf, MinuteOfDay, Percent, Time, VatPct } from "./common";

// From @shop/core/constants (no zod); exported here for the contract's callers.
export { TICKET_TYPES };

/** spec selling-core §1: normal is bought for a date, time_slot for a date and a start time. */
export const TicketType = z
  .enum(TICKET_TYPES)
  .meta({ description: "Kind of ticket", example: "time_slot" });
export type TicketType = z.infer<typeof TicketType>;

/** spec selling-core §5: a photo is required unless photo_mandatory is optional or none. */
export const PhotoMandatory = z
  .enum(["mandatory", "optional", "none"])
  .meta({ description: "Whether personalisation needs a photo", example: "none" });
export type PhotoMandatory = z.infer<typeof PhotoMandatory>;

// spec selling-core §5: sub tickets have their own min_persons to max_persons. The spec lists
// no id, but cart items key sub_ticket_quantities by sub ticket, so one is added here.
/** A sub ticket of a mantle ticket. */
export const SubTicket = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string(),
    min_persons: Count,
    max_persons: Count,
  })
  .meta({
    id: "SubTicket",
    description: "Part of a mantle ticket with its own person bounds",
    example: {
      id: 7,
      title: "Child",
      description: "Up to 14 years",
      min_persons: 0,
      max_persons: 4,
    },
  });
export type SubTicket = z.infer<typeof SubTicket>;

/** Free-text content attributes of a ticket; reduction_reason is the one the shop names. */
export const TicketContent = z
  .object({ reduction_reason: z.string().nullable() })
  .catchall(z.string().nullable())
  .meta({
    id: "TicketContent",
    description: "Text attributes; reduction_reason explains a reduced price",
    example: { reduction_reason: "Students with a valid ID" },
  });
export type TicketContent = z.infer<typeof TicketContent>;

/** A ticket as GET /tickets and GET /tickets/{id} answer it. */
export const Ticket = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string(),
    ticket_type: TicketType,
    price_cents: Cents,
    vat_pct: VatPct,
    tax_included: z.boolean(),
    discount: Percent,
    // Not explained by the spec; read as the quantity pre-selected in the ticket list.
    quantity: Count,
    /** Minutes one entry lasts; time-slot lists show start times only when above 0. */
    entry_duration: Count,
    first_entry: MinuteOfDay.nullable(),
    last_entry: MinuteOfDay.nullable(),
    free_timing: z.boolean(),
    booked_out: z.boolean(),
    /** Places left, null when the ticket has no limit of its own. */
    available: Count.nullable(),
    quota_ids: z.array(Id),
    museum_ids: z.array(Id),
    exhibition_ids: z.array(Id),
    min_persons: Count,
    max_persons: Count,
    /** Price per date ("YYYY-MM-DD") for normal tickets, per start time ("HH:MM") for time slots. */
    dynamic_prices: z.record(z.union([IsoDate, Time]), Cents),
    is_mantle: z.boolean(),
    sub_tickets: z.array(SubTicket),
    /** Whether each unit needs attendee data (name, surname) before checkout. */
    attendees: z.boolean(),
    shipped_with_merchandise_id: Id.nullable(),
    photo_mandatory: PhotoMandatory,
    /** Null when the list was loaded without content (GET /tickets/content fills it). */
    content: TicketContent.nullable(),
  })
  .superRefine((ticket, ctx) => {
    if (ticket.min_persons > ticket.max_persons) {
      ctx.addIssue({
        code: "custom",
        path: ["max_persons"],
        message: "max_persons must not be below min_persons",
      });
    }
    // spec selling-core §3: dynamic prices are keyed by date for normal, by time for time_slot.
    const keyOk = ticket.ticket_type === "time_slot" ? Time : IsoDate;
    for (const key of Object.keys(ticket.dynamic_prices)) {
      if (!keyOk.safeParse(key).success) {
        ctx.addIssue({
          code: "custom",
          path: ["dynamic_prices", key],
          message: `Key does not fit a ${ticket.ticket_type} ticket`,
        });
      }
    }
  })
  .meta({
    id: "Ticket",
    description: "A bookable ticket (day, time slot, flex, combi, annual or mantle)",
    example: {
      id: 12,
      title: "Adult time-slot ticket",
      description: "Entry in the booked half hour",
      ticket_type: "time_slot",
      price_cents: 1400,
      vat_pct: 7,
      tax_included: true,
      discount: 0,
      quantity: 0,
      entry_duration: 30,
      first_entry: 600,
      last_entry: 1020,
      free_timing: false,
      booked_out: false,
      available: 240,
      quota_ids: [3],
      museum_ids: [1],
      exhibition_ids: [5],
      min_persons: 1,
      max_persons: 10,
      dynamic_prices: { "17:00": 1200 },
      is_mantle: false,
      sub_tickets: [],
      attendees: false,
      shipped_with_merchandise_id: null,
      photo_mandatory: "none",
      content: { reduction_reason: null },
    },
  });
export type Ticket = z.infer<typeof Ticket>;

/** A ticket group of the group-choice screen (spec selling-core §2 shop.tickets.groups). */
export const TicketGroup = z
  .object({
    name: z.string().min(1),
    order: z.int(),
    types: z.array(TicketType),
    list_ids: z.array(Id),
    ticket_ids: z.array(Id),
    /** Whether the group's tickets are shown with their content attributes. */
    withContentAttributes: z.boolean(),
    /** CSS class of the group's icon. */
    iconClass: z.string().nullable(),
  })
  .meta({
    id: "TicketGroup",
    description: "A group of tickets on the group-choice screen, ordered by order",
    example: {
      name: "timeSlot",
      order: 2,
      types: ["time_slot"],
      list_ids: [],
      ticket_ids: [],
      withContentAttributes: false,
      iconClass: "icon-clock",
    },
  });
export type TicketGroup = z.infer<typeof TicketGroup>;

// spec selling-core §3: two default groups exist, day (order 1) and timeSlot (order 2).
/** The default ticket groups when the shop configures none. */
export const DEFAULT_TICKET_GROUPS: readonly TicketGroup[] = [
  {
    name: "day",
    order: 1,
    types: ["normal"],
    list_ids: [],
    ticket_ids: [],
    withContentAttributes: false,
    iconClass: null,
  },
  {
    name: "timeSlot",
    order: 2,
    types: ["time_slot"],
    list_ids: [],
    ticket_ids: [],
    withContentAttributes: false,
    iconClass: null,
  },
];

/** GET /tickets/groups. */
export const TicketGroupList = z.object({ data: z.array(TicketGroup) }).meta({
  id: "TicketGroupList",
  description: "Configured ticket groups",
  example: { data: [...DEFAULT_TICKET_GROUPS] },
});
export type TicketGroupList = z.infer<typeof TicketGroupList>;

/** GET /tickets/content: content per ticket id. */
export const TicketContentList = z
  .object({ data: z.array(z.object({ id: Id, content: TicketContent })) })
  .meta({
    id: "TicketContentList",
    description: "Content attributes of the asked tickets",
    example: { data: [{ id: 12, content: { reduction_reason: "Students with a valid ID" } }] },
  });
export type TicketContentList = z.infer<typeof TicketContentList>;

/** GET /tickets: `{ data: Ticket[], meta: { total_count } }`. */
export const TicketList = listOf(Ticket, "TicketList");
export type TicketList = z.infer<typeof TicketList>;
