// The endpoint table (../endpoints.ts), its part: tours (surrounding-areas §2 "Tours", §7): the
// list with its filters, one tour, its start times by day and by range, categories and
// languages.
import { CategoryList, LanguageList } from "../event";
import { IdPath, LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import {
  Tour,
  TourCalendar,
  TourCalendarQuery,
  TourList,
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
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
