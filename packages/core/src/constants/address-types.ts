/** Kinds of customer address (spec selling-core §3: 0 customer, 1 invoice, 2 delivery). */
export const ADDRESS_TYPES = { customer: 0, invoice: 1, delivery: 2 } as const;
