// spec selling-core §9 gives credit_card 2, collective invoice 6, paypal 7, sepa 8. It names
// elv, sofort and payyo without ids; they get 9, 10 and 11 — above every id the spec uses, so
// they cannot collide with a venue's existing modes 1..8.
/** Payment mode ids by key. */
export const PAYMENT_MODES = {
  credit_card: 2,
  collective_invoice: 6,
  paypal: 7,
  sepa: 8,
  elv: 9,
  sofort: 10,
  payyo: 11,
} as const;

/** spec selling-core §9: credit card is the default mode. */
export const DEFAULT_PAYMENT_MODE_ID = PAYMENT_MODES.credit_card;
