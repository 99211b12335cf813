// spec selling-core §3 "Ticket group": name, order, types, list_ids, ticket_ids,
// withContentAttributes, iconClass (the spec's own spelling). The shop orders groups by order.
import { Id, TicketType } from "@shop/core/contract";
import { z } from "zod";
import { LocalizedText } from "./format-parts";

export const TicketGroupInput = z.strictObject({
  id: Id,
  /** The group key the shop routes by: day, timeSlot, flex, annual, combi … */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "letters, digits, _ and - only"),
  title: LocalizedText.optional(),
  order: z.int(),
  types: z.array(TicketType).min(1),
  ticket_ids: z.array(Id).default([]),
  list_ids: z.array(Id).default([]),
  withContentAttributes: z.boolean().default(false),
  iconClass: z.string().min(1).nullable().default(null),
});
export type TicketGroupInput = z.infer<typeof TicketGroupInput>;
