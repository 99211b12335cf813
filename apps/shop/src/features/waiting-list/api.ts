// The issue 34, Deliver 3: the waiting list's calls (sign up; read and decline an offer), built
// in the waiting list's chunks only; the claim that takes an offer into the cart is the cart's
// own call (features/cart/cart-holds.ts).
import { WAITING_LIST_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

export const waitingListApi = clientOf(WAITING_LIST_ROUTES);
