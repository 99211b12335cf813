// Ticket groups arrive by name only (spec selling-core §3): the shop names the known ones in
// the visitor's language and shows an unknown name as it is.
import type { TicketGroup } from "@shop/core/contract";
import { GROUP } from "../../features/tickets/ticket-groups";
import type { MessageKey } from "../../i18n/catalogue";

const LABELS: Record<string, MessageKey> = {
  [GROUP.day]: "tickets.group.day",
  [GROUP.timeSlot]: "tickets.group.timeSlot",
  [GROUP.flex]: "tickets.group.flex",
  [GROUP.combi]: "tickets.group.combi",
  [GROUP.annual]: "tickets.group.annual",
};

export function groupLabel(
  group: Pick<TicketGroup, "name"> | undefined,
  t: (key: MessageKey) => string,
): string | undefined {
  if (!group) return undefined;
  const key = LABELS[group.name];
  return key ? t(key) : group.name;
}
