// spec surrounding-areas §7 GET /museums/{id}/opening_hours: the week from Monday, each day's
// intervals or "closed", and the dated exceptions from today on with their note (a past one
// helps no visitor). Shown once loaded; a museum without hours (or a failed call) shows none,
// as spec §8 keeps list errors quiet.
import { berlinDate, startOfBerlinDay, WEEKDAYS } from "@shop/core";
import type { OpeningHours, OpeningInterval } from "@shop/core/contract";
import { useVenueT } from "../../features/venue/venue-texts";
import { useIntl } from "../../i18n/intl";
import { useNow } from "../../lib/clock";

// 1 January 2024 was a Monday: its week gives the weekdays' names in the visitor's language.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export function OpeningHoursSection({ hours }: { hours: OpeningHours }) {
  const t = useVenueT();
  const intl = useIntl();
  const today = berlinDate(useNow()());
  const times = (intervals: readonly OpeningInterval[]) =>
    intervals.length === 0
      ? t("venue.hours.closed")
      : intervals.map((interval) => `${interval.open}–${interval.close}`).join(", ");
  const exceptions = hours.exceptions
    .filter((exception) => exception.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-labelledby="museum-hours" className="grid content-start gap-3">
      <h2 id="museum-hours" className="font-heading font-semibold text-2xl">
        {t("venue.hours.title")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {WEEKDAYS.map((day, index) => (
          <div key={day} className="contents">
            <dt className="font-medium">
              {intl.formatDate(A_MONDAY + index * DAY_MS, { weekday: "long", timeZone: "UTC" })}
            </dt>
            <dd>{times(hours.regular[day])}</dd>
          </div>
        ))}
      </dl>
      {exceptions.length > 0 && (
        <>
          <h3 className="mt-2 font-heading font-semibold text-lg">{t("venue.hours.exceptions")}</h3>
          <ul className="grid gap-2">
            {exceptions.map((exception) => (
              <li key={exception.date}>
                <span className="font-medium">
                  {intl.formatDate(startOfBerlinDay(exception.date), { dateStyle: "full" })}
                </span>
                {": "}
                {times(exception.intervals)}
                {exception.note && (
                  <span className="block text-muted-foreground text-sm">{exception.note}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
