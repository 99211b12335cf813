import { describe, expect, it } from "vitest";
import { ticket } from "../../test/ticket-fixtures";
import { selectionLines, withQuantity } from "./selection";

const FAMILY = ticket({
  id: 50,
  title: "Familienticket",
  is_mantle: true,
  sub_tickets: [
    { id: 501, title: "Erwachsene", description: "", min_persons: 1, max_persons: 2 },
    { id: 502, title: "Kinder", description: "", min_persons: 1, max_persons: 4 },
  ],
});
const FLEX = ticket({ id: 20, title: "Flex", free_timing: true, quota_ids: [] });
const SLOT = ticket({ id: 10, title: "Slot", ticket_type: "time_slot", entry_duration: 30 });

describe("selectionLines", () => {
  it("gives a mantle ticket its sub-ticket quantities, their minimum when not chosen", () => {
    const lines = selectionLines(
      [FAMILY],
      { quantities: { 50: 1 }, subQuantities: { 50: { 502: 3 } } },
      { date: "2030-06-02" },
    );
    expect(lines).toEqual([
      {
        ticketId: 50,
        quantity: 1,
        date: "2030-06-02",
        subTicketQuantities: { "501": 1, "502": 3 },
      },
    ]);
  });

  it("leaves the date off flex tickets and puts the time on time slots only", () => {
    const lines = selectionLines(
      [FLEX, SLOT],
      { quantities: { 20: 2, 10: 1 }, subQuantities: {} },
      { date: "2030-06-02", time: "10:30" },
    );
    expect(lines).toEqual([
      { ticketId: 20, quantity: 2 },
      { ticketId: 10, quantity: 1, date: "2030-06-02", time: "10:30" },
    ]);
  });

  it("marks an annual ticket as such, without a day (spec selling-core §1, §3)", () => {
    const annual = ticket({ id: 40, title: "Jahreskarte", ticket_type: "annual", quota_ids: [] });
    const lines = selectionLines(
      [annual],
      { quantities: { 40: 2 }, subQuantities: {} },
      { date: "2030-06-02" },
    );
    expect(lines).toEqual([{ ticketId: 40, quantity: 2, annual: true }]);
  });

  it("skips rows without a quantity", () => {
    expect(selectionLines([FLEX], { quantities: { 20: 0 }, subQuantities: {} }, {})).toEqual([]);
  });
});

describe("withQuantity", () => {
  const empty = { quantities: {}, subQuantities: {} };

  it("zeroes the other rows in single selection mode", () => {
    const first = withQuantity(empty, 1, 2, true);
    expect(withQuantity(first, 2, 1, true).quantities).toEqual({ 1: 0, 2: 1 });
  });

  it("keeps the other rows otherwise", () => {
    const first = withQuantity(empty, 1, 2, false);
    expect(withQuantity(first, 2, 1, false).quantities).toEqual({ 1: 2, 2: 1 });
  });
});
