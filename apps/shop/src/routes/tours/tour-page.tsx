// spec surrounding-areas §2 "Tours", §4 "Tour booking", §8: /tour/{id}?date. The tour's header
// (../events/product-header.tsx, as an event's), then its calendar, start times and booking
// form (./tour-booking.tsx). A tour that fails to load (unknown id, 404) leads to the product
// error page; another failure shows the error page.
import { Navigate, useParams } from "react-router";
import { useTourT } from "../../features/tours/tour-texts";
import { useTour } from "../../features/tours/use-tours";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { EventsLoading } from "../events/events-loading";
import { ProductHeader } from "../events/product-header";
import { routeId } from "../venue/route-id";
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
      <ProductHeader
        title={title}
        subTitle={sub_title}
        category={category}
        languages={
          languages.length > 0
            ? t("tours.detail.languages", {
                languages: languages.map((language) => language.name).join(", "),
              })
            : undefined
        }
        picture={picture}
        description={description}
      />
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
