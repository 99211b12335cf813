// spec surrounding-areas §7: the tour calls (GET /tours, /tours/{id}, its start times by day and
// as a calendar, its equipment at a start, its prices, the filters' categories and languages,
// the audiences). A table of its own (@shop/core/page-routes TOUR_ROUTES), built in the tour
// pages' chunk: the first route carries none of it (bench/first-route). The pages read through
// ./use-tours.ts; the cart's hold runner makes the tour holds (../cart/cart-holds.ts).
import { TOUR_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

export const toursApi = clientOf(TOUR_ROUTES);
