// spec surrounding-areas §1, §2: dates in Europe/Berlin (the IntlProvider's zone), days as
// dd.MM.yyyy in German and the locale's own order elsewhere, times as HH:mm.
import { useIntl } from "../../i18n/intl";

export function useEventFormat() {
  const intl = useIntl();
  return {
    /** "01.12.2026" */
    day: (instant: string) =>
      intl.formatDate(instant, { day: "2-digit", month: "2-digit", year: "numeric" }),
    /** "Di., 01.12.2026" */
    weekdayDay: (instant: string) =>
      intl.formatDate(instant, {
        weekday: "short",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
      }),
    /** "19:30" */
    time: (instant: string) => intl.formatTime(instant, { hour: "2-digit", minute: "2-digit" }),
    /** The Berlin day "YYYY-MM-DD" of an instant with its offset (the API's start times). */
    isoDay: (instant: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(instant)),
  };
}
