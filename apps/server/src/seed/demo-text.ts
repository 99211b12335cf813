// Small helpers of the demo catalogue: texts in the four shop languages, dates relative to
// the day the demo is generated for.
import { addDays, weekdayIndex } from "@shop/core";
import type { LocalizedText } from "../modules/catalogue/service";

/** A text in German, English, Spanish and French. */
export function t(de: string, en: string, es: string, fr: string): LocalizedText {
  return { de, en, es, fr };
}

/** The days relative to `today` that the demo uses. */
export interface DemoDays {
  today: string;
  /** today + n days */
  plus(n: number): string;
  /** The Saturdays and Sundays of the next 14 days, today included. */
  weekendDays: string[];
}

export function demoDays(today: string): DemoDays {
  const plus = (n: number) => addDays(today, n);
  const weekendDays: string[] = [];
  for (let n = 0; n < 14; n += 1) {
    // weekdayIndex counts from Monday 0: Saturday 5, Sunday 6.
    if (weekdayIndex(plus(n)) >= 5) weekendDays.push(plus(n));
  }
  return { today, plus, weekendDays };
}
