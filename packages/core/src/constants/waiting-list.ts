// The issue 34, Deliver 3: the bounds of a waiting list's sign-up, shared by the contract's
// schema and the shop's form (a ticket's max persons bounds it further).

/** The most places one sign-up asks for. */
export const WAITING_PLACES_MAX = 20;
