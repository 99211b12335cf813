// spec surrounding-areas §2 "Tours", §4 "Tour booking", §8: /tour/{id}?date. The tour's header
// (as an event's: category, title, subtitle, languages, picture, description), then its
// calendar, start times and booking form (./tour-booking.tsx). A tour that fails to load
// (unknown id, 404) leads to the product error page; another failure shows the error page.
import { truncateCategory } from "@shop/core";
import { Badge } from "@shop/ui/badge";
import { Navigate, useParams } from "react-router";
import { useTourT } from "../../features/tours/tour-texts";
import { useTour } from "../../features/tours/use-tours";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { EventsLoading } from "../events/events-loading";
import { routeId } from "../venue/route-id";
import { VenueHtml } from "../venue/venue-html";
import { VenuePicture } from "../venue/venue-picture";
import { TourBooking } from "./tour-booking";

export function TourPage() {
  const t = useTourT();
  const { locale } = useLocale();
  const id = routeId(useParams().id);
  const tour = useTour(locale, id);
  usePageTitle(tour.data?.title ?? t("nav.tours"), t("app.name"));
  // spec §8: a tour that fails to load (unknown, gone) leads to the product error page.
  if (id === undefined || tour.error?.status === 404) {
    return <Navigate to="/product-error" replace />;
  }
  if (tour.error) return <ErrorPage error={tour.error} />;
  if (!tour.data) return <EventsLoading />;
  const { title, sub_title, description, picture, category, languages, bookable } = tour.data;
  return (
    <article className="grid min-w-0 gap-8">
      <header className="grid gap-3">
        {category && (
          <p>
            <Badge variant="secondary">{truncateCategory(category.name)}</Badge>
          </p>
        )}
        <h1 className="break-words font-bold font-heading text-3xl sm:text-4xl">{title}</h1>
        {sub_title && <p className="text-lg text-muted-foreground">{sub_title}</p>}
        {languages.length > 0 && (
          <p className="text-sm">
            {t("tours.detail.languages", {
              languages: languages.map((language) => language.name).join(", "),
            })}
          </p>
        )}
      </header>
      <div className="grid max-w-4xl gap-6">
        <VenuePicture picture={picture} use="detail" eager className="overflow-hidden" />
        <VenueHtml html={description} />
      </div>
      {bookable ? (
        <TourBooking tour={tour.data} />
      ) : (
        <p role="note" className="font-medium">
          {t("tours.detail.notBookable")}
        </p>
      )}
    </article>
  );
}
