// The ids of the demo catalogue, named, so its parts and the tests refer to them by meaning.

export const MUSEUM = { kunsthalle: 1, naturkunde: 2 } as const;

export const EXHIBITION = {
  impressionism: 1,
  modern: 2,
  paper: 3,
  giants: 4,
  minerals: 5,
  birds: 6,
} as const;

export const QUOTA = {
  kunsthalleDay: 1,
  naturkundeDay: 2,
  impressionismSlots: 3,
  giantsSlots: 4,
  treasurySlots: 5,
} as const;

export const TICKET = {
  kunsthalleAdult: 1,
  kunsthalleReduced: 2,
  kunsthalleChild: 3,
  naturkundeAdult: 4,
  naturkundeReduced: 5,
  naturkundeChild: 6,
  impressionismAdult: 10,
  impressionismReduced: 11,
  giantsAdult: 12,
  giantsChild: 13,
  treasury: 14,
  flex: 20,
  combi: 30,
  annual: 40,
  annualReduced: 41,
  family: 50,
  nightTour: 60,
  /** Sold to the VIP audience only (the friends' circle, DEMO_VIP_AUDIENCE). */
  friends: 70,
} as const;

/** The demo's VIP price target audience (surrounding-areas §2 "VIP", §6). */
export const DEMO_VIP_AUDIENCE = 5;

/**
 * spec selling-core §3 "Coupon": the value coupons on sale, and a ticket coupon
 * (surrounding-areas §3 "Ticket coupon") for the Kunsthalle's adult day ticket.
 */
export const COUPON = { value25: 1, value50: 2, kunsthalleDay: 3 } as const;

export const SHIPPING_ITEM = { post: 1 } as const;

/**
 * The museum shop's goods (issue 31): ids in one space with SHIPPING_ITEM (a product's
 * shipped_with_merchandise_id names either).
 */
export const MERCHANDISE = { catalogue: 11, poster: 12, postcards: 13, print: 14 } as const;

/** The demo's events (the issue "events"): a seated concert and a lecture series. */
export const EVENT = { concert: 1, lectures: 2 } as const;
/** The concert's dates (seated) and the lectures' (general admission). */
export const EVENT_DATE = {
  concertFirst: 101,
  concertSecond: 102,
  concertThird: 103,
  lectureFirst: 201,
  lectureSecond: 202,
  lectureEnglish: 203,
  lectureFourth: 204,
} as const;
export const EVENT_CATEGORY = { concerts: 1, talks: 2 } as const;
export const EVENT_LANGUAGE = { de: 1, en: 2 } as const;
/** The Kunsthalle's hall: 10 rows of 16 seats in three categories. */
export const SEATING_PLAN = { hall: 1 } as const;
export const SEATING_CATEGORY = { front: 11, back: 12, balcony: 13 } as const;

/** The demo's tours (issue 30): a public highlights tour and a school class tour. */
export const TOUR = { highlights: 1, schoolColours: 2 } as const;
export const TOUR_CATEGORY = { public: 1, schools: 2 } as const;
export const TOUR_LANGUAGE = { de: 1, en: 2 } as const;
export const TOUR_AGE_GROUP = { primary: 1, lower: 2, upper: 3 } as const;
export const TOUR_GRADE = { primary: 1, lowerSecondary: 2, upperSecondary: 3 } as const;
/** Pieces lent with the tours: the highlights' audio guides, the school tour's headsets. */
export const TOUR_EQUIPMENT = { audioGuide: 1, headset: 2 } as const;
