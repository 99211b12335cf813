// The endpoint table (../endpoints.ts), its part: merchandise (surrounding-areas §2
// "Merchandise", §7; issue 31): the articles on sale, one article, and the hold of an article's
// pieces while they are in the cart.
import {
  Merchandise,
  MerchandiseList,
  MerchandiseReservation,
  MerchandiseReservationPath,
  MerchandiseReservationRequest,
  MerchandisesQuery,
} from "../merchandise";
import { IdPath, LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import type { EndpointSpec } from "./spec";

export const MERCHANDISE_SPECS = {
  listMerchandises: {
    summary: "The articles on sale",
    description:
      'spec surrounding-areas §2 "Merchandise", §7: the catalogue\'s articles in its order, texts in the asked language, `per_page` at a time from `page` (1000 by default, spec surrounding-areas §9); `meta.total_count` counts them all. `q` searches title, subtitle and description; `by_featured` keeps the articles the venue features on the start page. Shipping articles (`is_shipping_article`) are never listed: they are added to a shipped cart, not sold. `quantity` is the stock left now (sold pieces and live holds count) and `available` whether any is left.',
    tags: ["merchandise"],
    query: MerchandisesQuery,
    answers: { 200: MerchandiseList },
    errors: [],
    public: true,
  },
  getMerchandise: {
    summary: "One article",
    description:
      "An article on sale, or a shipping article (`is_shipping_article`: the one a product's `shipped_with_merchandise_id` names, whose price the shipped cart adds). An unknown id answers 404.",
    tags: ["merchandise"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Merchandise },
    errors: ["not_found"],
    public: true,
  },
  createMerchandiseReservation: {
    summary: "Hold pieces of an article",
    description:
      "Issue 31, Deliver 4: holds `quantity` pieces of the article's stock (1 to 10, spec surrounding-areas §9) for the hold time, as a ticket's hold (token, valid_until; extended with PUT /tickets/reservations and released with DELETE /tickets/reservations/{token}), so the last piece is never sold twice. sold_out names `quantity` with the pieces left (`available`); a shipping article or an unknown id answers 404; the client's cap of places at once, hold_limit.",
    tags: ["merchandise", "reservations"],
    params: IdPath,
    body: MerchandiseReservationRequest,
    answers: { 201: MerchandiseReservation },
    errors: ["not_found", "sold_out", "hold_limit", "queue_required"],
    queued: true,
  },
  changeMerchandiseReservation: {
    summary: "Change the pieces an article's hold holds",
    description:
      "The cart's quantity of an article changed: the hold `token` of that article holds `quantity` pieces instead, under the same token, all or nothing — when the stock lacks pieces the hold stays as it was (sold_out naming `quantity`, with the pieces it may hold at most in `available`). 404 naming `token` for a hold that is not this article's; hold_expired for one past its time.",
    tags: ["merchandise", "reservations"],
    params: MerchandiseReservationPath,
    body: MerchandiseReservationRequest,
    answers: { 200: MerchandiseReservation },
    errors: ["not_found", "sold_out", "hold_expired", "hold_limit", "queue_required"],
    queued: true,
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
