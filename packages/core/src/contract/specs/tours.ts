// The endpoint table (../endpoints.ts), its part: tours (surrounding-areas §2 "Tours", §7): the
// list with its filters, one tour, its start times by day and by range, categories and
// languages, and the hold of a tour's participants and equipment.
import { CategoryList, LanguageList } from "../event";
import { IdPath, LocaleQuery } from "../query-params";
import { TourReservation } from "../reservation";
import type { EndpointName } from "../routes";
import {
  Tour,
  TourAudienceList,
  TourCalendar,
  TourCalendarQuery,
  TourEquipment,
  TourEquipmentPath,
  TourEquipmentQuery,
  TourList,
  TourPriceList,
  TourPricesQuery,
  TourReservationRequest,
  TourStartTimes,
  TourStartTimesPath,
  ToursQuery,
} from "../tour";
import type { EndpointSpec } from "./spec";

const languages = {
  summary: "The languages tours are held in",
  description: "The catalogue's tour languages, named in the asked language.",
  tags: ["tours"],
  query: LocaleQuery,
  answers: { 200: LanguageList },
  errors: [],
  public: true,
} satisfies EndpointSpec;

export const TOURS_SPECS = {
  listTours: {
    summary: "Tours, filtered",
    description:
      "spec surrounding-areas §2 \"Tours\", §7: the catalogue's tours in its order, texts in the asked language; filters by museum, exhibition, language and category (the same as the event list's); `with_bookings_in_future` keeps tours with a bookable start time still to come, `by_bookable` and `by_featured` their flags; `q` searches title, subtitle, description and the category's name. `equipment` lists what is lent with the tour: `available` the pieces at each start time, `max` the most per booking (0: up to the participants).",
    tags: ["tours"],
    query: ToursQuery,
    answers: { 200: TourList },
    errors: [],
    public: true,
  },
  listTourCategories: {
    summary: "The tour categories",
    description: "The categories of the catalogue's tours, in its order (the tour list's filter).",
    tags: ["tours"],
    query: LocaleQuery,
    answers: { 200: CategoryList },
    errors: [],
    public: true,
  },
  listTourLanguages: languages,
  listTourLanguagesAlias: {
    ...languages,
    summary: "The languages tours are held in (GET /tours/languages)",
    description: "spec surrounding-areas §7 names both paths; they answer the same.",
  },
  listTourAudiences: {
    summary: "The audiences a visitor may choose for tour prices",
    description:
      "spec surrounding-areas §7: the price target audiences a visitor may choose for themselves (the customer types of §3, private 1 and firma 3), named in the asked language — the `price_target_audience_id` of GET /tours/{id}/prices. A venue's other audiences (VIP) are reached by a VIP code, never listed.",
    tags: ["tours"],
    query: LocaleQuery,
    answers: { 200: TourAudienceList },
    errors: [],
    public: true,
  },
  getTour: {
    summary: "One tour",
    tags: ["tours"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Tour },
    errors: ["not_found"],
    public: true,
  },
  getTourStartTimes: {
    summary: "A tour's start times on a day",
    description:
      'spec surrounding-areas §3 "Tour", §4: the bookable start times of the tour on the Berlin day, by time, each with its participants: `min` the fewest one booking may name, `max` the most it takes in all, `bookable` how many can still join now (sold and live holds count). A start time that has begun, or that the venue stopped, is not listed. An unknown tour answers 404.',
    tags: ["tours"],
    params: TourStartTimesPath,
    query: LocaleQuery,
    answers: { 200: TourStartTimes },
    errors: ["not_found"],
    public: true,
  },
  getTourCalendar: {
    summary: "A tour's start times in a range of days",
    description:
      "The calendar form of the start times (surrounding-areas §7): every bookable start time from `start_at` to `end_at` (Berlin days, both included, at most 60 days), by day and time, each with its participants as on the day form. An unknown tour answers 404.",
    tags: ["tours"],
    params: IdPath,
    query: TourCalendarQuery,
    answers: { 200: TourCalendar },
    errors: ["not_found"],
    public: true,
  },
  getTourEquipment: {
    summary: "A piece of a tour's equipment at one start time",
    description:
      "spec surrounding-areas §7: how many pieces are left at the start time of the day `date` (`available`: sold and live holds count), and the most one booking may take (`max`, 0: up to the participants). 404 naming `id`, `equipment_id` or `start_time` when the tour, the equipment of this tour or a start time on sale is not there.",
    tags: ["tours"],
    params: TourEquipmentPath,
    query: TourEquipmentQuery,
    answers: { 200: TourEquipment },
    errors: ["not_found"],
    public: true,
  },
  listTourPrices: {
    summary: "A tour's participant prices and surcharges",
    description:
      "spec surrounding-areas §3 \"Tour\", §7: the participant prices (`scale_price_id`) open to the asker — everyone's, plus those of the price target audience of the session's customer or of `billing_address_id`, which must be theirs (else 404); `price_target_audience_id` keeps the prices of that one audience of those — and the surcharges (`price_surcharge_id`): `group` once per booking, `count_participants` once per participant, `optional` ones the visitor may leave out. `quantity` is what a surcharge takes for `participants` (0 for an optional one and for the participant prices, which the visitor chooses). `date` and `time` name the start time (prices are the tour's on every start time); `language_id` must be one of the tour's. 404 for an unknown tour.",
    tags: ["tours"],
    params: IdPath,
    query: TourPricesQuery,
    answers: { 200: TourPriceList },
    errors: ["not_found"],
  },
  createTourReservation: {
    summary: "Hold a tour's participants and equipment",
    description:
      "Issue 30, Deliver 4: holds the participants at the start time and each piece of equipment asked for, all or none (DESIGN §4), for the hold time, as a ticket's hold (token, valid_until; extended with PUT /tickets/reservations and released with DELETE /tickets/reservations/{token}). The booking must keep the tour's rules (@shop/core/booking checkTourBooking): at least one participant, at least the start time's `min`, at most its `max` (max_participants) and what is left (sold_out, naming `participants`, or `equipment.<type>` for equipment), surcharges within their bounds, equipment at most the participants and its per-booking max, a language, age group and grade when the tour offers more than one. A start time that is not on sale answers 404 naming `start_time`; the client's cap of places at once, hold_limit.",
    tags: ["tours", "reservations"],
    params: IdPath,
    body: TourReservationRequest,
    answers: { 201: TourReservation },
    errors: ["not_found", "sold_out", "max_participants", "hold_limit", "queue_required"],
    queued: true,
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
