// surrounding-areas §4, §7: the waiting room's calls — enter (POST /queue), check (GET, the
// token as a bearer token), leave (DELETE). Built in the waiting room's chunk only.
import { QUEUE_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

export const queueApi = clientOf(QUEUE_ROUTES);
