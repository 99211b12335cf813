// spec surrounding-areas §2 "Start page": "a product calendar listing available events per day
// (sold-out marked)", §8 "Product calendar: info message when no events". The days of the next
// 30 (§9: the sold-out banner's look-ahead) that have event dates, each date with its time,
// its event (a link to the date on the event's page) and its places left, or "sold out". A
// chunk of its own, loaded by the start page only when the venue shows events.
import { addDays, berlinDate } from "@shop/core";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { useProductCalendar } from "../../features/events/use-product-calendar";
import { useIntl } from "../../i18n/intl";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { useStartT } from "./start-texts";

/** spec surrounding-areas §9: 30 days ahead. */
const DAYS_AHEAD = 30;

export function ProductCalendar() {
  const t = useStartT();
  const intl = useIntl();
  const { locale } = useLocale();
  const now = useNow();
  const today = berlinDate(now());
  const { days, titles, error } = useProductCalendar(locale, today, addDays(today, DAYS_AHEAD - 1));
  // A calendar that failed leaves the start page as it was: it is an extra, not the page.
  if (error || days === undefined) return null;
  return (
    <section aria-labelledby="start-calendar" className="grid gap-4">
      <h2 id="start-calendar" className="font-heading font-semibold text-2xl">
        {t("start.calendar.title")}
      </h2>
      {days.length === 0 ? (
        <Alert role="status" variant="info">
          <AlertDescription>{t("start.calendar.empty")}</AlertDescription>
        </Alert>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {days.map(([day, entry]) => (
            <li key={day} className="grid content-start gap-1">
              <h3 className="font-heading font-semibold">
                {intl.formatDate(`${day}T12:00:00Z`, {
                  weekday: "long",
                  day: "numeric",
                  month: "long",
                  timeZone: "UTC",
                })}
              </h3>
              <ul className="grid gap-1 text-sm">
                {entry.dates.map((date) => {
                  const title = titles.get(date.event_id) ?? t("nav.events");
                  return (
                    <li key={date.id}>
                      <time dateTime={date.start_time} className="me-2 tabular-nums">
                        {intl.formatTime(date.start_time, { hour: "2-digit", minute: "2-digit" })}
                      </time>
                      <UiLink asChild>
                        <Link to={`/event/${date.event_id}?date=${day}&date_id=${date.id}`}>
                          {title}
                        </Link>
                      </UiLink>{" "}
                      <span className="text-muted-foreground">
                        {date.available === 0
                          ? t("start.calendar.soldOut")
                          : t("start.calendar.places", { count: date.available })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <p>
        <UiLink asChild variant="standalone">
          <Link to="/events">{t("start.calendar.allEvents")}</Link>
        </UiLink>
      </p>
    </section>
  );
}
