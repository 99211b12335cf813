// The issue "events", Deliver 2: the event calls of surrounding-areas §7 on both engines —
// the list and its filters, one event, a date with its places, seats and the prices of the
// asker's audience, the date list's range rules (§4, §5) and paging, categories and languages.
import {
  CategoryList,
  EventCalendar,
  EventDate,
  EventDateList,
  EventList,
  LanguageList,
} from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolKey } from "../../../src/modules/capacity/pool";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { COMPANY, DATE, EVENT, eventCatalogue, LANGUAGE, SEATING } from "./event-catalogue";

const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

describe.each(engineNames())("event calls on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, eventCatalogue());
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The pool of a seat of a date, by row and number. */
  async function seatPoolKey(dateId: number, row: string, number: number): Promise<string> {
    const result = await t.db.query<{ id: number }>(
      `SELECT d.id FROM event_date_seats d JOIN seats s ON s.id = d.seat_id
       WHERE d.event_date_id = $1 AND s.row_name = $2 AND s.number = $3`,
      [dateId, row, number],
    );
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error(`no seat ${row} ${number} on date ${dateId}`);
    return poolKey({ kind: "seat", ref: id, day: null, startTime: null });
  }

  describe("GET /events", () => {
    it("lists the events in catalogue order with category, languages, next starts and last date", async () => {
      const { status, body } = await get(t, "/events?locale=en");
      expect(status).toBe(200);
      const list = EventList.parse(body);
      expect(ids(list)).toEqual([EVENT.concert, EVENT.lecture, EVENT.past]);
      expect(list.meta.total_count).toBe(3);
      const [concert, lecture, past] = list.data;
      expect(concert).toMatchObject({
        title: "Evening concert",
        sub_title: "Streichquartett",
        description: "<p>Haydn und Ravel</p>",
        museum_id: 1,
        bookable: true,
        ticket_sales_in_shop: false,
        category: { id: 1, name: "Concerts", filtername: "concerts" },
        languages: [{ id: LANGUAGE.de, name: "German" }],
        upcoming_bookings_start_times: ["2030-06-14T19:30:00+02:00", "2030-07-12T19:30:00+02:00"],
        dates: { last: "2030-07-12T19:30:00+02:00" },
      });
      // Yesterday's lecture is no longer upcoming; the languages come from the dates.
      expect(lecture).toMatchObject({
        languages: [
          { id: LANGUAGE.de, name: "German" },
          { id: LANGUAGE.en, name: "English" },
        ],
        upcoming_bookings_start_times: [
          "2030-06-05T18:00:00+02:00",
          "2030-06-19T18:00:00+02:00",
          "2030-08-21T18:00:00+02:00",
        ],
        dates: { last: "2030-08-21T18:00:00+02:00" },
      });
      expect(past).toMatchObject({
        bookable: false,
        category: null,
        languages: [],
        upcoming_bookings_start_times: [],
        dates: { last: "2030-05-01T11:00:00+02:00" },
      });
    });

    it.each([
      ["by_category_ids[]=2", [EVENT.lecture]],
      ["by_language_ids[]=2", [EVENT.lecture]],
      ["by_museum_ids[]=1", [EVENT.concert]],
      ["by_exhibition_ids[]=10", [EVENT.concert]],
      ["by_category_ids[]=1&by_category_ids[]=2", [EVENT.concert, EVENT.lecture]],
      ["with_bookings_in_future=true", [EVENT.concert, EVENT.lecture]],
      ["by_featured=true", [EVENT.concert]],
      ["by_bookable=false", [EVENT.past]],
      ["q=Haydn", [EVENT.concert]],
      ["q=Urzeit&by_museum_ids[]=1", []],
      // Issue 27, item 5: by the category's name, stemmed in the asked language.
      ["q=Vorträge", [EVENT.lecture]],
      ["q=Konzerte", [EVENT.concert]],
      ["q=talk&locale=en", [EVENT.lecture]],
    ])("filters %s", async (query, expected) => {
      const { status, body } = await get(t, `/events?${query}`);
      expect(status).toBe(200);
      expect(ids(EventList.parse(body))).toEqual(expected);
    });

    it("answers one event, and 404 for an unknown one", async () => {
      const { status, body } = await get(t, `/events/${EVENT.lecture}?locale=fr`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: EVENT.lecture, title: "Vortragsreihe Urzeit" });
      const missing = await get(t, "/events/999");
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe("not_found");
    });
  });

  it("lists categories and languages (both paths of the spec)", async () => {
    const categories = await get(t, "/events/categories?locale=en");
    expect(CategoryList.parse(categories.body)).toEqual({
      data: [
        { id: 1, name: "Concerts", filtername: "concerts" },
        { id: 2, name: "Talks", filtername: "talks" },
      ],
      meta: { total_count: 2 },
    });
    const expected = {
      data: [
        { id: LANGUAGE.de, name: "German" },
        { id: LANGUAGE.en, name: "English" },
      ],
      meta: { total_count: 2 },
    };
    expect(LanguageList.parse((await get(t, "/events/languages?locale=en")).body)).toEqual(
      expected,
    );
    expect(LanguageList.parse((await get(t, "/event_languages?locale=en")).body)).toEqual(expected);
  });

  describe("GET /events/{id}/dates/{date_id}", () => {
    it("answers a general-admission date with its places and scale prices", async () => {
      const { status, body } = await get(
        t,
        `/events/${EVENT.lecture}/dates/${DATE.lectureJune}?locale=en`,
      );
      expect(status).toBe(200);
      expect(EventDate.parse(body)).toEqual({
        id: DATE.lectureJune,
        event_id: EVENT.lecture,
        title: "Lectures on prehistory",
        sub_title: null,
        description: "<p>Forschung aus dem Haus</p>",
        start_time: "2030-06-05T18:00:00+02:00",
        language: { name: "German" },
        seats: { available: 40, max: 40, min: 10, max_per_registration: 6, booked: 0 },
        prices: [
          {
            price_cents: 500,
            scale_price_id: 1,
            quantity: 0,
            title: "Admission",
            category_prices: {},
          },
          { price_cents: 0, scale_price_id: 2, quantity: 0, title: "Members", category_prices: {} },
        ],
        vat_pct: 7,
        tax_included: true,
        seatings: [],
        seat_list: [],
        minPrice: 0,
        soldOut: false,
        bookable: true,
      });
    });

    it("gives a date's own title before the event's", async () => {
      const { body } = await get(
        t,
        `/events/${EVENT.lecture}/dates/${DATE.lectureJuneEn}?locale=en`,
      );
      expect(body).toMatchObject({ title: "Dinosaurs", language: { name: "English" } });
    });

    it("answers 404 for a date of another event or an unknown date", async () => {
      for (const path of [
        `/events/${EVENT.concert}/dates/${DATE.lectureJune}`,
        `/events/${EVENT.lecture}/dates/9999`,
      ]) {
        const { status, body } = await get(t, path);
        expect(status, path).toBe(404);
        expect(Object.keys(body.error.fields)).toEqual(["date_id"]);
      }
    });

    it("lists every seat of a seated date with its state, and the categories' price ranges", async () => {
      const { status, body } = await get(
        t,
        `/events/${EVENT.concert}/dates/${DATE.concertJune}?locale=en`,
      );
      expect(status).toBe(200);
      const date = EventDate.parse(body);
      // 15 seats, less the plan's blocked 3-5 and the date's blocked 1-1.
      expect(date.seats).toEqual({
        available: 13,
        max: 13,
        min: 0,
        max_per_registration: 4,
        booked: 0,
      });
      expect(date.seatings).toEqual([
        {
          id: SEATING.stalls,
          title: "Stalls",
          description: null,
          color_code: "#1f6feb",
          price_from_cents: 1600,
          price_to_cents: 2400,
        },
        {
          id: SEATING.balcony,
          title: "Balcony",
          description: null,
          color_code: "#8250df",
          price_from_cents: 1200,
          price_to_cents: 1800,
        },
      ]);
      // The company price is not offered to everyone.
      expect(date.prices.map((price) => price.scale_price_id)).toEqual([1, 2]);
      expect(date.prices[0]).toEqual({
        price_cents: 1800,
        scale_price_id: 1,
        quantity: 0,
        title: "Regular",
        category_prices: { [SEATING.stalls]: 2400, [SEATING.balcony]: 1800 },
      });
      expect(date.minPrice).toBe(1200);
      expect(date.seat_list).toHaveLength(15);
      expect(date.seat_list.map((seat) => `${seat.row}-${seat.number}`).slice(0, 6)).toEqual([
        "1-1",
        "1-2",
        "1-3",
        "1-4",
        "1-5",
        "2-1",
      ]);
      expect(date.seat_list[1]).toMatchObject({
        category: SEATING.stalls,
        row: "1",
        number: 2,
        title: "Row 1, seat 2",
        status: "available",
        selectedPrice: null,
      });
      const status_ = (row: string, number: number) =>
        date.seat_list.find((seat) => seat.row === row && seat.number === number)?.status;
      expect(status_("1", 1)).toBe("blocked");
      expect(status_("3", 5)).toBe("blocked");
      expect(status_("3", 4)).toBe("available");
      // The same plan's next date blocks only what the plan blocks.
      const july = EventDate.parse(
        (await get(t, `/events/${EVENT.concert}/dates/${DATE.concertJuly}`)).body,
      );
      expect(july.seats.max).toBe(14);
      expect(july.seat_list.filter((seat) => seat.status === "blocked")).toHaveLength(1);
      // A seat has one id on every date of its plan.
      expect(july.seat_list.map((seat) => seat.id)).toEqual(date.seat_list.map((seat) => seat.id));
      const german = await get(t, `/events/${EVENT.concert}/dates/${DATE.concertJune}?locale=de`);
      expect(german.body.seat_list[1].title).toBe("Reihe 1, Platz 2");
    });

    it("shows a held seat as blocked and a sold one as booked, and counts them on the date", async () => {
      const held = await seatPoolKey(DATE.concertJuly, "2", 3);
      const sold = await seatPoolKey(DATE.concertJuly, "2", 4);
      await t.db.query("UPDATE capacity_pools SET held = 1 WHERE key = $1", [held]);
      await t.db.query("UPDATE capacity_pools SET sold = 1 WHERE key = $1", [sold]);
      await t.db.query("UPDATE capacity_pools SET held = 1, sold = 1 WHERE key = $1", [
        `event_date:${DATE.concertJuly}`,
      ]);
      const date = EventDate.parse(
        (await get(t, `/events/${EVENT.concert}/dates/${DATE.concertJuly}`)).body,
      );
      const status = (number: number) =>
        date.seat_list.find((seat) => seat.row === "2" && seat.number === number)?.status;
      expect(status(3)).toBe("blocked");
      expect(status(4)).toBe("booked");
      expect(date.seats).toMatchObject({ available: 12, max: 14, booked: 2 });
    });

    it("offers a price target audience's own prices to its customers (surrounding-areas §6)", async () => {
      const guest = await signInGuest(t.app);
      await t.db.query("UPDATE customers SET price_target_audience_id = $1 WHERE id = $2", [
        COMPANY,
        guest.customerId,
      ]);
      const response = await t.app.inject({
        method: "GET",
        url: `/api/v1/events/${EVENT.concert}/dates/${DATE.concertJune}`,
        headers: { cookie: guest.cookie },
      });
      const date = EventDate.parse(response.json());
      expect(date.prices.map((price) => price.scale_price_id)).toEqual([1, 2, 3]);
      expect(date.seatings[0]).toMatchObject({ price_from_cents: 1600, price_to_cents: 3000 });
      // Another customer's billing address is refused, naming it.
      const other = await t.app.inject({
        method: "GET",
        url: `/api/v1/events/${EVENT.concert}/dates/${DATE.concertJune}?billing_address_id=999999`,
        headers: { cookie: guest.cookie },
      });
      expect(other.statusCode).toBe(404);
      expect(Object.keys(other.json().error.fields)).toEqual(["billing_address_id"]);
    });
  });

  describe("GET /dates", () => {
    it("lists the next 30 days' dates by start, with places and the lowest price, without seats", async () => {
      const { status, body } = await get(t, "/dates?locale=en");
      expect(status).toBe(200);
      const list = EventDateList.parse(body);
      expect(ids(list)).toEqual([DATE.lectureJune, DATE.concertJune, DATE.lectureJuneEn]);
      expect(list.meta.total_count).toBe(3);
      expect(list.data.map((date) => date.minPrice)).toEqual([0, 1200, 0]);
      expect(list.data.every((date) => date.seat_list.length === 0)).toBe(true);
    });

    it.each([
      [
        "start_at=2030-06-01&end_at=2030-07-31",
        [DATE.lectureJune, DATE.concertJune, DATE.lectureJuneEn, DATE.concertJuly],
      ],
      // An end before the start becomes start + 30 days (§4).
      ["start_at=2030-07-01&end_at=2030-06-10", [DATE.concertJuly]],
      ["by_event_ids[]=41", [DATE.lectureJune, DATE.lectureJuneEn]],
      ["per_page=1&page=2", [DATE.concertJune]],
    ])("%s", async (query, expected) => {
      const { status, body } = await get(t, `/dates?${query}`);
      expect(status).toBe(200);
      expect(ids(EventDateList.parse(body))).toEqual(expected);
    });

    it("refuses a range starting before today (tooEarly) or longer than 60 days (tooLate)", async () => {
      const early = await get(t, "/dates?start_at=2030-05-31");
      expect(early.status).toBe(422);
      expect(early.body.error.code).toBe("date_too_early");
      expect(Object.keys(early.body.error.fields)).toEqual(["start_at"]);
      const late = await get(t, "/dates?start_at=2030-06-01&end_at=2030-08-01");
      expect(late.status).toBe(422);
      expect(late.body.error.code).toBe("date_too_late");
      expect(Object.keys(late.body.error.fields)).toEqual(["end_at"]);
    });

    it.each([
      ["start_at=2030-02-30", "start_at"],
      ["per_page=0", "per_page"],
      ["per_page=1001", "per_page"],
      ["by_event_ids[]=abc", "by_event_ids[].0"],
      ["page=99999999999", "page"],
    ])("answers 422 naming the field for %s", async (query, field) => {
      const { status, body } = await get(t, `/dates?${query}`);
      expect(status).toBe(422);
      expect(Object.keys(body.error.fields)).toContain(field);
    });
  });

  describe("GET /calendar and /calendar/{id}", () => {
    const RANGE = "start_at=2030-06-01&end_at=2030-06-30";

    it("answers the days with dates, each with its dates and places left", async () => {
      const { status, body } = await get(t, `/calendar?${RANGE}`);
      expect(status).toBe(200);
      const calendar = EventCalendar.parse(body);
      expect(Object.keys(calendar.data)).toEqual(["2030-06-05", "2030-06-14", "2030-06-19"]);
      expect(calendar.data["2030-06-05"]).toEqual({
        available: 40,
        events: { [EVENT.lecture]: 40 },
        dates: [
          {
            id: DATE.lectureJune,
            event_id: EVENT.lecture,
            start_time: "2030-06-05T18:00:00+02:00",
            available: 40,
            bookable: true,
          },
        ],
      });
      expect(calendar.data["2030-06-14"]?.available).toBe(13);
    });

    it.each([
      // any: each day counts its own dates.
      [`${RANGE}&by_museum_ids[]=1`, { "2030-06-14": 13 }],
      [`${RANGE}&by_exhibition_ids[]=10`, { "2030-06-14": 13 }],
      // all: a day counts only when every asked event has places that day.
      [
        `${RANGE}&depth=all&by_event_ids[]=${EVENT.concert}&by_event_ids[]=${EVENT.lecture}`,
        { "2030-06-05": 0, "2030-06-14": 0, "2030-06-19": 0 },
      ],
      [
        `${RANGE}&depth=all&by_event_ids[]=${EVENT.lecture}`,
        { "2030-06-05": 40, "2030-06-19": 40 },
      ],
    ])("%s", async (query, expected) => {
      const calendar = EventCalendar.parse((await get(t, `/calendar?${query}`)).body);
      expect(
        Object.fromEntries(Object.entries(calendar.data).map(([day, d]) => [day, d.available])),
      ).toEqual(expected);
    });

    it("answers one event's calendar, a started date without places, and 404 for an unknown event", async () => {
      const { status, body } = await get(
        t,
        `/calendar/${EVENT.lecture}?start_at=2030-05-25&end_at=2030-06-30`,
      );
      expect(status).toBe(200);
      const calendar = EventCalendar.parse(body);
      expect(
        Object.fromEntries(Object.entries(calendar.data).map(([day, d]) => [day, d.available])),
      ).toEqual({ "2030-05-31": 0, "2030-06-05": 40, "2030-06-19": 40 });
      // the started date is not on sale: the shop says so instead of "sold out"
      const bookable = Object.values(calendar.data).flatMap((day) =>
        day.dates.map((date) => [date.start_time.slice(0, 10), date.bookable]),
      );
      expect(Object.fromEntries(bookable)).toEqual({
        "2030-05-31": false,
        "2030-06-05": true,
        "2030-06-19": true,
      });
      expect((await get(t, `/calendar/999?${RANGE}`)).status).toBe(404);
    });

    // The issue 27, item 12: no range is 30 days from today (Berlin), as GET /dates has it.
    it("answers one event's calendar with no query: from today to 30 days later", async () => {
      const { status, body } = await get(t, `/calendar/${EVENT.lecture}`);
      const ranged = await get(
        t,
        `/calendar/${EVENT.lecture}?start_at=2030-06-01&end_at=2030-07-01`,
      );

      expect(status).toBe(200);
      expect(EventCalendar.parse(body)).toEqual(body);
      expect(body).toEqual(ranged.body);
      expect(Object.keys(body.data)).toContain("2030-06-05");
      expect(Object.keys(body.data)).not.toContain("2030-05-31");
    });

    it("completes a range with only its start to 30 days after it", async () => {
      const { status, body } = await get(t, "/calendar?start_at=2030-06-10");
      const ranged = await get(t, "/calendar?start_at=2030-06-10&end_at=2030-07-10");

      expect(status).toBe(200);
      expect(body).toEqual(ranged.body);
      expect(Object.keys(body.data)).toEqual(["2030-06-14", "2030-06-19"]);
    });

    it.each([
      ["start_at=2030-06-10&end_at=2030-06-01", "end_at"],
      ["start_at=2030-06-01&end_at=2030-09-30", "end_at"],
      // the start defaults to today, 2030-06-01: this end is before it
      ["end_at=2030-05-20", "end_at"],
      [`${RANGE}&depth=some`, "depth"],
    ])("answers 422 naming the field for %s", async (query, field) => {
      const { status, body } = await get(t, `/calendar?${query}`);
      expect(status).toBe(422);
      expect(Object.keys(body.error.fields)).toContain(field);
    });
  });
});
