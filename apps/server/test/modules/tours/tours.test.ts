// Issue 30, Deliver 2 (its reads): the tour calls of surrounding-areas §7 on both engines — the
// list and its filters, one tour, its start times on a day and in a range with the participants
// still bookable, a piece of equipment at a start time, the prices open to the asker, categories
// and languages (both paths), and bad input naming the field.
import {
  CategoryList,
  LanguageList,
  Tour,
  TourAudienceList,
  TourCalendar,
  TourEquipment,
  TourList,
  TourPriceList,
  TourStartTimes,
} from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { EXHIBITION } from "../shop/fixture-catalogue";
import { EQUIPMENT, TOUR, TOUR_CATEGORY, TOUR_LANGUAGE, tourCatalogue } from "./tour-catalogue";

const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

describe.each(engineNames())("tour calls on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    const catalogue = tourCatalogue();
    // a start time the test clock (Saturday 2030-06-01 10:00 Berlin) has passed, and one the
    // venue stopped: neither is listed
    catalogue.tours?.[0]?.start_times?.push(
      { day: "2030-06-01", time: "09:00", participants: { max: 10 } },
      { day: "2030-06-02", time: "17:00", participants: { max: 10 }, bookable: false },
    );
    t = await startCatalogueApp(engine, catalogue);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe("GET /tours", () => {
    it("lists the tours in catalogue order with category, options and equipment", async () => {
      const { status, body } = await get(t, "/tours?locale=en");
      expect(status).toBe(200);
      const list = TourList.parse(body);
      expect(ids(list)).toEqual([TOUR.highlights, TOUR.school]);
      expect(list.meta.total_count).toBe(2);
      expect(list.data[0]).toMatchObject({
        title: "Highlights of the collection",
        museum_id: 1,
        bookable: true,
        featured: false,
        category: { id: TOUR_CATEGORY.public, filtername: "public" },
        languages: [
          { id: TOUR_LANGUAGE.de, name: "German" },
          { id: TOUR_LANGUAGE.en, name: "English" },
        ],
        age_groups: [],
        grades: [],
        equipment: [
          {
            id: EQUIPMENT.audioGuide,
            type: "audio_guide",
            title: "Audioguide",
            available: 5,
            quantity: 0,
            max: 4,
          },
        ],
      });
      expect(list.data[1]).toMatchObject({
        age_groups: [{ id: 1 }, { id: 2 }],
        grades: [{ id: 5 }, { id: 6 }],
      });
    });

    it.each([
      ["by_language_ids[]=2", [TOUR.highlights]],
      [`by_category_ids[]=${TOUR_CATEGORY.schools}`, [TOUR.school]],
      [`by_exhibition_ids[]=${EXHIBITION.light}`, [TOUR.highlights]],
      ["by_museum_ids[]=2", []],
      ["q=Farben", [TOUR.school]],
      ["q=Schulklassen", [TOUR.school]],
      ["with_bookings_in_future=true", [TOUR.highlights, TOUR.school]],
    ])("filters by %s", async (query, expected) => {
      const { status, body } = await get(t, `/tours?locale=de&${query}`);
      expect(status).toBe(200);
      expect(ids(TourList.parse(body))).toEqual(expected);
    });
  });

  it("GET /tours/{id} answers one tour, and 404 naming id for an unknown one", async () => {
    const found = await get(t, `/tours/${TOUR.school}?locale=de`);
    expect(found.status).toBe(200);
    expect(Tour.parse(found.body)).toMatchObject({ id: TOUR.school, title: "Farben entdecken" });
    const missing = await get(t, "/tours/999?locale=de");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: { code: "not_found", fields: { id: ["No such tour"] } },
    });
  });

  describe("start times", () => {
    it("lists a day's bookable start times with the participants still bookable", async () => {
      await t.db.query("UPDATE capacity_pools SET sold = 4 WHERE key = $1", [
        `tour:${TOUR.highlights}:2030-06-02:15:00`,
      ]);
      const { status, body } = await get(
        t,
        `/tours/${TOUR.highlights}/start_times/2030-06-02?locale=de`,
      );
      expect(status).toBe(200);
      expect(TourStartTimes.parse(body).data).toEqual([
        { start_time: "11:00", participants: { min: 0, max: 10, bookable: 10 } },
        { start_time: "15:00", participants: { min: 0, max: 10, bookable: 6 } },
      ]);
    });

    it("leaves out the start times that have begun", async () => {
      const { body } = await get(t, `/tours/${TOUR.highlights}/start_times/2030-06-01?locale=de`);
      expect(TourStartTimes.parse(body).data).toEqual([]);
    });

    it("answers the calendar form by day and time, with the group tour's minimum", async () => {
      const { status, body } = await get(
        t,
        `/tours/${TOUR.school}/start_times?locale=de&start_at=2030-06-01&end_at=2030-06-30`,
      );
      expect(status).toBe(200);
      expect(TourCalendar.parse(body).data).toEqual([
        {
          date: "2030-06-04",
          start_time: "09:00",
          participants: { min: 10, max: 30, bookable: 30 },
        },
      ]);
    });

    it.each([
      ["a range of 61 days", "start_at=2030-06-01&end_at=2030-07-31", "end_at"],
      ["an end before the start", "start_at=2030-06-10&end_at=2030-06-01", "end_at"],
      ["no start", "end_at=2030-06-01", "start_at"],
    ])("refuses %s with 422 naming the field", async (_name, query, field) => {
      const { status, body } = await get(t, `/tours/${TOUR.school}/start_times?locale=de&${query}`);
      expect(status).toBe(422);
      expect(body).toMatchObject({
        error: { code: "validation", fields: { [field]: [expect.any(String)] } },
      });
    });

    it("answers the longest range, 60 days", async () => {
      const { status } = await get(
        t,
        `/tours/${TOUR.school}/start_times?locale=de&start_at=2030-06-01&end_at=2030-07-30`,
      );
      expect(status).toBe(200);
    });

    it("answers 404 for an unknown tour, and 422 naming date for a day that is not one", async () => {
      expect((await get(t, "/tours/999/start_times/2030-06-02?locale=de")).status).toBe(404);
      const bad = await get(t, `/tours/${TOUR.school}/start_times/2030-02-30?locale=de`);
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ error: { fields: { date: [expect.any(String)] } } });
    });
  });

  describe("GET /tours/{id}/equipments/{equipment_id}/{start_time}", () => {
    const path = (equipment: number, time: string) =>
      `/tours/${TOUR.highlights}/equipments/${equipment}/${time}?locale=de&date=2030-06-02`;

    it("answers the pieces left at the start time and the most per booking", async () => {
      await t.db.query("UPDATE capacity_pools SET sold = 3 WHERE key = $1", [
        `equipment:${EQUIPMENT.audioGuide}:2030-06-02:11:00`,
      ]);
      const { status, body } = await get(t, path(EQUIPMENT.audioGuide, "11:00"));
      expect(status).toBe(200);
      expect(TourEquipment.parse(body)).toEqual({
        id: EQUIPMENT.audioGuide,
        type: "audio_guide",
        title: "Audioguide",
        available: 2,
        quantity: 0,
        max: 4,
      });
      // another start time lends its own
      expect((await get(t, path(EQUIPMENT.audioGuide, "15:00"))).body.available).toBe(5);
    });

    it.each([
      ["equipment of another tour", EQUIPMENT.headset, "11:00", "equipment_id"],
      ["a start time the tour does not have", EQUIPMENT.audioGuide, "12:00", "start_time"],
      ["a start time the venue stopped", EQUIPMENT.audioGuide, "17:00", "start_time"],
    ])("answers 404 for %s, naming the field", async (_name, equipment, time, field) => {
      const { status, body } = await get(t, path(equipment, time));
      expect(status).toBe(404);
      expect(Object.keys(body.error.fields)).toEqual([field]);
    });
  });

  describe("GET /tours/{id}/prices", () => {
    const prices = (tour: number, query: string) =>
      get(t, `/tours/${tour}/prices?locale=en&date=2030-06-04&time=09:00&${query}`);

    it("lists everyone's participant prices and the surcharges, not another audience's", async () => {
      const { status, body } = await prices(TOUR.highlights, "");
      expect(status).toBe(200);
      const list = TourPriceList.parse(body).data;
      expect(list.map((price) => [price.scale_price_id, price.title, price.price_cents])).toEqual([
        [1, "Erwachsene", 1200],
        [2, "Reduced", 800],
      ]);
      expect(list[0]).toMatchObject({ vat_pct: 7, count_participants: true, quantity: 0 });
    });

    it("gives each surcharge the quantity it takes for the participants", async () => {
      const { body } = await prices(TOUR.school, "participants=12");
      const surcharges = TourPriceList.parse(body).data.filter((p) => p.price_surcharge_id);
      expect(
        surcharges.map((s) => [s.price_surcharge_id, s.optional, s.group, s.quantity]),
      ).toEqual([
        [31, true, true, 0],
        [32, false, false, 12],
      ]);
    });

    it("keeps one audience's prices with price_target_audience_id, of those the asker may see", async () => {
      const { body } = await prices(TOUR.highlights, "price_target_audience_id=3");
      expect(TourPriceList.parse(body).data).toEqual([]);
    });

    it("refuses a language the tour is not held in, naming language_id, and 404s an unknown tour", async () => {
      const bad = await prices(TOUR.school, "language_id=2");
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.error.fields)).toEqual(["language_id"]);
      expect((await prices(999, "")).status).toBe(404);
    });
  });

  it("lists the audiences a visitor may choose, by name in the asked language", async () => {
    const { status, body } = await get(t, "/tours/audiences?locale=fr");
    expect(status).toBe(200);
    expect(TourAudienceList.parse(body).data).toEqual([
      { id: 1, name: "Particuliers" },
      { id: 3, name: "Entreprises et organisations" },
    ]);
  });

  it("lists categories, and languages on both paths", async () => {
    const categories = CategoryList.parse((await get(t, "/tours/categories?locale=de")).body);
    expect(categories.data.map((c) => c.filtername)).toEqual(["public", "schools"]);
    for (const path of ["/tours/languages", "/tour_languages"]) {
      const { status, body } = await get(t, `${path}?locale=en`);
      expect(status).toBe(200);
      expect(LanguageList.parse(body).data).toEqual([
        { id: TOUR_LANGUAGE.de, name: "German" },
        { id: TOUR_LANGUAGE.en, name: "English" },
      ]);
    }
  });
});
