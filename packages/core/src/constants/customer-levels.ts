/** Customer levels (spec surrounding-areas §1: guest 10, registered 20). */
export const CUSTOMER_LEVELS = { shopGuest: 10, normal: 20 } as const;
