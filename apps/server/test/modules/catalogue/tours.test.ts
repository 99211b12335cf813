// Issue 30, Deliver 1: tours in the catalogue file, on both engines — the check's refusals
// naming the field, a start time's participants and each piece of equipment at each start time
// as pools of the ledger, reloads that change nothing when nothing changed, and edits refused
// when they would drop or shrink what is sold or held.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CatalogueConflictError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { EQUIPMENT, TOUR, tourCatalogue } from "../tours/tour-catalogue";
import { dumpCatalogue, emptyCatalogue, openCatalogueDatabase } from "./catalogue-db";
import { type CatalogueJson, issuesOf as checkIssues } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");

function issuesOf(edit: (catalogue: CatalogueJson) => void): string[] {
  return checkIssues((catalogue) => {
    Object.assign(catalogue, tourCatalogue());
    edit(catalogue);
  });
}

describe("the catalogue check of tours", () => {
  it("accepts the fixture", () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it.each<[string, (c: CatalogueJson) => void, string]>([
    [
      "an unknown language",
      (c) => {
        c.tours[0].language_ids = [1, 9];
      },
      "tours[0].language_ids[1]: unknown tour language 9",
    ],
    [
      "an unknown age group",
      (c) => {
        c.tours[1].age_group_ids = [9];
      },
      "tours[1].age_group_ids[0]: unknown age group 9",
    ],
    [
      "an unknown grade",
      (c) => {
        c.tours[1].grade_ids = [5, 7];
      },
      "tours[1].grade_ids[1]: unknown grade 7",
    ],
    [
      "an unknown category",
      (c) => {
        c.tours[0].category_id = 9;
      },
      "tours[0].category_id: unknown tour category 9",
    ],
    [
      "an unknown museum",
      (c) => {
        c.tours[0].museum_id = 9;
      },
      "tours[0].museum_id: unknown museum 9",
    ],
    [
      "an unknown exhibition",
      (c) => {
        c.tours[0].exhibition_ids = [99];
      },
      "tours[0].exhibition_ids[0]: unknown exhibition 99",
    ],
    [
      "no language",
      (c) => {
        c.tours[0].language_ids = [];
      },
      "tours[0].language_ids: Too small: expected array to have >=1 items",
    ],
    [
      "no participant price",
      (c) => {
        c.tours[0].prices = [];
      },
      "tours[0].prices: Too small: expected array to have >=1 items",
    ],
    [
      "a start time listed twice",
      (c) => {
        c.tours[0].start_times.push({ day: "2030-06-02", time: "11:00", participants: { max: 4 } });
      },
      "tours[0].start_times[3]: 2030-06-02 11:00 is listed twice",
    ],
    [
      "a start in the hour the clocks skip",
      (c) => {
        c.tours[0].start_times[0] = { day: "2030-03-31", time: "02:30", participants: { max: 4 } };
      },
      "tours[0].start_times[0].time: this time does not exist in Berlin on that day",
    ],
    [
      "more participants required than taken",
      (c) => {
        c.tours[1].start_times[0].participants = { min: 31, max: 30 };
      },
      "tours[1].start_times[0].participants.min: min must not be above max",
    ],
    [
      "a surcharge both per group and per participant",
      (c) => {
        c.tours[1].surcharges[0].count_participants = true;
      },
      "tours[1].surcharges[0].group: a surcharge is either per group or per participant (count_participants)",
    ],
    [
      "a surcharge neither per group nor per participant",
      (c) => {
        c.tours[1].surcharges[1].count_participants = false;
      },
      "tours[1].surcharges[1].group: a surcharge is either per group or per participant (count_participants)",
    ],
    [
      "an equipment id of another tour",
      (c) => {
        c.tours[1].equipment[0].id = EQUIPMENT.audioGuide;
      },
      `tours[1].equipment[0].id: equipment ${EQUIPMENT.audioGuide} is already of tour ${TOUR.highlights}`,
    ],
    [
      "a duplicate tour id",
      (c) => {
        c.tours[1].id = TOUR.highlights;
      },
      `tours[1].id: duplicate id ${TOUR.highlights}`,
    ],
    [
      "a filter name twice",
      (c) => {
        c.tour_categories[1].filtername = "public";
      },
      "tour_categories[1].filtername: public is listed twice",
    ],
  ])("refuses %s, naming the field", (_name, edit, issue) => {
    expect(issuesOf(edit)).toContain(issue);
  });
});

describe.each(engineNames())("tours of a catalogue load on %s", (engine) => {
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
  const sell = (key: string, places: number) =>
    opened.db.query("UPDATE capacity_pools SET sold = sold + $2 WHERE key = $1", [key, places]);
  const refusal = async (file: CatalogueJson) => {
    const error = await load(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogueConflictError);
    return (error as CatalogueConflictError).issues.map((i) => `${i.path}: ${i.message}`);
  };

  it("makes each start time's participants a pool, and each piece of equipment one per start time", async () => {
    await load(tourCatalogue());
    expect(await pools("tour")).toEqual([
      { key: `tour:${TOUR.highlights}:2030-06-02:11:00`, capacity: 10 },
      { key: `tour:${TOUR.highlights}:2030-06-02:15:00`, capacity: 10 },
      { key: `tour:${TOUR.highlights}:2030-06-03:11:00`, capacity: 10 },
      { key: `tour:${TOUR.school}:2030-06-04:09:00`, capacity: 30 },
    ]);
    expect(await pools("equipment")).toEqual([
      { key: `equipment:${EQUIPMENT.audioGuide}:2030-06-02:11:00`, capacity: 5 },
      { key: `equipment:${EQUIPMENT.audioGuide}:2030-06-02:15:00`, capacity: 5 },
      { key: `equipment:${EQUIPMENT.audioGuide}:2030-06-03:11:00`, capacity: 5 },
      { key: `equipment:${EQUIPMENT.headset}:2030-06-04:09:00`, capacity: 30 },
    ]);
    const tours = await opened.db.query<{
      id: number;
      language_ids: number[];
      grade_ids: number[];
    }>("SELECT id, language_ids, grade_ids FROM tours ORDER BY id");
    expect(tours.rows).toEqual([
      { id: TOUR.highlights, language_ids: [1, 2], grade_ids: [] },
      { id: TOUR.school, language_ids: [1], grade_ids: [5, 6] },
    ]);
    const starts = await opened.db.query<{ starts_at: Date }>(
      "SELECT starts_at FROM tour_start_times WHERE tour_id = $1 ORDER BY starts_at LIMIT 1",
      [TOUR.highlights],
    );
    // 11:00 in Berlin in summer is 09:00 UTC.
    expect(starts.rows[0]?.starts_at.toISOString()).toBe("2030-06-02T09:00:00.000Z");
  });

  it("changes nothing when the same file loads again", async () => {
    await load(tourCatalogue());
    const before = await dumpCatalogue(opened.db);
    expect((await load(tourCatalogue())).changed).toBe(false);
    expect(await dumpCatalogue(opened.db)).toEqual(before);
  });

  it("drops a start time nothing was sold for, with its pools", async () => {
    await load(tourCatalogue());
    const fewer = tourCatalogue() as CatalogueJson;
    fewer.tours[0].start_times.pop();
    await load(fewer);
    const keys = [...(await pools("tour")), ...(await pools("equipment"))].map((p) => p.key);
    expect(keys.filter((key) => key.includes("2030-06-03"))).toEqual([]);
    expect(keys).toHaveLength(6);
  });

  it("drops a tour nothing was sold for, and its options when no tour names them", async () => {
    await load(tourCatalogue());
    const fewer = tourCatalogue() as CatalogueJson;
    fewer.tours.pop();
    fewer.tour_grades = [];
    fewer.tour_age_groups = [];
    await load(fewer);
    const rows = await opened.db.query("SELECT id FROM tours");
    expect(rows.rows).toEqual([{ id: TOUR.highlights }]);
    expect((await opened.db.query("SELECT id FROM tour_grades")).rows).toEqual([]);
    expect((await pools("tour")).map((p) => p.key)).not.toContain(
      `tour:${TOUR.school}:2030-06-04:09:00`,
    );
  });

  describe("given places sold", () => {
    it("refuses fewer participants than are sold, naming participants.max, and changes nothing", async () => {
      await load(tourCatalogue());
      const before = await dumpCatalogue(opened.db);
      await sell(`tour:${TOUR.highlights}:2030-06-02:11:00`, 8);
      const smaller = tourCatalogue() as CatalogueJson;
      smaller.tours[0].start_times[0].participants.max = 7;
      expect(await refusal(smaller)).toEqual([
        `tours[0].start_times[0].participants.max: 8 of tour:${TOUR.highlights}:2030-06-02:11:00 are sold or held: it needs at least as many`,
      ]);
      const after = await dumpCatalogue(opened.db);
      expect(after.tour_start_times).toEqual(before.tour_start_times);
      // exactly as many is taken
      smaller.tours[0].start_times[0].participants.max = 8;
      await load(smaller);
    });

    it("refuses less equipment than is lent, naming its quantity", async () => {
      await load(tourCatalogue());
      await sell(`equipment:${EQUIPMENT.audioGuide}:2030-06-02:15:00`, 3);
      const smaller = tourCatalogue() as CatalogueJson;
      smaller.tours[0].equipment[0].quantity = 2;
      expect(await refusal(smaller)).toEqual([
        `tours[0].equipment[0].quantity: 3 of equipment:${EQUIPMENT.audioGuide}:2030-06-02:15:00 are sold or held: it needs at least as many`,
      ]);
    });

    it("refuses to drop a start time, or the tour, with participants sold", async () => {
      await load(tourCatalogue());
      await sell(`tour:${TOUR.school}:2030-06-04:09:00`, 12);
      const noStart = tourCatalogue() as CatalogueJson;
      noStart.tours[1].start_times = [];
      expect((await refusal(noStart)).join("\n")).toMatch(
        new RegExp(`places of tour:${TOUR.school}:2030-06-04:09:00 are sold or held`),
      );
      const noTour = tourCatalogue() as CatalogueJson;
      noTour.tours.pop();
      expect((await refusal(noTour)).join("\n")).toMatch(/are sold or held/);
      const rows = await opened.db.query(
        "SELECT tour_id FROM tour_start_times WHERE tour_id = $1",
        [TOUR.school],
      );
      expect(rows.rows).toHaveLength(1);
    });
  });
});
