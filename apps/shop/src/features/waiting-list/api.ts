// The issue 34, Deliver 3: the waiting list's calls (sign up; read, claim and decline an offer),
// built in the waiting list's chunks only.
import { WAITING_LIST_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

export const waitingListApi = clientOf(WAITING_LIST_ROUTES);
