// The account calls (spec surrounding-areas §2 "Accounts and user area", §7; the issue
// "accounts"): registration, confirmation, sign-in, password reset and change, and the
// customer's orders. A table of their own (@shop/core/page-routes ACCOUNT_ROUTES), built in the
// account pages' chunk: the first route carries none of it (bench/first-route).
import { ACCOUNT_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

export const accountApi = clientOf(ACCOUNT_ROUTES);
