// spec surrounding-areas §2 "Header": which account links show depends on the user's state;
// §1, §9: a guest is customer level 10, a registered customer level 20 (CUSTOMER_LEVELS). Read
// from the shop's one session read (useSession: nothing is asked without the session's hint
// cookie).
import { CUSTOMER_LEVELS } from "@shop/core/constants";
import { useSession } from "../checkout/use-session";

/** anonymous: not signed in; guest: level 10; customer: level 20. */
export type UserState = "anonymous" | "guest" | "customer";

export function useUser(locale: string): UserState {
  const level = useSession(locale).customer?.level;
  return level === undefined
    ? "anonymous"
    : level === CUSTOMER_LEVELS.normal
      ? "customer"
      : "guest";
}
