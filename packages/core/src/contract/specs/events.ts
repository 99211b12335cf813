// The endpoint table (../endpoints.ts), its part: events: the lists, an event and its dates, seat
// and place holds (blockings), the event calendars.
import {
  BlockingReleaseQuery,
  CategoryList,
  DatesQuery,
  Event,
  EventDate,
  EventDateList,
  EventDatePath,
  EventDateQuery,
  EventList,
  EventsQuery,
  LanguageList,
  SeatBlockingPath,
} from "../event";
import { EventCalendar, EventCalendarQuery } from "../event-calendar";
import { SeatBlocking, SeatBlockingList, SeatBlockingRequest } from "../event-seat";
import { IdPath, LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import { type EndpointSpec, NoContent } from "./spec";

export const EVENTS_SPECS = {
  listEvents: {
    summary: "Events, filtered",
    description:
      "spec surrounding-areas §2 \"Events\", §7: the catalogue's events in its order, texts in the asked language; filters by museum, exhibition, language (of any of its dates) and category; `with_bookings_in_future` keeps events with a date still to come, `by_bookable` and `by_featured` their flags; `q` searches title, subtitle, description and the category's name. `upcoming_bookings_start_times` lists the next five dates' starts, `dates.last` the last one's.",
    tags: ["events"],
    query: EventsQuery,
    answers: { 200: EventList },
    errors: [],
    public: true,
  },
  listEventCategories: {
    summary: "The event categories",
    description:
      "The categories of the catalogue's events, in its order (the event list's filter).",
    tags: ["events"],
    query: LocaleQuery,
    answers: { 200: CategoryList },
    errors: [],
    public: true,
  },
  listEventLanguages: {
    summary: "The languages events are held in",
    description: "The catalogue's event languages, named in the asked language.",
    tags: ["events"],
    query: LocaleQuery,
    answers: { 200: LanguageList },
    errors: [],
    public: true,
  },
  listEventLanguagesAlias: {
    summary: "The languages events are held in (GET /events/languages)",
    description: "spec surrounding-areas §7 names both paths; they answer the same.",
    tags: ["events"],
    query: LocaleQuery,
    answers: { 200: LanguageList },
    errors: [],
    public: true,
  },
  getEvent: {
    summary: "One event",
    tags: ["events"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Event },
    errors: ["not_found"],
    public: true,
  },
  getEventDate: {
    summary: "One date of an event, with its seats and prices",
    description:
      "spec surrounding-areas §3 \"Event date\": `seats` counts the date's places (`available` free now, `booked` sold or held); a seated date lists every seat of its plan in `seat_list` (`blocked` when the venue blocked it or someone holds it, `booked` when sold) and its categories in `seatings` with the price range of each; `prices` are the scale prices open to the asker (everyone's, plus those of the price target audience of the session's customer or of `billing_address_id`, which must be theirs: else 404). `soldOut` when no place is left; `bookable` false when the date cannot be booked at all (its event's or its own sales closed, or it has begun), which also has no places and takes no waiting-list sign-up. An unknown date, or one of another event, answers 404; a date the venue announced without prices (nothing to book it to yet) answers 422 product_without_accounting_article on `date_id`.",
    tags: ["events"],
    params: EventDatePath,
    query: EventDateQuery,
    answers: { 200: EventDate },
    errors: ["not_found", "product_without_accounting_article"],
  },
  listDates: {
    summary: "Event dates in a range",
    description:
      "spec surrounding-areas §2 /events/dates, §5, §9: the dates from `start_at` (default today; before today 422 date_too_early on `start_at`) to `end_at` (inclusive; missing or before the start: start + 30 days; beyond start + 60 days 422 date_too_late on `end_at`), by start time, optionally of some events and only bookable ones; paged (`per_page` default 100). Without `seat_list` (empty): the date's own call lists seats.",
    tags: ["events"],
    query: DatesQuery,
    answers: { 200: EventDateList },
    errors: ["date_too_early", "date_too_late"],
  },
  listBlockings: {
    summary: "The seats the asker holds on a date",
    description:
      'spec surrounding-areas §4 "Event seats", §7: the live holds of the session\'s customer (a guest or a signed-in customer) on this date — its seats, or places of a general-admission date (`seat_id` null) — with their tokens and expiry. Without a session the list is empty: a client address is shared by everyone behind it, and tokens are proofs. An unknown date, or one of another event, answers 404.',
    tags: ["events"],
    params: EventDatePath,
    query: LocaleQuery,
    answers: { 200: SeatBlockingList },
    errors: ["not_found"],
  },
  createBlocking: {
    summary: "Hold a seat (blocking)",
    description:
      "spec surrounding-areas §4, §6: selecting a seat (`seat_id`) reserves it at once for the hold time (the seat's pool and one place of the date, all or none, DESIGN §4); a seat the asker holds already (the session's customer, else the visitor of the `shop_visitor` cookie) answers its blocking again (200; a client that keeps no cookies is only its address, which may be many visitors', and is answered that the seat is taken: a double click sends an Idempotency-Key). On a general-admission date `quantity` holds that many places of the date (a new hold each call; given back with DELETE /tickets/reservations/{token}). 409 sold_out (with `available`) when the seat is held by someone else, sold or blocked, or the places are gone; 422 max_per_registration past the date's places per registration (with `available`: what the asker may still take); 422 validation on `quantity` for a seated date; 409 hold_limit past the places one client, or all clients of one address, may hold at once; 401 unauthorized without a signed-in customer when the setting `reservationRequiresLogin` is on or the date asks for it (`requires_sign_in` in the catalogue); 404 for an unknown date, a date of another event or a seat not on it; 409 sold_out when the date cannot be booked (not bookable, started). Rate-limited like the ticket holds. Accepts an `Idempotency-Key` (409 conflict when reused with another request).",
    tags: ["events"],
    params: EventDatePath,
    query: LocaleQuery,
    body: SeatBlockingRequest,
    answers: { 201: SeatBlocking, 200: SeatBlocking },
    errors: [
      "not_found",
      "sold_out",
      "max_per_registration",
      "hold_limit",
      "unauthorized",
      "rate_limit",
      "conflict",
      "queue_required",
    ],
    queued: true,
  },
  releaseBlocking: {
    summary: "Give a held seat back",
    description:
      "spec surrounding-areas §4: deselecting a seat releases it at once: the live hold of the seat whose `token` is given, or without it the session's customer's own (a visitor without a session gives the token). Otherwise 404 on `seat_id`.",
    tags: ["events"],
    params: SeatBlockingPath,
    query: BlockingReleaseQuery,
    answers: { 204: NoContent },
    errors: ["not_found"],
  },
  getEventCalendar: {
    summary: "The event calendar",
    description:
      "spec surrounding-areas §7, §9 (the start page's product calendar): the days from `start_at` to `end_at` (both included, at most 93; without them, as GET /dates: from today in Berlin to 30 days later) that have dates of the asked events (by id, exhibition, museum; `by_bookable` only bookable ones), each with its dates and their places left now. `depth` any (default): a day's `available` is the places of all its dates; all: a day counts only when every asked event (`by_event_ids[]`) has places that day, else its `available` is 0. Days without dates are left out.",
    tags: ["events"],
    query: EventCalendarQuery,
    answers: { 200: EventCalendar },
    errors: [],
  },
  getOneEventCalendar: {
    summary: "One event's calendar",
    description:
      "The calendar of GET /calendar for one event (its date picker): 404 for an unknown event.",
    tags: ["events"],
    params: IdPath,
    query: EventCalendarQuery,
    answers: { 200: EventCalendar },
    errors: ["not_found"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
