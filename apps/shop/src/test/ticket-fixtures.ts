// Test data of the ticket flow: tickets, groups and the stubbed ticket calls. The clock is
// TEST_NOW (2030-06-01, 10:00 in Berlin).
import type {
  ShopSettingsInput,
  StartTimes,
  Ticket,
  TicketCalendar,
  TicketCapacity,
  TicketGroup,
} from "@shop/core/contract";
import { json, shopAnswer, stubApi } from "./fetch-stub";

export const TODAY = "2030-06-01";
export const TOMORROW = "2030-06-02";

export function ticket(overrides: Partial<Ticket> & Pick<Ticket, "id" | "title">): Ticket {
  return {
    description: "",
    ticket_type: "normal",
    price_cents: 1200,
    vat_pct: 0,
    tax_included: true,
    discount: 0,
    quantity: 0,
    entry_duration: 0,
    first_entry: null,
    last_entry: null,
    free_timing: false,
    booked_out: false,
    available: 100,
    quota_ids: [1],
    museum_ids: [1],
    exhibition_ids: [],
    min_persons: 1,
    max_persons: 10,
    dynamic_prices: {},
    is_mantle: false,
    sub_tickets: [],
    attendees: false,
    shipped_with_merchandise_id: null,
    photo_mandatory: "none",
    content: null,
    ...overrides,
  };
}

export function group(overrides: Partial<TicketGroup> & Pick<TicketGroup, "name">): TicketGroup {
  return {
    order: 1,
    types: ["normal"],
    list_ids: [],
    ticket_ids: [],
    withContentAttributes: false,
    iconClass: null,
    ...overrides,
  };
}

export const ADULT = ticket({ id: 1, title: "Erwachsene", price_cents: 1400 });
export const REDUCED = ticket({ id: 2, title: "Ermäßigt", price_cents: 800 });
export const SLOT = ticket({
  id: 10,
  title: "Zeitfenster",
  ticket_type: "time_slot",
  entry_duration: 30,
  first_entry: 660,
  last_entry: 960,
  quota_ids: [5],
});
export const ANNUAL = ticket({
  id: 40,
  title: "Jahreskarte",
  ticket_type: "annual",
  quota_ids: [],
});

export const DAY_GROUP = group({ name: "day", order: 1, ticket_ids: [1, 2] });
export const SLOT_GROUP = group({ name: "timeSlot", order: 2, types: ["time_slot"] });
export const ANNUAL_GROUP = group({ name: "annual", order: 5, types: ["annual"] });
export const COMBI_GROUP = group({ name: "combi", order: 4, ticket_ids: [30] });

/** A capacity answer of a ticket on a day: its one quota with `left` of `total` places. */
export function capacity(
  item: Ticket,
  date: string,
  left: number,
  total = 100,
  time = "00:00",
): TicketCapacity {
  const record = { capacities: { [time]: left }, total_capacities: { [time]: total } };
  return {
    ticket_id: item.id,
    date,
    ...record,
    quotas: Object.fromEntries(item.quota_ids.map((id) => [String(id), record])),
    time_slots: [],
  };
}

/** Every day from `from` on for `days` days with `places` for each ticket. */
export function openCalendar(
  tickets: readonly Ticket[],
  from: string,
  days: number,
  places = 50,
): TicketCalendar {
  const data: TicketCalendar["data"] = {};
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let offset = 0; offset < days; offset += 1) {
    const date = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
    data[date] = {
      available: places,
      closed: false,
      tickets: Object.fromEntries(tickets.map((item) => [String(item.id), places])),
    };
  }
  return { data };
}

export interface FlowStub {
  tickets: readonly Ticket[];
  groups: readonly TicketGroup[];
  settings?: ShopSettingsInput;
  calendar?: TicketCalendar;
  capacities?: readonly TicketCapacity[];
  startTimes?: Record<number, StartTimes>;
  extra?: Parameters<typeof stubApi>[0];
}

export function stubTicketFlow(stub: FlowStub) {
  const handlers: NonNullable<Parameters<typeof stubApi>[0]> = {
    "GET /api/v1/shop": () => json(shopAnswer({ singleDeselect: true, ...stub.settings })),
    "GET /api/v1/tickets": () =>
      json({ data: stub.tickets, meta: { total_count: stub.tickets.length } }),
    "GET /api/v1/tickets/groups": () => json({ data: stub.groups }),
    "GET /api/v1/tickets/calendar": () => json(stub.calendar ?? { data: {} }),
  };
  for (const answer of stub.capacities ?? []) {
    handlers[`GET /api/v1/tickets/${answer.ticket_id}/capacity`] = () => json(answer);
  }
  for (const [id, answer] of Object.entries(stub.startTimes ?? {})) {
    handlers[`GET /api/v1/tickets/${id}/start_times`] = () => json(answer);
  }
  return stubApi({ ...handlers, ...stub.extra });
}
