// A ticket in the catalogue file: every field of spec selling-core §3 "Ticket" that is not
// computed by the shop (available, the booked places), with the rules that one ticket must
// satisfy on its own. Rules across the file (known quota ids …) are in format.ts.

import { isIsoDate, slotStartTimes } from "@shop/core";
import { isDated } from "@shop/core/booking";
import {
  Cents,
  Count,
  Id,
  IsoDate,
  Percent,
  PhotoMandatory,
  TicketType,
  Time,
  VatPct,
} from "@shop/core/contract";
import { z } from "zod";
import { LocalizedText, MinuteOfDayInput, SubTicketInput, TextAttributes } from "./format-parts";

/** Whether the ticket is bought for a visit day (and so draws on day and slot quotas). */
export const isDatedTicket = isDated;

export const TicketInput = z
  .strictObject({
    id: Id,
    title: LocalizedText,
    description: LocalizedText.optional(),
    ticket_type: TicketType,
    price_cents: Cents,
    // No default: whether a ticket is VAT-exempt (German VAT act §4 No. 20a) is the venue's call.
    vat_pct: VatPct,
    tax_included: z.boolean().default(true),
    discount: Percent.default(0),
    quantity: Count.default(0),
    /** Minutes between slot starts (time_slot tickets). */
    entry_duration: Count.default(0),
    first_entry: MinuteOfDayInput.nullable().default(null),
    last_entry: MinuteOfDayInput.nullable().default(null),
    /** A flex ticket: no visit date. */
    free_timing: z.boolean().default(false),
    bookable: z.boolean().default(true),
    booked_out: z.boolean().default(false),
    min_persons: Count.default(1),
    max_persons: Count.default(10),
    /** Price by date "YYYY-MM-DD" (normal) or by start time "HH:MM" (time_slot). */
    dynamic_prices: z.record(z.string(), Cents).default({}),
    is_mantle: z.boolean().default(false),
    sub_tickets: z.array(SubTicketInput).default([]),
    attendees: z.boolean().default(false),
    shipped_with_merchandise_id: Id.nullable().default(null),
    photo_mandatory: PhotoMandatory.default("none"),
    /** Text attributes; reduction_reason explains a reduced price. */
    content: TextAttributes.default({}),
    validity: z
      .strictObject({
        from: IsoDate.nullable().default(null),
        to: IsoDate.nullable().default(null),
      })
      .prefault({}),
    quota_ids: z.array(Id).default([]),
    museum_ids: z.array(Id).default([]),
    exhibition_ids: z.array(Id).default([]),
    price_target_audience_id: Id.nullable().default(null),
    order: z.int().optional(),
  })
  .superRefine((ticket, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });

    if (ticket.min_persons > ticket.max_persons) {
      issue(["max_persons"], "must not be below min_persons");
    }
    if (
      ticket.first_entry !== null &&
      ticket.last_entry !== null &&
      ticket.first_entry > ticket.last_entry
    ) {
      issue(["last_entry"], "must not be before first_entry");
    }
    const { from, to } = ticket.validity;
    if (from !== null && to !== null && from > to) {
      issue(["validity", "to"], "must not be before validity.from");
    }

    const dated = isDatedTicket(ticket);
    if (ticket.ticket_type === "time_slot") {
      if (ticket.free_timing) issue(["free_timing"], "a time-slot ticket has a date and a time");
      if (ticket.entry_duration <= 0) {
        issue(["entry_duration"], "a time-slot ticket needs the minutes between its slots");
      }
      if (ticket.first_entry === null) issue(["first_entry"], "a time-slot ticket needs it");
      if (ticket.last_entry === null) issue(["last_entry"], "a time-slot ticket needs it");
    }
    // spec selling-core §3: dynamic prices are keyed by date (normal), by time (time_slot).
    const startTimes = new Set(slotStartTimes(ticket));
    for (const key of Object.keys(ticket.dynamic_prices)) {
      const path = ["dynamic_prices", key];
      if (!dated) {
        issue(path, "a ticket without a visit date has no dynamic prices");
      } else if (ticket.ticket_type === "time_slot") {
        if (!Time.safeParse(key).success) issue(path, 'a time-slot ticket keys prices by "HH:MM"');
        else if (!startTimes.has(key)) issue(path, `${key} is not a start time of this ticket`);
      } else if (!isIsoDate(key)) {
        issue(path, 'a day ticket keys prices by date "YYYY-MM-DD"');
      }
    }
    // Flex and annual tickets are not bought for a day, so they take no day's places.
    if (!dated) {
      ticket.quota_ids.forEach((_, index) => {
        issue(["quota_ids", index], "a ticket without a visit date draws on no quota");
      });
    }

    // spec selling-core §5: mantle tickets consume their sub tickets' quantities.
    if (ticket.is_mantle && ticket.sub_tickets.length === 0) {
      issue(["sub_tickets"], "a mantle ticket needs at least one sub ticket");
    }
    if (!ticket.is_mantle && ticket.sub_tickets.length > 0) {
      issue(["is_mantle"], "only a mantle ticket has sub tickets: set is_mantle");
    }
    const subIds = new Set<number>();
    ticket.sub_tickets.forEach((sub, index) => {
      if (subIds.has(sub.id)) issue(["sub_tickets", index, "id"], `duplicate id ${sub.id}`);
      subIds.add(sub.id);
      if (sub.min_persons > sub.max_persons) {
        issue(["sub_tickets", index, "max_persons"], "must not be below min_persons");
      }
    });
  });
export type TicketInput = z.infer<typeof TicketInput>;
