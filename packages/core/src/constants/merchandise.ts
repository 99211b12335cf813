/** spec surrounding-areas §5, §9: merchandise quantity options go up to min(maxQuantity, 10). */
export const MERCHANDISE_MAX_QUANTITY = 10;
