// spec surrounding-areas §7: GET /merchandises (per_page, page, q, by_featured) and
// /merchandises/{id}. The table's two GET rows only: the holds of an article's pieces are the
// cart's calls (../cart/cart-holds.ts). Built in the chunks that read articles — the
// merchandise pages, the search page, and behind a dynamic import the menu and the start page
// (./use-nav-merchandise.ts) — so the first route carries none of it (bench/first-route).
import { MERCHANDISE_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

const { listMerchandises, getMerchandise } = MERCHANDISE_ROUTES;

export const merchandiseApi = clientOf({ listMerchandises, getMerchandise });
