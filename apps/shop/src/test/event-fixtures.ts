// The event answers of the page tests, in the shapes the server answers (copied from the demo
// catalogue's answers of GET /events, /events/{id}/dates/{date_id}, /dates and /calendar/{id},
// apps/server/src/seed/demo-events.ts), on the test clock's days (render-shop TEST_NOW,
// 2030-06-01 in Berlin).
import type { Event, EventCalendar, EventDate, Seat, SeatBlocking } from "@shop/core/contract";

export const CONCERT: Event = {
  id: 1,
  title: "Wasserklänge – Kammerkonzert",
  sub_title: "Debussy und Ravel zur Ausstellung „Licht und Wasser“",
  description: "<p>Sie wählen Ihren Platz im Saalplan.</p>",
  bookable: true,
  museum_id: 1,
  ticket_sales_in_shop: false,
  upcoming_bookings_start_times: [
    "2030-06-04T19:30:00+02:00",
    "2030-06-11T19:30:00+02:00",
    "2030-06-18T19:30:00+02:00",
  ],
  dates: { last: "2030-06-18T19:30:00+02:00" },
  category: { id: 1, name: "Konzerte", filtername: "konzerte" },
  languages: [{ id: 1, name: "Deutsch" }],
  slider_description: null,
  namespace: null,
  picture: null,
};

export const LECTURES: Event = {
  id: 2,
  title: "Abendvorträge: Leben in der Urzeit",
  sub_title: null,
  description: "<p>Freie Platzwahl, Einlass ab 18 Uhr.</p>",
  bookable: true,
  museum_id: 2,
  ticket_sales_in_shop: false,
  upcoming_bookings_start_times: [
    "2030-06-03T18:30:00+02:00",
    "2030-06-10T18:30:00+02:00",
    "2030-06-17T18:30:00+02:00",
    "2030-06-24T18:30:00+02:00",
    "2030-07-01T18:30:00+02:00",
    "2030-07-08T18:30:00+02:00",
  ],
  dates: { last: "2030-07-08T18:30:00+02:00" },
  category: { id: 2, name: "Vorträge", filtername: "vortraege" },
  languages: [
    { id: 1, name: "Deutsch" },
    { id: 2, name: "Englisch" },
  ],
  slider_description: null,
  namespace: null,
  picture: null,
};

const seat = (
  id: number,
  row: string,
  number: number,
  category: number,
  status: Seat["status"] = "available",
): Seat => ({
  id,
  category,
  row,
  number,
  title: `Reihe ${row}, Platz ${number}`,
  status,
  selectedPrice: null,
});

/** A seated date: rows 1 and 2 (front stalls), row 3 (gallery), seat 3 of row 2 blocked. */
export const CONCERT_DATE: EventDate = {
  id: 101,
  event_id: 1,
  title: CONCERT.title,
  sub_title: CONCERT.sub_title,
  description: CONCERT.description,
  start_time: "2030-06-04T19:30:00+02:00",
  language: { name: "Deutsch" },
  seats: { available: 11, max: 12, min: 0, max_per_registration: 2, booked: 0 },
  prices: [
    {
      price_cents: 1600,
      scale_price_id: 1,
      quantity: 0,
      title: "Normal",
      category_prices: { "11": 3200, "13": 1600 },
    },
    {
      price_cents: 1000,
      scale_price_id: 2,
      quantity: 0,
      title: "Ermäßigt",
      category_prices: { "11": 2200, "13": 1000 },
    },
  ],
  vat_pct: 7,
  tax_included: true,
  seatings: [
    {
      id: 11,
      title: "Parkett vorne",
      description: "Reihen 1–2",
      color_code: "#1d4ed8",
      price_from_cents: 2200,
      price_to_cents: 3200,
    },
    {
      id: 13,
      title: "Empore",
      description: "Reihe 3",
      color_code: "#b45309",
      price_from_cents: 1000,
      price_to_cents: 1600,
    },
  ],
  seat_list: [
    seat(1, "1", 1, 11),
    seat(2, "1", 2, 11),
    seat(3, "1", 3, 11),
    seat(4, "1", 4, 11),
    seat(5, "2", 1, 11),
    seat(6, "2", 2, 11),
    seat(7, "2", 3, 11, "blocked"),
    seat(8, "2", 4, 11),
    seat(9, "3", 1, 13),
    seat(10, "3", 2, 13),
    seat(11, "3", 3, 13),
    seat(12, "3", 4, 13),
  ],
  minPrice: 1000,
  soldOut: false,
  bookable: true,
};

/** A general-admission date: 60 places, 6 per registration, prices 600 / 400 / 0. */
export const LECTURE_DATE: EventDate = {
  id: 201,
  event_id: 2,
  title: LECTURES.title,
  sub_title: null,
  description: LECTURES.description,
  start_time: "2030-06-03T18:30:00+02:00",
  language: { name: "Deutsch" },
  seats: { available: 60, max: 60, min: 10, max_per_registration: 6, booked: 0 },
  prices: [
    { price_cents: 600, scale_price_id: 1, quantity: 0, title: "Eintritt", category_prices: {} },
    { price_cents: 400, scale_price_id: 2, quantity: 0, title: "Ermäßigt", category_prices: {} },
    {
      price_cents: 0,
      scale_price_id: 3,
      quantity: 0,
      title: "Mitglieder des Fördervereins",
      category_prices: {},
    },
  ],
  vat_pct: 7,
  tax_included: true,
  seatings: [],
  seat_list: [],
  minPrice: 0,
  soldOut: false,
  bookable: true,
};

/** The date as GET /dates lists it: without seats or legend. */
export const listed = (date: EventDate): EventDate => ({ ...date, seatings: [], seat_list: [] });

export const calendarOf = (dates: readonly EventDate[]): EventCalendar => {
  const data: EventCalendar["data"] = {};
  for (const date of dates) {
    const day = date.start_time.slice(0, 10);
    const entry = data[day] ?? { available: 0, events: {}, dates: [] };
    // as the server counts: a date not on sale has no places left
    const available = date.bookable ? date.seats.available : 0;
    entry.available += available;
    entry.events[String(date.event_id)] = (entry.events[String(date.event_id)] ?? 0) + available;
    entry.dates.push({
      id: date.id,
      event_id: date.event_id,
      start_time: date.start_time,
      available,
      bookable: date.bookable,
    });
    data[day] = entry;
  }
  return { data };
};

export const blocking = (
  seatId: number | null,
  quantity = 1,
  token = `hold-token-of-seat-${seatId ?? "places"}-0000`,
): SeatBlocking => ({
  seat_id: seatId,
  quantity,
  token,
  valid_until: "2030-06-01T10:30:00+02:00",
});

export const list = <T>(data: readonly T[]) => ({
  data: [...data],
  meta: { total_count: data.length },
});
