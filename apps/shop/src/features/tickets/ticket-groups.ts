// spec selling-core §2 shop.tickets.groups, §3 "Ticket group": which tickets a group holds,
// which groups are shown (those with tickets, by order) and where each group's flow goes.
import type { Ticket, TicketGroup } from "@shop/core/contract";

/** Names of groups the shop knows a step and a text for. */
export const GROUP = {
  day: "day",
  timeSlot: "timeSlot",
  flex: "flex",
  combi: "combi",
  annual: "annual",
} as const;

/** The tickets of a group: its ticket_ids when it names any, else those of its types. */
export function ticketsOfGroup(group: TicketGroup, tickets: readonly Ticket[]): Ticket[] {
  if (group.ticket_ids.length > 0) {
    const ids = new Set(group.ticket_ids);
    return tickets.filter((ticket) => ids.has(ticket.id));
  }
  // spec selling-core §2: the flex group lists the tickets without a date (free timing).
  const flex = group.name === GROUP.flex;
  return tickets.filter(
    (ticket) => group.types.includes(ticket.ticket_type) && ticket.free_timing === flex,
  );
}

/** spec selling-core §2: the groups that hold a ticket of the list, ordered by order value. */
export function shownGroups(groups: readonly TicketGroup[], tickets: readonly Ticket[]) {
  return groups
    .filter((group) => ticketsOfGroup(group, tickets).length > 0)
    .toSorted((a, b) => a.order - b.order);
}

/** Tells whether the group sells annual tickets (its own page, spec §2 shop.tickets.annual). */
export function isAnnualGroup(group: TicketGroup): boolean {
  return group.name === GROUP.annual || group.types.includes("annual");
}

/** The step a group continues to: annual and combi have their own pages, the rest pick a day. */
export function stepOfGroup(group: TicketGroup): "annual" | "combi" | "time" {
  if (isAnnualGroup(group)) return "annual";
  if (group.name === GROUP.combi) return "combi";
  return "time";
}

/** Tells whether every ticket of a list is without a date (the flex group's page). */
export function isFlexList(tickets: readonly Ticket[]): boolean {
  return tickets.length > 0 && tickets.every((ticket) => ticket.free_timing);
}
