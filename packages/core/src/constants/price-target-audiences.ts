// spec surrounding-areas §3 Customer, §5: the customer types the registration form offers
// ("customer types private 1, firma 3") are price target audiences. Any other audience a venue
// defines (a VIP audience) is reached only through a VIP code or the staff API, never by a
// visitor's own choice.

/** Price target audiences the spec names (private 1, firma 3); venues may define more. */
export const PRICE_TARGET_AUDIENCES = { private: 1, firma: 3 } as const;

/** A customer type: an audience a visitor may choose for themselves. */
export type CustomerTypeId = (typeof PRICE_TARGET_AUDIENCES)[keyof typeof PRICE_TARGET_AUDIENCES];

/** The audiences the registration form offers, in the form's order. */
export const CUSTOMER_TYPE_IDS: readonly CustomerTypeId[] = [
  PRICE_TARGET_AUDIENCES.private,
  PRICE_TARGET_AUDIENCES.firma,
];
