// spec selling-core §2 shop.onepager, §5, §9: what the one-pager sells and sends.
import { describe, expect, it } from "vitest";
import {
  ADULT,
  ANNUAL,
  ANNUAL_GROUP,
  COMBI_GROUP,
  DAY_GROUP,
  group,
  REDUCED,
  SLOT,
  SLOT_GROUP,
  ticket,
} from "../../test/ticket-fixtures";
import {
  customerRequestOf,
  EMPTY_CUSTOMER,
  firstOnepagerDay,
  isVatExempt,
  namedTicketId,
  onepagerSections,
} from "./onepager-rules";

// 2030-06-01 10:00 in Berlin
const NOW = new Date("2030-06-01T08:00:00.000Z");
const FLEX = ticket({ id: 20, title: "Flex", free_timing: true });
const COMBI = ticket({ id: 30, title: "Kombi" });
const FLEX_GROUP = group({ name: "flex", order: 3, ticket_ids: [20] });
const GROUPS = [ANNUAL_GROUP, SLOT_GROUP, COMBI_GROUP, FLEX_GROUP, DAY_GROUP];
const TICKETS = [ADULT, REDUCED, SLOT, ANNUAL, FLEX, COMBI];

describe("the one-pager's tickets", () => {
  it("are the groups' tickets without a start time or a second day, by group order", () => {
    const sections = onepagerSections(GROUPS, TICKETS, {
      date: "2030-06-01",
      now: NOW,
      first: undefined,
    });
    expect(sections.map((s) => [s.group.name, s.tickets.map((t) => t.id)])).toEqual([
      ["day", [1, 2]],
      ["flex", [20]],
      ["annual", [40]],
    ]);
  });

  it("put the named ticket first, its group too", () => {
    const sections = onepagerSections(GROUPS, TICKETS, { date: "2030-06-01", now: NOW, first: 40 });
    expect(sections[0]?.group.name).toBe("annual");
    const day = onepagerSections(GROUPS, TICKETS, { date: "2030-06-01", now: NOW, first: 2 });
    expect(day[0]?.tickets.map((t) => t.id)).toEqual([2, 1]);
  });

  it("leave out day tickets whose last entry has passed, not flex and annual ones", () => {
    const late = ticket({ id: 1, title: "Erwachsene", last_entry: 9 * 60 });
    const sections = onepagerSections(GROUPS, [late, FLEX, ANNUAL], {
      date: "2030-06-01",
      now: NOW,
      first: undefined,
    });
    expect(sections.map((s) => s.group.name)).toEqual(["flex", "annual"]);
    expect(firstOnepagerDay([late, FLEX], "2030-06-01", NOW)).toBe("2030-06-02");
    expect(firstOnepagerDay([ADULT, FLEX], "2030-06-01", NOW)).toBe("2030-06-01");
  });

  // Issue 27 item 1: at 23:40 the museum has closed; only the server's calendar knows it.
  it("start on the first day the calendar sells a day ticket, leaving out the closed days", () => {
    const late = new Date("2030-06-01T21:40:00.000Z");
    // today over, tomorrow (Sunday) open, Monday closed
    const onSale = (_ticketId: number, date: string) => date !== "2030-06-01";
    expect(firstOnepagerDay([ADULT, FLEX], "2030-06-01", late, onSale)).toBe("2030-06-02");
    const mondayOnly = (_ticketId: number, date: string) => date === "2030-06-03";
    expect(firstOnepagerDay([ADULT, FLEX], "2030-06-01", late, mondayOnly)).toBe("2030-06-03");
    // and a day the calendar does not sell shows none of its day tickets
    const sections = onepagerSections(GROUPS, TICKETS, {
      date: "2030-06-01",
      now: late,
      first: undefined,
      onSale,
    });
    expect(sections.map((s) => s.group.name)).toEqual(["flex", "annual"]);
  });

  it("are named in the URL only by a whole positive number", () => {
    expect(namedTicketId("12")).toBe(12);
    for (const value of [null, "", "0", "-1", "1.5", "12abc", "99999999999"]) {
      expect(namedTicketId(value)).toBeUndefined();
    }
  });
});

describe("the one-pager's customer", () => {
  it("is sent without salutation, the country only when chosen, every field trimmed", () => {
    const values = {
      ...EMPTY_CUSTOMER,
      name: " Ada ",
      surname: "Lovelace",
      email: " ada@example.org",
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin ",
    };
    expect(customerRequestOf(values)).toEqual({
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin",
    });
    expect(customerRequestOf({ ...values, addr_country_id: "73" }).addr_country_id).toBe(73);
  });
});

describe("the VAT exemption note (German VAT act §4 No. 20a)", () => {
  it("applies only when no ticket line carries VAT above 0 %, whatever other lines carry", () => {
    const line = (type: string, ...rates: number[]) => ({
      type,
      info: { vats: rates.map((vat_pct) => ({ vat_pct })) },
    });
    expect(isVatExempt({ items: [line("Ticket", 0), line("Annual", 0)] })).toBe(true);
    expect(isVatExempt({ items: [line("Ticket", 0), line("Merchandise", 19)] })).toBe(true);
    expect(isVatExempt({ items: [line("Ticket", 0), line("Ticket", 7)] })).toBe(false);
    expect(isVatExempt({ items: [line("Merchandise", 0)] })).toBe(false);
  });
});
