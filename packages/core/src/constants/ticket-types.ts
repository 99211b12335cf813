/** Kinds of ticket (spec selling-core §1, §3): day (normal), time slot, annual. */
export const TICKET_TYPES = ["normal", "time_slot", "annual"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
