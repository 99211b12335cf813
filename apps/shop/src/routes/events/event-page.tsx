// spec surrounding-areas §2 "Events", §4 "Event detail": /event/{id}?date&date_id. A failed
// load goes to the product error page. An event sold with the museum's tickets
// (ticket_sales_in_shop) shows the way into the tickets flow; otherwise its dates are booked
// here: the date picker or the table of dates (toggled by two buttons), a time when a day has
// several, then the chosen date's places — by price (general admission) or seat by seat.
import type { Event } from "@shop/core/contract";
import { buttonVariants } from "@shop/ui/button";
import { Link, Navigate, useParams } from "react-router";
import { useEventT } from "../../features/events/event-texts";
import { useEvent } from "../../features/events/use-events";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { routeId } from "../venue/route-id";
import { DateBooking } from "./date-booking";
import { EventsLoading } from "./events-loading";
import { ProductHeader } from "./product-header";

function TicketSales({ event }: { event: Event }) {
  const t = useEventT();
  const to =
    event.museum_id === null
      ? "/tickets"
      : `/tickets?museum_id=${encodeURIComponent(event.museum_id)}`;
  return (
    <section aria-labelledby="event-tickets" className="grid gap-3">
      <h2 id="event-tickets" className="font-heading font-semibold text-2xl">
        {t("events.ticketSales.title")}
      </h2>
      <p>{t("events.ticketSales.text")}</p>
      <p>
        <Link to={to} className={buttonVariants({ size: "lg" })}>
          {t("events.ticketSales.cta")}
        </Link>
      </p>
    </section>
  );
}

export function EventPage() {
  const t = useEventT();
  const { locale } = useLocale();
  const id = routeId(useParams().id);
  const event = useEvent(locale, id);
  usePageTitle(event.data?.title ?? t("nav.events"), t("app.name"));
  // spec §8: an event that fails to load (unknown, gone) leads to the product error page.
  if (id === undefined || event.error?.status === 404) {
    return <Navigate to="/product-error" replace />;
  }
  if (event.error) return <ErrorPage error={event.error} />;
  if (!event.data) return <EventsLoading />;
  const { title, sub_title, description, picture, category, languages } = event.data;
  return (
    <article className="grid gap-8">
      <ProductHeader
        title={title}
        subTitle={sub_title}
        category={category}
        languages={
          languages.length > 0
            ? t("events.detail.languages", {
                languages: languages.map((language) => language.name).join(", "),
              })
            : undefined
        }
        picture={picture}
        description={description}
      />
      {event.data.ticket_sales_in_shop ? (
        <TicketSales event={event.data} />
      ) : (
        <DateBooking event={event.data} />
      )}
    </article>
  );
}
