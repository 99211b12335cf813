import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  type QuantityContext,
  type QuantitySubTicket,
  type QuantityTicket,
  quantityOptions,
  subTicketOptions,
} from "./quantity";

const settings = { maxItemsPerList: 10, singleDeselect: false };

describe("quantityOptions", () => {
  describe("given a ticket alone on the page", () => {
    it.each([
      // [min, max, maxItemsPerList, free places, expected]
      [1, 5, 10, 100, [1, 2, 3, 4, 5]],
      [1, 50, 4, 100, [1, 2, 3, 4]],
      [1, 50, 10, 3, [1, 2, 3]],
      [2, 6, 10, 4, [2, 3, 4]],
      [3, 6, 10, 2, []],
      [0, 2, 10, 100, [0, 1, 2]],
      [1, 5, 10, 0, []],
      [1, 5, 10, -3, []],
    ])(
      "with min %i, max %i, list size %i and %i free places offers %j",
      (min, max, maxItemsPerList, free, expected) => {
        const ticket: QuantityTicket = {
          id: 1,
          min_persons: min,
          max_persons: max,
          quota_ids: [7],
        };
        const context: QuantityContext = {
          capacities: { 7: free },
          selection: {},
          tickets: [ticket],
          settings: { maxItemsPerList, singleDeselect: false },
        };
        expect(quantityOptions(ticket, context)).toEqual(expected);
      },
    );
  });

  describe("given single deselect", () => {
    it.each([
      // [min, max, free places, expected]
      [1, 3, 100, [0, 1, 2, 3]],
      [0, 3, 100, [0, 1, 2, 3]],
      [2, 5, 1, [0]],
      [0, 5, -1, [0]],
    ])("with min %i, max %i and %i free places offers %j", (min, max, free, expected) => {
      const ticket: QuantityTicket = { id: 1, min_persons: min, max_persons: max, quota_ids: [7] };
      const context: QuantityContext = {
        capacities: { 7: free },
        selection: {},
        tickets: [ticket],
        settings: { maxItemsPerList: 10, singleDeselect: true },
      };
      expect(quantityOptions(ticket, context)).toEqual(expected);
    });
  });

  describe("given other selected tickets on the same quota", () => {
    const adult: QuantityTicket = { id: 1, min_persons: 1, max_persons: 10, quota_ids: [7] };
    const child: QuantityTicket = { id: 2, min_persons: 1, max_persons: 10, quota_ids: [7, 8] };
    const other: QuantityTicket = { id: 3, min_persons: 1, max_persons: 10, quota_ids: [9] };

    it("subtracts what the others need, not the ticket's own selection", () => {
      const context: QuantityContext = {
        capacities: { 7: 6, 8: 100, 9: 100 },
        selection: { 1: 4, 2: 2, 3: 5 },
        tickets: [adult, child, other],
        settings,
      };
      expect(quantityOptions(adult, context)).toEqual([1, 2, 3, 4]);
      expect(quantityOptions(child, context)).toEqual([1, 2]);
    });

    it("takes the tightest of the ticket's quotas", () => {
      const context: QuantityContext = {
        capacities: { 7: 6, 8: 1, 9: 100 },
        selection: {},
        tickets: [adult, child, other],
        settings,
      };
      expect(quantityOptions(child, context)).toEqual([1]);
    });

    it("leaves no options once the others fill the quota", () => {
      const context: QuantityContext = {
        capacities: { 7: 6 },
        selection: { 2: 6 },
        tickets: [adult, child],
        settings,
      };
      expect(quantityOptions(adult, context)).toEqual([]);
    });
  });

  describe("given a ticket without a known quota", () => {
    it.each([
      ["no quota ids", []],
      ["quotas missing from the capacity map", [41, 42]],
    ])("with %s only max persons and the list size bound it", (_, quotaIds) => {
      const ticket: QuantityTicket = {
        id: 1,
        min_persons: 2,
        max_persons: 30,
        quota_ids: quotaIds,
      };
      const context: QuantityContext = {
        capacities: { 7: 0 },
        selection: {},
        tickets: [ticket],
        settings: { maxItemsPerList: 5, singleDeselect: false },
      };
      expect(quantityOptions(ticket, context)).toEqual([2, 3, 4, 5]);
    });

    it("ignores an unknown quota but honours a known one beside it", () => {
      const ticket: QuantityTicket = { id: 1, min_persons: 1, max_persons: 30, quota_ids: [41, 7] };
      const context: QuantityContext = {
        capacities: { 7: 2 },
        selection: {},
        tickets: [ticket],
        settings,
      };
      expect(quantityOptions(ticket, context)).toEqual([1, 2]);
    });
  });

  describe("given a free-timing ticket", () => {
    const flex: QuantityTicket = {
      id: 1,
      min_persons: 1,
      max_persons: 15,
      quota_ids: [7],
      free_timing: true,
    };
    const day: QuantityTicket = { id: 2, min_persons: 1, max_persons: 15, quota_ids: [7] };

    it("offers the whole min to max range, past capacity and list size", () => {
      const context: QuantityContext = {
        capacities: { 7: 2 },
        selection: { 2: 2 },
        tickets: [flex, day],
        settings: { maxItemsPerList: 4, singleDeselect: false },
      };
      expect(quantityOptions(flex, context)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
      ]);
    });

    it("takes no places from the dated tickets sharing its quota", () => {
      const context: QuantityContext = {
        capacities: { 7: 3 },
        selection: { 1: 12 },
        tickets: [flex, day],
        settings,
      };
      expect(quantityOptions(day, context)).toEqual([1, 2, 3]);
    });

    it("still gets the zero option with single deselect", () => {
      const context: QuantityContext = {
        capacities: {},
        selection: {},
        tickets: [{ ...flex, max_persons: 2 }],
        settings: { maxItemsPerList: 10, singleDeselect: true },
      };
      expect(quantityOptions({ ...flex, max_persons: 2 }, context)).toEqual([0, 1, 2]);
    });
  });

  describe("given a booked-out ticket", () => {
    const ticket: QuantityTicket = {
      id: 1,
      min_persons: 1,
      max_persons: 5,
      quota_ids: [7],
      booked_out: true,
      free_timing: true,
    };

    it.each([
      [false, []],
      [true, [0]],
    ])("with single deselect %s offers %j", (singleDeselect, expected) => {
      const context: QuantityContext = {
        capacities: { 7: 100 },
        selection: {},
        tickets: [ticket],
        settings: { maxItemsPerList: 10, singleDeselect },
      };
      expect(quantityOptions(ticket, context)).toEqual(expected);
    });
  });

  describe("given a mantle ticket", () => {
    const mantle: QuantityTicket = {
      id: 1,
      min_persons: 1,
      max_persons: 10,
      quota_ids: [7],
      is_mantle: true,
      sub_tickets: [
        { id: 11, title: "Adults", min_persons: 1, max_persons: 8 },
        { id: 12, title: "Children", min_persons: 0, max_persons: 8 },
      ],
    };
    const day: QuantityTicket = { id: 2, min_persons: 1, max_persons: 30, quota_ids: [7] };

    it("bounds its own quantity by the places one unit of its sub tickets takes", () => {
      const context: QuantityContext = {
        capacities: { 7: 20 },
        selection: { 1: 1, 2: 3 },
        subSelection: { 1: { 11: 2, 12: 3 } },
        tickets: [mantle, day],
        settings,
      };
      // 20 - 3 = 17 places, 5 per mantle unit
      expect(quantityOptions(mantle, context)).toEqual([1, 2, 3]);
    });

    it("counts its sub tickets times its quantity against the other tickets", () => {
      const context: QuantityContext = {
        capacities: { 7: 20 },
        selection: { 1: 2, 2: 3 },
        subSelection: { 1: { 11: 2, 12: 3 } },
        tickets: [mantle, day],
        settings,
      };
      expect(quantityOptions(day, context)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it("is bound only by its own bounds while no sub ticket is selected", () => {
      const context: QuantityContext = {
        capacities: { 7: 2 },
        selection: { 1: 4 },
        tickets: [mantle, day],
        settings,
      };
      expect(quantityOptions(mantle, context)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(quantityOptions(day, context)).toEqual([1, 2]);
    });
  });
});

describe("subTicketOptions", () => {
  const adults: QuantitySubTicket = { id: 11, title: "Adults", min_persons: 1, max_persons: 8 };
  const children: QuantitySubTicket = { id: 12, title: "Children", min_persons: 0, max_persons: 4 };
  const mantle: QuantityTicket = {
    id: 1,
    min_persons: 1,
    max_persons: 3,
    quota_ids: [7],
    is_mantle: true,
    sub_tickets: [adults, children],
  };
  const day: QuantityTicket = { id: 2, min_persons: 1, max_persons: 30, quota_ids: [7] };

  it("runs from the sub ticket's own min to max persons when places abound", () => {
    const context: QuantityContext = {
      capacities: { 7: 100 },
      selection: { 1: 1 },
      tickets: [mantle, day],
      settings: { maxItemsPerList: 2, singleDeselect: false },
    };
    expect(subTicketOptions(mantle, adults, context)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(subTicketOptions(mantle, children, context)).toEqual([0, 1, 2, 3, 4]);
  });

  it("shares the mantle's places with the other tickets and its sibling sub tickets", () => {
    const context: QuantityContext = {
      capacities: { 7: 20 },
      selection: { 1: 2, 2: 6 },
      subSelection: { 1: { 11: 3, 12: 1 } },
      tickets: [mantle, day],
      settings,
    };
    // (20 - 6) places / 2 mantle units = 7 per unit, 1 taken by the children
    expect(subTicketOptions(mantle, adults, context)).toEqual([1, 2, 3, 4, 5, 6]);
    // 7 per unit, 3 taken by the adults
    expect(subTicketOptions(mantle, children, context)).toEqual([0, 1, 2, 3, 4]);
  });

  it("counts an unselected mantle as one unit", () => {
    const context: QuantityContext = {
      capacities: { 7: 3 },
      selection: {},
      tickets: [mantle, day],
      settings,
    };
    expect(subTicketOptions(mantle, adults, context)).toEqual([1, 2, 3]);
  });

  it("follows a booked-out mantle and a free-timing mantle", () => {
    const context: QuantityContext = {
      capacities: { 7: 1 },
      selection: {},
      tickets: [mantle],
      settings: { maxItemsPerList: 10, singleDeselect: true },
    };
    expect(subTicketOptions({ ...mantle, booked_out: true }, adults, context)).toEqual([0]);
    expect(subTicketOptions({ ...mantle, free_timing: true }, children, context)).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });

  it("offers nothing under a booked-out mantle without single deselect", () => {
    const context: QuantityContext = {
      capacities: { 7: 100 },
      selection: {},
      tickets: [mantle],
      settings,
    };
    expect(subTicketOptions({ ...mantle, booked_out: true }, adults, context)).toEqual([]);
  });
});

describe("clampQuantity", () => {
  it.each([
    [7, [1, 2, 3, 4], 4],
    [3, [1, 2, 3, 4], 3],
    [1, [2, 3, 4], 2],
    [1, [0, 2, 3, 4], 0],
    [0, [2, 3, 4], 0],
    [5, [0], 0],
    [5, [], 0],
    [2, [0, 1, 2], 2],
  ])("brings %i into %j as %i", (selected, options, expected) => {
    expect(clampQuantity(selected, options)).toBe(expected);
  });
});

// Random pages: tickets drawing on a few shared quotas, some of them mantles with sub tickets,
// some free-timing or booked out.
const subTicketArb = fc.record({
  title: fc.constant("sub"),
  min_persons: fc.integer({ min: 0, max: 3 }),
  max_persons: fc.integer({ min: 0, max: 8 }),
});
const ticketArb = fc.record({
  min_persons: fc.integer({ min: 0, max: 4 }),
  max_persons: fc.integer({ min: 0, max: 12 }),
  quota_ids: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
  free_timing: fc.integer({ min: 1, max: 10 }).map((roll) => roll <= 2),
  booked_out: fc.integer({ min: 1, max: 10 }).map((roll) => roll <= 1),
  is_mantle: fc.integer({ min: 1, max: 10 }).map((roll) => roll <= 3),
  sub_tickets: fc.array(subTicketArb, { maxLength: 3 }),
});
const pageArb = fc.record({
  tickets: fc.array(ticketArb, { minLength: 1, maxLength: 6 }).map((drafts) =>
    drafts.map(
      (draft, index): QuantityTicket => ({
        ...draft,
        id: index + 1,
        sub_tickets: draft.sub_tickets.map((sub, subIndex) => ({
          ...sub,
          id: 100 * (index + 1) + subIndex,
        })),
      }),
    ),
  ),
  // quota 4 is left out of the map now and then: unknown to the capacity map
  capacities: fc
    .record(
      {
        "1": fc.nat(15),
        "2": fc.nat(15),
        "3": fc.nat(15),
        "4": fc.nat(15),
      },
      { requiredKeys: ["1", "2", "3"] },
    )
    .map((free) => {
      const capacities: Record<number, number> = {};
      for (const [quotaId, places] of Object.entries(free)) capacities[Number(quotaId)] = places;
      return capacities;
    }),
  settings: fc.record({
    maxItemsPerList: fc.integer({ min: 0, max: 10 }),
    singleDeselect: fc.boolean(),
  }),
});

type Step =
  | { kind: "ticket"; ticket: QuantityTicket }
  | {
      kind: "sub";
      mantle: QuantityTicket;
      sub: QuantitySubTicket;
    };

describe("given tickets sharing quotas, chosen one row at a time from the offered options", () => {
  it("never takes any quota below zero", () => {
    fc.assert(
      fc.property(
        pageArb.chain((page) => {
          const steps: Step[] = [];
          for (const ticket of page.tickets) {
            steps.push({ kind: "ticket", ticket });
            if (!ticket.is_mantle) continue;
            for (const sub of ticket.sub_tickets ?? [])
              steps.push({ kind: "sub", mantle: ticket, sub });
          }
          return fc.record({
            page: fc.constant(page),
            steps: fc.shuffledSubarray(steps, { minLength: steps.length }),
            picks: fc.array(fc.nat(), { minLength: steps.length, maxLength: steps.length }),
          });
        }),
        ({ page, steps, picks }) => {
          const selection: Record<number, number> = {};
          const subSelection: Record<number, Record<number, number>> = {};
          steps.forEach((step, index) => {
            const context: QuantityContext = { ...page, selection, subSelection };
            const pick = picks[index] ?? 0;
            if (step.kind === "ticket") {
              const options = quantityOptions(step.ticket, context);
              selection[step.ticket.id] = options[pick % Math.max(options.length, 1)] ?? 0;
            } else {
              const options = subTicketOptions(step.mantle, step.sub, context);
              const subs = subSelection[step.mantle.id] ?? {};
              subs[step.sub.id] = options[pick % Math.max(options.length, 1)] ?? 0;
              subSelection[step.mantle.id] = subs;
            }
          });

          for (const [quotaId, free] of Object.entries(page.capacities)) {
            let need = 0;
            for (const ticket of page.tickets) {
              if (ticket.free_timing || !ticket.quota_ids.includes(Number(quotaId))) continue;
              const quantity = selection[ticket.id] ?? 0;
              if (!ticket.is_mantle) {
                need += quantity;
                continue;
              }
              let perUnit = 0;
              for (const sub of ticket.sub_tickets ?? []) {
                perUnit += subSelection[ticket.id]?.[sub.id] ?? 0;
              }
              need += quantity * perUnit;
            }
            expect(need).toBeLessThanOrEqual(free);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("given any page and any current selection", () => {
  it("offers only quantities within min persons, max persons and the list size", () => {
    fc.assert(
      fc.property(
        pageArb,
        fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), fc.nat(12)),
        (page, rawSelection) => {
          const selection: Record<number, number> = {};
          for (const [id, quantity] of Object.entries(rawSelection))
            selection[Number(id)] = quantity;
          const context: QuantityContext = { ...page, selection };
          for (const ticket of page.tickets) {
            const options = quantityOptions(ticket, context);
            expect(options).toEqual([...options].sort((a, b) => a - b));
            expect(new Set(options).size).toBe(options.length);
            expect(options.includes(0)).toBe(
              page.settings.singleDeselect || (ticket.min_persons === 0 && options.length > 0),
            );
            for (const option of options) {
              if (option === 0) continue;
              expect(option).toBeGreaterThanOrEqual(ticket.min_persons);
              expect(option).toBeLessThanOrEqual(ticket.max_persons);
              if (!ticket.free_timing) {
                expect(option).toBeLessThanOrEqual(page.settings.maxItemsPerList);
              }
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
