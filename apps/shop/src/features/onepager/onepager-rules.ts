// spec selling-core §2 shop.onepager, §4 "One-pager", §5, §9: what the one-page purchase sells
// and asks. It sells, on one page, every ticket that needs no start time and no second day —
// the day tickets open on the chosen day, the flex tickets and the annual passes — grouped as
// the ticket groups group them; time slots and combined tickets keep their own steps (a
// design choice the spec leaves open: they need a calendar per ticket). A ticket named in the
// URL (`?ticket_id=`) or else the setting's default ticket comes first, chosen once; a named
// ticket the page cannot sell is the "no tickets for a named ticket" error (§8).
import { addDays, isEntryOpen } from "@shop/core";
import type { Customer, GuestRequest, Ticket, TicketGroup } from "@shop/core/contract";
import { GUEST_FIELDS, type GuestField } from "../checkout/guest-fields";
import { GROUP, ticketsOfGroup } from "../tickets/ticket-groups";

/** The tickets of one ticket group on the page, under the group's title. */
export interface OnepagerSection {
  group: TicketGroup;
  tickets: Ticket[];
}

/**
 * Whether the server's calendar offers a ticket on a day; undefined while it is not known. The
 * calendar knows the houses' opening hours: a day ticket is on sale until its museum's last
 * entry (issue 27), which the ticket answer alone cannot tell.
 */
export type OnSale = (ticketId: number, date: string) => boolean | undefined;

/** Whether the one-pager sells `ticket` on `date` (Berlin) at `now`. */
export function isOnepagerTicket(
  ticket: Ticket,
  date: string,
  now: Date,
  onSale?: OnSale,
): boolean {
  if (ticket.ticket_type === "time_slot") return false;
  if (ticket.ticket_type === "annual" || ticket.free_timing) return true;
  return isEntryOpen(ticket, date, now) && onSale?.(ticket.id, date) !== false;
}

/**
 * The page's sections: every group but time slots and combined tickets, by order, each with
 * the tickets of the day it sells (a ticket in two groups shows in the first); the first ticket
 * is `first` when it is on the page.
 */
export function onepagerSections(
  groups: readonly TicketGroup[],
  tickets: readonly Ticket[],
  input: { date: string; now: Date; first: number | undefined; onSale?: OnSale },
): OnepagerSection[] {
  const seen = new Set<number>();
  const sections: OnepagerSection[] = [];
  const ordered = groups
    .filter((group) => group.name !== GROUP.combi && group.name !== GROUP.timeSlot)
    .toSorted((a, b) => a.order - b.order);
  for (const group of ordered) {
    const own = ticketsOfGroup(group, tickets).filter(
      (ticket) =>
        !seen.has(ticket.id) && isOnepagerTicket(ticket, input.date, input.now, input.onSale),
    );
    if (own.length === 0) continue;
    for (const ticket of own) seen.add(ticket.id);
    sections.push({ group, tickets: own });
  }
  const at = sections.findIndex((section) => section.tickets.some((t) => t.id === input.first));
  if (at > 0) sections.unshift(...sections.splice(at, 1));
  const lead = sections[0];
  if (lead) {
    lead.tickets = lead.tickets.toSorted(
      (a, b) => Number(b.id === input.first) - Number(a.id === input.first),
    );
  }
  return sections;
}

/** The ticket id a `ticket_id` query names, if it is a whole positive number. */
export function namedTicketId(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** How many days from today the page looks for its first day (the calendar's reach). */
export const FIRST_DAY_LOOK_AHEAD = 30;

/**
 * The day the page opens on: the first day from today on (within FIRST_DAY_LOOK_AHEAD days) on
 * which a dated ticket of the page takes visitors — today's last entry passed, or its houses
 * closed, it is a later day; today when the page has no dated ticket or none is on sale.
 */
export function firstOnepagerDay(
  tickets: readonly Ticket[],
  today: string,
  now: Date,
  onSale?: OnSale,
): string {
  const dated = tickets.filter(
    (ticket) => ticket.ticket_type === "normal" && !ticket.free_timing && !ticket.is_mantle,
  );
  for (let offset = 0; offset < FIRST_DAY_LOOK_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    if (dated.some((ticket) => isOnepagerTicket(ticket, day, now, onSale))) return day;
  }
  return today;
}

// spec selling-core §5 "One-pager": name, surname, e-mail, street, zip and city required;
// country optional (left empty: the guest's default country, surrounding-areas §4).
export const CUSTOMER_FIELDS = GUEST_FIELDS.filter(
  (field): field is Exclude<GuestField, "customer_salutation_id"> =>
    field !== "customer_salutation_id",
);
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerValues = Record<CustomerField, string>;

export const REQUIRED_CUSTOMER_FIELDS = CUSTOMER_FIELDS.filter(
  (field) => field !== "addr_country_id",
);

export const EMPTY_CUSTOMER = Object.fromEntries(
  CUSTOMER_FIELDS.map((field) => [field, ""]),
) as CustomerValues;

/** The body of POST /auth/guest from the one-pager's customer form: no salutation. */
export function customerRequestOf(values: CustomerValues): GuestRequest {
  const country = values.addr_country_id.trim();
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    addr_street: values.addr_street.trim(),
    addr_zip: values.addr_zip.trim(),
    addr_city: values.addr_city.trim(),
    ...(country === "" ? {} : { addr_country_id: Number(country) }),
  };
}

/**
 * spec selling-core §9: ticket sales are exempt from VAT under the German VAT act, section 4
 * No. 20a — the note applies when the cart's tickets (ticket and annual lines) carry no VAT at
 * any rate above 0; other lines (merchandise, coupons) do not decide it.
 */
export function isVatExempt(answer: {
  items: readonly { type: string; info: { vats: readonly { vat_pct: number }[] } }[];
}): boolean {
  const tickets = answer.items.filter((item) => item.type === "Ticket" || item.type === "Annual");
  return (
    tickets.length > 0 && tickets.every((item) => item.info.vats.every((vat) => vat.vat_pct === 0))
  );
}

/** The customer as the overview names them: name, e-mail and address on one line. */
export function customerLine(customer: Customer): string {
  const place = [customer.addr_zip, customer.addr_city].filter(Boolean).join(" ");
  return [`${customer.name} ${customer.surname}`, customer.email, customer.addr_street ?? "", place]
    .filter((part) => part.trim() !== "")
    .join(", ");
}
