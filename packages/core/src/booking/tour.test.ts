import { describe, expect, it } from "vitest";
import type { TourItemAttributes } from "../contract/cart-item";
import type { Tour, TourEquipment, TourPrice, TourStartTime } from "../contract/tour";
import {
  checkTourBooking,
  type TourBookingInput,
  tourEquipmentMax,
  tourParticipantsOffered,
  tourSelectRequired,
  tourSurchargeBounds,
} from "./tour";

const start = (min: number, max: number, bookable: number) => ({
  participants: { min, max, bookable },
});

describe("tourParticipantsOffered (spec surrounding-areas §5)", () => {
  it.each([
    ["bookable when fewer than max", start(0, 25, 10), 10],
    ["max when fewer than bookable", start(0, 25, 30), 25],
    ["both when equal", start(0, 25, 25), 25],
    ["none when nothing is bookable", start(0, 25, 0), 0],
    ["bookable when max is 0 (no limit)", start(0, 0, 40), 40],
    ["none when max is 0 and nothing is bookable", start(0, 0, 0), 0],
    ["never below none", start(0, 25, -3), 0],
  ])("offers %s", (_case, startTime, expected) => {
    expect(tourParticipantsOffered(startTime)).toBe(expected);
  });
});

describe("tourSelectRequired (spec surrounding-areas §5)", () => {
  it.each([
    ["no option", [], false],
    ["one option (implied)", [{ id: 1 }], false],
    ["two options", [{ id: 1 }, { id: 2 }], true],
  ])("with %s: %s", (_case, options, expected) => {
    expect(tourSelectRequired(options)).toBe(expected);
  });
});

describe("tourSurchargeBounds (design table in tour.ts)", () => {
  const price = (optional: boolean, group: boolean, count_participants: boolean) => ({
    optional,
    group,
    count_participants,
  });
  it.each([
    ["an optional group surcharge", price(true, true, false), 12, { min: 0, max: 1 }],
    [
      "an optional group surcharge without participants",
      price(true, true, false),
      0,
      { min: 0, max: 1 },
    ],
    ["a required group surcharge", price(false, true, false), 12, { min: 1, max: 1 }],
    [
      "a required group surcharge without participants",
      price(false, true, false),
      0,
      { min: 0, max: 0 },
    ],
    [
      "a group surcharge that also counts participants",
      price(false, true, true),
      12,
      { min: 1, max: 1 },
    ],
    ["a required per-participant surcharge", price(false, false, true), 12, { min: 12, max: 12 }],
    ["an optional per-participant surcharge", price(true, false, true), 12, { min: 0, max: 12 }],
    ["a participant price", price(false, false, false), 12, { min: 0, max: 12 }],
    ["a participant price with none offered", price(false, false, false), 0, { min: 0, max: 0 }],
  ])("bounds %s", (_case, rule, participants, expected) => {
    expect(tourSurchargeBounds(rule, participants)).toEqual(expected);
  });
});

describe("tourEquipmentMax (spec surrounding-areas §5)", () => {
  it.each([
    ["the participants when fewest", { available: 14, max: 30 }, 5, 5],
    ["those available when fewest", { available: 3, max: 30 }, 5, 3],
    ["the most per booking when fewest", { available: 14, max: 2 }, 5, 2],
    ["no most per booking (0) as no limit", { available: 14, max: 0 }, 12, 12],
    ["none when none are available", { available: 0, max: 30 }, 5, 0],
    ["none without participants", { available: 14, max: 30 }, 0, 0],
    ["never below none", { available: -1, max: 30 }, 5, 0],
  ])("allows %s", (_case, equipment, participants, expected) => {
    expect(tourEquipmentMax(equipment, participants)).toBe(expected);
  });
});

describe("checkTourBooking (spec surrounding-areas §4, §5)", () => {
  const adult = { scale_price_id: 41, price_surcharge_id: null };
  const pupil = { scale_price_id: 42, price_surcharge_id: null };
  const participant = { optional: false, group: false, count_participants: true };
  const prices = [
    { ...adult, ...participant },
    { ...pupil, ...participant },
    // 51: a required group surcharge (the guide's fee); 52: an optional group one (a sketchbook
    // set); 53: a required per-participant one (entrance); 54: an optional per-participant one.
    {
      scale_price_id: null,
      price_surcharge_id: 51,
      optional: false,
      group: true,
      count_participants: false,
    },
    {
      scale_price_id: null,
      price_surcharge_id: 52,
      optional: true,
      group: true,
      count_participants: false,
    },
    {
      scale_price_id: null,
      price_surcharge_id: 53,
      optional: false,
      group: false,
      count_participants: true,
    },
    {
      scale_price_id: null,
      price_surcharge_id: 54,
      optional: true,
      group: false,
      count_participants: true,
    },
  ];
  const equipment = [
    { type: "audio_guide", available: 14, max: 30 },
    { type: "stool", available: 20, max: 4 },
    { type: "headset", available: 5, max: 0 },
    { type: "sketch_board", available: 0, max: 10 },
  ];
  const two = [
    { id: 1, name: "Deutsch" },
    { id: 2, name: "English" },
  ];
  const options = { languages: two, age_groups: two, grades: two };
  const startTime = start(5, 25, 20);
  /** A valid booking of 12 participants; each case changes one thing. */
  const booking = (change: Partial<TourBookingInput> = {}): TourBookingInput => ({
    quantities: { "41": 2, "42": 10 },
    surcharges: { "51": 1, "53": 12 },
    equipment: [{ type: "audio_guide", quantity: 12 }],
    language_id: 1,
    age_group_id: 2,
    grade_id: 1,
    ...change,
  });

  describe("given a valid booking", () => {
    it.each([
      ["as given", booking(), start(5, 25, 20), 12],
      [
        "with exactly the start time's minimum",
        booking({ quantities: { "41": 5 }, surcharges: { "51": 1, "53": 5 }, equipment: [] }),
        start(5, 25, 20),
        5,
      ],
      [
        "with no minimum (0) and one participant",
        booking({ quantities: { "41": 1 }, surcharges: { "51": 1, "53": 1 }, equipment: [] }),
        start(0, 25, 20),
        1,
      ],
      [
        "with exactly the participants bookable",
        booking({ quantities: { "41": 20 }, surcharges: { "51": 1, "53": 20 }, equipment: [] }),
        start(5, 25, 20),
        20,
      ],
      [
        "with exactly max participants",
        booking({ quantities: { "41": 25 }, surcharges: { "51": 1, "53": 25 }, equipment: [] }),
        start(5, 25, 30),
        25,
      ],
      [
        "beyond any max when max is 0 (no limit)",
        booking({ quantities: { "41": 40 }, surcharges: { "51": 1, "53": 40 }, equipment: [] }),
        start(5, 0, 40),
        40,
      ],
      [
        "with a price left at 0",
        booking({ quantities: { "41": 0, "42": 12 } }),
        start(5, 25, 20),
        12,
      ],
      [
        "with both optional surcharges at their most",
        booking({ surcharges: { "51": 1, "52": 1, "53": 12, "54": 12 } }),
        start(5, 25, 20),
        12,
      ],
      [
        "with an optional surcharge at 0",
        booking({ surcharges: { "51": 1, "52": 0, "53": 12, "54": 0 } }),
        start(5, 25, 20),
        12,
      ],
      ["with no equipment", booking({ equipment: [] }), start(5, 25, 20), 12],
      [
        "with each equipment at its most",
        booking({
          equipment: [
            { type: "audio_guide", quantity: 12 },
            { type: "stool", quantity: 4 },
            { type: "headset", quantity: 5 },
          ],
        }),
        start(5, 25, 20),
        12,
      ],
    ])("accepts it %s", (_case, input, bounds, participants) => {
      expect(checkTourBooking(input, bounds, prices, equipment, options)).toEqual({
        ok: true,
        value: { participants },
      });
    });

    it("accepts a tour line of the cart as it stands", () => {
      const line: TourItemAttributes = {
        id: 8,
        date: "2025-06-14",
        start_time: "14:00",
        quantities: { "41": 6 },
        surcharges: { "51": 1, "53": 6 },
        equipment: [{ type: "stool", quantity: 1 }],
        language_id: 2,
        age_group_id: 1,
        grade_id: 2,
      };
      expect(checkTourBooking(line, startTime, prices, equipment, options).ok).toBe(true);
    });

    it("reads the contract's start time, prices, equipment and tour", () => {
      const contractStart: TourStartTime = {
        start_time: "14:00",
        participants: { min: 0, max: 25, bookable: 25 },
      };
      const price: TourPrice = {
        accounting_article_id: 41,
        ...adult,
        ...participant,
        price_cents: 400,
        vat_pct: 19,
        quantity: 0,
        available: null,
        title: "Pupil",
        description: null,
      };
      const guides: TourEquipment = {
        id: 3,
        type: "audio_guide",
        title: "Audio guide",
        available: 14,
        quantity: 0,
        max: 30,
      };
      const tour: Pick<Tour, "languages" | "age_groups" | "grades"> = {
        languages: [{ id: 1, name: "Deutsch" }],
        age_groups: [],
        grades: [],
      };
      const input = { quantities: { "41": 3 }, equipment: [{ type: "audio_guide", quantity: 3 }] };
      expect(checkTourBooking(input, contractStart, [price], [guides], tour)).toEqual({
        ok: true,
        value: { participants: 3 },
      });
    });
  });

  describe("given a booking it refuses", () => {
    it.each([
      ["no participants", booking({ quantities: {} }), startTime, "participants", "validation"],
      [
        "only zero quantities",
        booking({ quantities: { "41": 0, "42": 0 } }),
        startTime,
        "participants",
        "validation",
      ],
      [
        "a price that is not a participant price",
        booking({ quantities: { "41": 6, "51": 1 } }),
        startTime,
        "quantities.51",
        "validation",
      ],
      [
        "an unknown price",
        booking({ quantities: { "41": 6, "99": 1 } }),
        startTime,
        "quantities.99",
        "validation",
      ],
      [
        "one below the start time's minimum",
        booking({ quantities: { "41": 4 }, surcharges: { "51": 1, "53": 4 } }),
        startTime,
        "participants",
        "validation",
      ],
      [
        "one more than bookable",
        booking({ quantities: { "41": 21 }, surcharges: { "51": 1, "53": 21 } }),
        start(5, 25, 20),
        "participants",
        "sold_out",
      ],
      [
        "any when nothing is bookable",
        booking({ quantities: { "41": 1 } }),
        start(0, 25, 0),
        "participants",
        "sold_out",
      ],
      [
        "any when nothing is bookable and max is 0",
        booking({ quantities: { "41": 1 } }),
        start(0, 0, 0),
        "participants",
        "sold_out",
      ],
      [
        "more than bookable when max is 0 (no limit)",
        booking({ quantities: { "41": 41 } }),
        start(0, 0, 40),
        "participants",
        "sold_out",
      ],
      [
        "one more than max",
        booking({ quantities: { "41": 26 }, surcharges: { "51": 1, "53": 26 } }),
        start(5, 25, 30),
        "participants",
        "max_participants",
      ],
      [
        "one more than max when bookable equals it",
        booking({ quantities: { "41": 26 }, surcharges: { "51": 1, "53": 26 } }),
        start(5, 25, 25),
        "participants",
        "max_participants",
      ],
      [
        "an unknown surcharge",
        booking({ surcharges: { "51": 1, "53": 12, "99": 1 } }),
        startTime,
        "surcharges.99",
        "validation",
      ],
      [
        "a participant price as a surcharge",
        booking({ surcharges: { "51": 1, "53": 12, "41": 1 } }),
        startTime,
        "surcharges.41",
        "validation",
      ],
      [
        "a required group surcharge left out",
        booking({ surcharges: { "53": 12 } }),
        startTime,
        "surcharges.51",
        "validation",
      ],
      [
        "a required group surcharge twice",
        booking({ surcharges: { "51": 2, "53": 12 } }),
        startTime,
        "surcharges.51",
        "validation",
      ],
      [
        "an optional group surcharge twice",
        booking({ surcharges: { "51": 1, "52": 2, "53": 12 } }),
        startTime,
        "surcharges.52",
        "validation",
      ],
      [
        "a required per-participant surcharge for fewer",
        booking({ surcharges: { "51": 1, "53": 11 } }),
        startTime,
        "surcharges.53",
        "validation",
      ],
      [
        "a required per-participant surcharge for more",
        booking({ surcharges: { "51": 1, "53": 13 } }),
        startTime,
        "surcharges.53",
        "validation",
      ],
      [
        "an optional per-participant surcharge for more",
        booking({ surcharges: { "51": 1, "53": 12, "54": 13 } }),
        startTime,
        "surcharges.54",
        "validation",
      ],
      [
        "an unknown equipment",
        booking({ equipment: [{ type: "easel", quantity: 1 }] }),
        startTime,
        "equipment.easel",
        "validation",
      ],
      [
        "an equipment named twice",
        booking({
          equipment: [
            { type: "stool", quantity: 1 },
            { type: "stool", quantity: 1 },
          ],
        }),
        startTime,
        "equipment.stool",
        "validation",
      ],
      [
        "more equipment than participants while more are available",
        booking({ equipment: [{ type: "audio_guide", quantity: 13 }] }),
        startTime,
        "equipment.audio_guide",
        "validation",
      ],
      [
        "one more equipment than available, fewer than participants",
        booking({
          quantities: { "41": 15 },
          surcharges: { "51": 1, "53": 15 },
          equipment: [{ type: "audio_guide", quantity: 15 }],
        }),
        startTime,
        "equipment.audio_guide",
        "sold_out",
      ],
      [
        "equipment none of which is left",
        booking({ equipment: [{ type: "sketch_board", quantity: 1 }] }),
        startTime,
        "equipment.sketch_board",
        "sold_out",
      ],
      [
        "one more equipment than per booking",
        booking({ equipment: [{ type: "stool", quantity: 5 }] }),
        startTime,
        "equipment.stool",
        "validation",
      ],
      [
        "one more equipment than participants, as many available",
        booking({
          equipment: [{ type: "headset", quantity: 6 }],
          quantities: { "41": 5 },
          surcharges: { "51": 1, "53": 5 },
        }),
        startTime,
        "equipment.headset",
        "validation",
      ],
      [
        "no language of two",
        booking({ language_id: undefined }),
        startTime,
        "language_id",
        "validation",
      ],
      [
        "no age group of two",
        booking({ age_group_id: undefined }),
        startTime,
        "age_group_id",
        "validation",
      ],
      ["no grade of two", booking({ grade_id: undefined }), startTime, "grade_id", "validation"],
      [
        "a language that is no option",
        booking({ language_id: 9 }),
        startTime,
        "language_id",
        "validation",
      ],
    ])("refuses %s", (_case, input, bounds, field, code) => {
      expect(checkTourBooking(input, bounds, prices, equipment, options)).toMatchObject({
        ok: false,
        field,
        code,
      });
    });

    it.each([
      ["the places left", { "41": 21 }, start(5, 25, 20), "sold_out", 20],
      ["the tour's most", { "41": 26 }, start(5, 25, 30), "max_participants", 25],
    ])("names %s as what may still be booked", (_case, quantities, bounds, code, available) => {
      const count = Object.values(quantities)[0] ?? 0;
      const input = booking({ quantities, surcharges: { "51": 1, "53": count } });
      expect(checkTourBooking(input, bounds, prices, equipment, options)).toEqual(
        expect.objectContaining({ ok: false, code, available }),
      );
    });
  });

  describe("given a tour with one option or none per select", () => {
    const one = [{ id: 1, name: "Deutsch" }];
    it.each([
      [
        "one option, none chosen (implied)",
        { languages: one, age_groups: one, grades: one },
        {},
        true,
      ],
      ["no options, none chosen", { languages: [], age_groups: [], grades: [] }, {}, true],
      [
        "one option, chosen",
        { languages: one, age_groups: one, grades: one },
        { language_id: 1, age_group_id: 1, grade_id: 1 },
        true,
      ],
      [
        "one option, another chosen",
        { languages: one, age_groups: one, grades: one },
        { grade_id: 2 },
        false,
      ],
    ])("with %s: accepted %s", (_case, selectOptions, chosen, ok) => {
      const input = booking({
        language_id: undefined,
        age_group_id: undefined,
        grade_id: undefined,
        ...chosen,
      });
      expect(checkTourBooking(input, startTime, prices, equipment, selectOptions).ok).toBe(ok);
    });
  });
});
