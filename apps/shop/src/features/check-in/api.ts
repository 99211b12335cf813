// The issue 34: a door device's calls (who the key is, scan, the day's counts), each with the
// device's key as a bearer token. Built in the scanner page's chunk only.
import { API_ONLY_ROUTES, CHECK_IN_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";

export const checkInApi = clientOf({
  ...CHECK_IN_ROUTES,
  // The key the codes and the day's list are verified with when the network is away.
  getTicketCodeKey: API_ONLY_ROUTES.getTicketCodeKey,
});

/** The header a device's call carries. */
export function deviceHeaders(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}
