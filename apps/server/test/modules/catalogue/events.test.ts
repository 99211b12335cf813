// The issue "events", Deliver 1: events, dates and seating plans in the catalogue file, on
// both engines — the check's refusals naming the field, the places as pools of the ledger (a
// date's, and one per seat of a seated date), reloads that keep seat ids and change nothing
// when nothing changed, and edits refused when they would drop or shrink places sold or held.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { poolKey } from "../../../src/modules/capacity/pool";
import {
  CatalogueConflictError,
  CatalogueFormatError,
} from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { DATE, EVENT, eventCatalogue, PLAN, SEATING } from "../events/event-catalogue";
import { emptyCatalogue, openCatalogueDatabase } from "./catalogue-db";
import type { CatalogueJson } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");

function issuesOf(edit: (catalogue: CatalogueJson) => void): string[] {
  const catalogue: CatalogueJson = eventCatalogue();
  edit(catalogue);
  try {
    parseCatalogue(catalogue);
    return [];
  } catch (error) {
    if (!(error instanceof CatalogueFormatError)) throw error;
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
}

describe("the catalogue check of events", () => {
  it("accepts the fixture", () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it.each<[string, (c: CatalogueJson) => void, string]>([
    [
      "an unknown plan",
      (c) => {
        c.events[0].dates[0].seating_plan_id = 99;
      },
      "events[0].dates[0].seating_plan_id: unknown seating plan 99",
    ],
    [
      "an unknown language",
      (c) => {
        c.events[1].dates[0].language_id = 9;
      },
      "events[1].dates[0].language_id: unknown event language 9",
    ],
    [
      "a start in the hour the clocks skip",
      (c) => {
        c.events[0].dates[0].day = "2030-03-31";
        c.events[0].dates[0].start_time = "02:30";
      },
      "events[0].dates[0].start_time: this time does not exist in Berlin on that day",
    ],
    [
      "more places per registration than a line may name",
      (c) => {
        c.events[1].dates[1].seats.max_per_registration = 101;
      },
      "events[1].dates[1].seats.max_per_registration: Too big: expected number to be <=100",
    ],
    [
      "an unknown category",
      (c) => {
        c.events[0].category_id = 9;
      },
      "events[0].category_id: unknown event category 9",
    ],
    [
      "an unknown museum",
      (c) => {
        c.events[0].museum_id = 9;
      },
      "events[0].museum_id: unknown museum 9",
    ],
    [
      "an unknown exhibition",
      (c) => {
        c.events[0].exhibition_ids = [99];
      },
      "events[0].exhibition_ids[0]: unknown exhibition 99",
    ],
    [
      "a general-admission date without places",
      (c) => {
        delete c.events[1].dates[1].seats.max;
      },
      "events[1].dates[1].seats.max: required",
    ],
    [
      "a general-admission price without amount",
      (c) => {
        delete c.events[1].dates[1].prices[0].price_cents;
      },
      "events[1].dates[1].prices[0].price_cents: required",
    ],
    [
      "a seated price missing a category",
      (c) => {
        delete c.events[0].dates[1].prices[0].category_prices[SEATING.balcony];
      },
      `events[0].dates[1].prices[0].category_prices: no amount for category ${SEATING.balcony}`,
    ],
    [
      "a seated price for another category",
      (c) => {
        c.events[0].dates[1].prices[0].category_prices["99"] = 100;
      },
      'events[0].dates[1].prices[0].category_prices["99"]: category 99 is not of the plan',
    ],
    [
      "more places than seats to sell",
      (c) => {
        c.events[0].dates[0].seats.max = 14;
      },
      "events[0].dates[0].seats.max: the plan has 13 seats to sell on this date",
    ],
    [
      "a blocked seat the plan lacks",
      (c) => {
        c.events[0].dates[0].blocked_seats = [{ row: "9", numbers: [1] }];
      },
      "events[0].dates[0].blocked_seats[0].numbers[0]: no seat 9 1 in the plan",
    ],
    [
      "blocked seats on a general-admission date",
      (c) => {
        c.events[1].dates[1].blocked_seats = [{ row: "1", numbers: [1] }];
      },
      "events[1].dates[1].blocked_seats: only for a date with a seating plan",
    ],
    [
      "a seat listed twice",
      (c) => {
        c.seating_plans[0].rows.push({ row: "1", from: 5, to: 6, category_id: SEATING.stalls });
      },
      "seating_plans[0].rows[3]: seat 1 5 is listed twice",
    ],
    [
      "a row of an unknown category",
      (c) => {
        c.seating_plans[0].rows[0].category_id = 99;
      },
      "seating_plans[0].rows[0].category_id: unknown category 99",
    ],
    [
      "a date id twice",
      (c) => {
        c.events[1].dates[1].id = DATE.concertJune;
      },
      `events[1].dates[1].id: duplicate date id ${DATE.concertJune}`,
    ],
    [
      "a filter name twice",
      (c) => {
        c.event_categories[1].filtername = "concerts";
      },
      "event_categories[1].filtername: concerts is listed twice",
    ],
    [
      "a colour that is not #rrggbb",
      (c) => {
        c.seating_plans[0].categories[0].color_code = "blue";
      },
      'seating_plans[0].categories[0].color_code: a colour "#rrggbb"',
    ],
    [
      "a date on no real day",
      (c) => {
        c.events[1].dates[1].day = "2030-02-30";
      },
      "events[1].dates[1].day",
    ],
    [
      "a script URL in a description",
      (c) => {
        c.events[0].description = { de: '<a href="javascript:alert(1)">x</a>' };
      },
      "events[0].description.de: a javascript:, vbscript: or data: URL is not allowed",
    ],
  ])("refuses %s, naming the field", (_name, edit, expected) => {
    expect(issuesOf(edit).some((issue) => issue.startsWith(expected))).toBe(true);
  });
});

describe.each(engineNames())("events of a catalogue load on %s", (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openCatalogueDatabase(engine);
  });
  beforeEach(async () => {
    await emptyCatalogue(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
  });

  const load = (file: CatalogueJson) =>
    loadCatalogue(opened.db, parseCatalogue(file), { now: NOW, source: "test.json" });
  const pools = async (kind: string) =>
    (
      await opened.db.query<{ key: string; capacity: number }>(
        "SELECT key, capacity FROM capacity_pools WHERE kind = $1 ORDER BY key",
        [kind],
      )
    ).rows;
  const seatIds = async () =>
    (
      await opened.db.query<{ id: number; name: string }>(
        "SELECT id, row_name || '-' || number AS name FROM seats ORDER BY id",
      )
    ).rows;

  it("makes each date's places a pool, and each seat of a seated date a pool of one", async () => {
    await load(eventCatalogue());
    expect(await pools("event_date")).toEqual(
      [
        [DATE.concertJune, 13],
        [DATE.concertJuly, 14],
        [DATE.lectureYesterday, 40],
        [DATE.lectureJune, 40],
        [DATE.lectureJuneEn, 40],
        [DATE.lectureAugust, 40],
        [DATE.past, 10],
      ]
        .map(([id, capacity]) => ({ key: `event_date:${id}`, capacity }))
        .sort((a, b) => (a.key < b.key ? -1 : 1)),
    );
    const seats = await pools("seat");
    expect(seats).toHaveLength(30);
    // June: 1-1 (the date) and 3-5 (the plan); July: 3-5.
    expect(seats.filter((seat) => seat.capacity === 0)).toHaveLength(3);
  });

  it("changes nothing when the same file loads again, and keeps seat ids when the plan grows", async () => {
    await load(eventCatalogue());
    const before = await seatIds();
    expect((await load(eventCatalogue())).changed).toBe(false);
    const grown = eventCatalogue() as CatalogueJson;
    grown.seating_plans[0].rows.push({ row: "4", from: 1, to: 2, category_id: SEATING.balcony });
    const summary = await load(grown);
    expect(summary.changed).toBe(true);
    const after = await seatIds();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((seat) => seat.name)).toEqual(["4-1", "4-2"]);
    // Two dates of the plan: two new seat pools each… one each, 2 seats × 2 dates.
    expect(await pools("seat")).toHaveLength(34);
  });

  it("keeps which dates ask for a signed-in customer (none unless the file says so)", async () => {
    const file = eventCatalogue() as CatalogueJson;
    file.events[0].dates[1].requires_sign_in = true;
    await load(file);
    const rows = await opened.db.query<{ id: number }>(
      "SELECT id FROM event_dates WHERE requires_sign_in ORDER BY id",
    );
    expect(rows.rows).toEqual([{ id: file.events[0].dates[1].id }]);
  });

  it("lets a reload swap two categories' filter names", async () => {
    await load(eventCatalogue());
    const swapped = eventCatalogue() as CatalogueJson;
    swapped.event_categories[0].filtername = "talks";
    swapped.event_categories[1].filtername = "concerts";
    await load(swapped);
    const rows = await opened.db.query("SELECT id, filtername FROM event_categories ORDER BY id");
    expect(rows.rows).toEqual([
      { id: 1, filtername: "talks" },
      { id: 2, filtername: "concerts" },
    ]);
  });

  it("drops a date nothing was sold for, with its pools and seats", async () => {
    await load(eventCatalogue());
    const fewer = eventCatalogue() as CatalogueJson;
    fewer.events[0].dates.pop();
    await load(fewer);
    const dates = await opened.db.query("SELECT id FROM event_dates WHERE id = $1", [
      DATE.concertJuly,
    ]);
    expect(dates.rows).toEqual([]);
    expect(await pools("seat")).toHaveLength(15);
    expect((await pools("event_date")).map((p) => p.key)).not.toContain(
      `event_date:${DATE.concertJuly}`,
    );
  });

  describe("given places sold", () => {
    async function sell(key: string, places: number) {
      await opened.db.query("UPDATE capacity_pools SET sold = sold + $2 WHERE key = $1", [
        key,
        places,
      ]);
    }
    async function seatPool(dateId: number, row: string, number: number): Promise<string> {
      const result = await opened.db.query<{ id: number }>(
        `SELECT d.id FROM event_date_seats d JOIN seats s ON s.id = d.seat_id
         WHERE d.event_date_id = $1 AND s.row_name = $2 AND s.number = $3`,
        [dateId, row, number],
      );
      return poolKey({ kind: "seat", ref: result.rows[0]?.id ?? 0, day: null, startTime: null });
    }
    const refusal = async (file: CatalogueJson) => {
      const error = await load(file).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CatalogueConflictError);
      return (error as CatalogueConflictError).issues.map((i) => `${i.path}: ${i.message}`);
    };

    it("refuses to drop a date with places sold, and changes nothing", async () => {
      await load(eventCatalogue());
      await sell(`event_date:${DATE.lectureAugust}`, 2);
      const fewer = eventCatalogue() as CatalogueJson;
      fewer.events[1].dates.pop();
      expect((await refusal(fewer)).join("\n")).toMatch(/places of date 413 are sold or held/);
      const dates = await opened.db.query("SELECT id FROM event_dates WHERE id = $1", [
        DATE.lectureAugust,
      ]);
      expect(dates.rows).toHaveLength(1);
    });

    it("refuses fewer places than are sold, naming seats.max", async () => {
      await load(eventCatalogue());
      await sell(`event_date:${DATE.lectureJune}`, 30);
      const smaller = eventCatalogue() as CatalogueJson;
      smaller.events[1].dates[1].seats.max = 20;
      expect(await refusal(smaller)).toEqual([
        "events[1].dates[1].seats.max: 30 places of date 411 are sold or held: the date needs at least as many",
      ]);
    });

    it("refuses to block a sold seat, and to drop a row with a sold seat", async () => {
      await load(eventCatalogue());
      const key = await seatPool(DATE.concertJuly, "2", 2);
      await sell(key, 1);
      await sell(`event_date:${DATE.concertJuly}`, 1);
      const blocking = eventCatalogue() as CatalogueJson;
      blocking.events[0].dates[1].blocked_seats = [{ row: "2", numbers: [2] }];
      expect((await refusal(blocking)).join("\n")).toMatch(
        /events\[0\]\.dates\[1\]\.blocked_seats: seat \d+ of date 402 is sold or held/,
      );
      const shorter = eventCatalogue() as CatalogueJson;
      shorter.seating_plans[0].rows[1].to = 1;
      expect((await refusal(shorter)).join("\n")).toMatch(/places of date 402 are sold or held/);
      expect(await pools("seat")).toHaveLength(30);
    });
  });

  describe("given real holds", () => {
    const ledger = createLedger();
    const holdPlaces = (dateId: number, places: number, validUntil: Date) =>
      ledger.takeEvent(
        opened.db,
        {
          token: `hold-${dateId}-${validUntil.getTime()}`,
          eventDateId: dateId,
          seatId: null,
          quantity: places,
          maxPerRegistration: 10,
          maxPerAddress: 1000,
          lines: [
            { pool: { kind: "event_date", ref: dateId, day: null, startTime: null }, places },
          ],
          validUntil,
          now: NOW,
        },
        { sessionHash: undefined, visitor: undefined, address: "192.0.2.1" },
        { client: undefined, address: undefined },
      );

    it("refuses to drop a date a live hold holds places of", async () => {
      await load(eventCatalogue());
      expect(
        (await holdPlaces(DATE.lectureAugust, 2, new Date(NOW.getTime() + 30 * 60_000))).outcome,
      ).toBe("taken");
      const fewer = eventCatalogue() as CatalogueJson;
      fewer.events[1].dates.pop();
      await expect(load(fewer)).rejects.toBeInstanceOf(CatalogueConflictError);
    });

    it("drops a date whose hold has expired, with the hold's row the sweeper had kept", async () => {
      await load(eventCatalogue());
      expect(
        (await holdPlaces(DATE.lectureAugust, 2, new Date(NOW.getTime() + 60_000))).outcome,
      ).toBe("taken");
      const fewer = eventCatalogue() as CatalogueJson;
      fewer.events[1].dates.pop();
      const later = new Date(NOW.getTime() + 2 * 60_000);
      await loadCatalogue(opened.db, parseCatalogue(fewer), { now: later, source: "test.json" });
      const holds = await opened.db.query("SELECT token FROM holds WHERE event_date_id = $1", [
        DATE.lectureAugust,
      ]);
      expect(holds.rows).toEqual([]);
      expect((await pools("event_date")).map((p) => p.key)).not.toContain(
        `event_date:${DATE.lectureAugust}`,
      );
    });
  });

  it("keeps an event's exhibitions and drops them with the event", async () => {
    await load(eventCatalogue());
    const links = await opened.db.query("SELECT event_id, exhibition_id FROM event_exhibitions");
    expect(links.rows).toEqual([{ event_id: EVENT.concert, exhibition_id: 10 }]);
    const without = eventCatalogue() as CatalogueJson;
    without.events = without.events.filter((event: { id: number }) => event.id !== EVENT.concert);
    without.seating_plans = [];
    await load(without);
    expect((await opened.db.query("SELECT * FROM event_exhibitions")).rows).toEqual([]);
    expect((await opened.db.query("SELECT * FROM seats")).rows).toEqual([]);
    expect((await opened.db.query("SELECT id FROM seating_plans")).rows).toEqual([]);
    expect(await pools("seat")).toEqual([]);
    expect(PLAN).toBe(7);
  });
});
