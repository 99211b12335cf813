// spec surrounding-areas §2 "Header": which account links show depends on the user's state;
// §1, §9: a guest is customer level 10, a registered customer level 20 (the contract's
// CUSTOMER_LEVELS, not imported: the contract module carries zod, which the shop leaves out at
// run time). Read from the shop's one session read (useSession: nothing is asked without the
// session's hint cookie).
import { useSession } from "../checkout/use-session";

export const GUEST_LEVEL = 10;
export const REGISTERED_LEVEL = 20;

/** anonymous: not signed in; guest: level 10; customer: level 20. */
export type UserState = "anonymous" | "guest" | "customer";

export function useUser(locale: string): UserState {
  const level = useSession(locale).customer?.level;
  return level === undefined ? "anonymous" : level === REGISTERED_LEVEL ? "customer" : "guest";
}
