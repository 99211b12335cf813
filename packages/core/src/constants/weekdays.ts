// Opening hours are kept per weekday (GET /museums/{id}/opening_hours), the week starting on
// Monday (DESIGN.md §8); `weekdayIndex` of @shop/core counts in this order.

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
