// spec surrounding-areas §2 "Museums and exhibitions": /museum/{id} with its title, subtitle,
// description, picture, opening hours, at most 6 exhibitions (7 asked for: a seventh means a
// "more" link to the museum's exhibition list) and the way into its tickets (the flow reads
// museum_id), and its first 4 upcoming events and 4 tours (§9; each a link to the rest when
// there are more; no section without one). A museum the API does not know leads to the museum
// error page (spec §8).

import { buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Link, useParams } from "react-router";
import { EVENT_PREVIEWS, useVenueEvents } from "../../features/events/use-events";
import { TOUR_PREVIEWS, useVenueTours } from "../../features/tours/use-tours";
import {
  MUSEUM_EXHIBITIONS,
  useMuseum,
  useMuseumExhibitions,
  useOpeningHours,
} from "../../features/venue/use-venue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { MuseumNotFoundPage } from "./item-error-pages";
import { OpeningHoursSection } from "./opening-hours";
import { routeId } from "./route-id";
import { ExhibitionCards } from "./venue-cards";
import { VenueEvents } from "./venue-events";
import { VenueHtml } from "./venue-html";
import { VenueLoading } from "./venue-loading";
import { VenuePicture } from "./venue-picture";
import { VenueTours } from "./venue-tours";

export function MuseumPage() {
  const t = useVenueT();
  const { locale } = useLocale();
  const id = routeId(useParams().id);
  const museum = useMuseum(locale, id);
  const hours = useOpeningHours(locale, id);
  const exhibitions = useMuseumExhibitions(locale, id);
  const events = useVenueEvents(locale, id === undefined ? undefined : { museumId: id });
  const tours = useVenueTours(locale, id === undefined ? undefined : { museumId: id });
  usePageTitle(museum.data?.title ?? t("nav.museums"), t("app.name"));
  // An unknown museum is not a failed load: it says so, at its own address.
  if (id === undefined || museum.error?.status === 404) return <MuseumNotFoundPage />;
  if (museum.error) return <ErrorPage error={museum.error} />;
  if (!museum.data) return <VenueLoading />;
  const { title, sub_title, description, picture } = museum.data;
  const shown = exhibitions.data?.data.slice(0, MUSEUM_EXHIBITIONS) ?? [];
  const more = (exhibitions.data?.data.length ?? 0) > MUSEUM_EXHIBITIONS;
  return (
    <article className="grid gap-10">
      <header className="grid gap-3">
        <h1 className="font-bold font-heading text-3xl sm:text-4xl">{title}</h1>
        {sub_title && <p className="text-lg text-muted-foreground">{sub_title}</p>}
        <p className="mt-2">
          <Link to={`/tickets?museum_id=${id}`} className={buttonVariants({ size: "lg" })}>
            {t("venue.tickets")}
          </Link>
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <VenuePicture picture={picture} use="detail" eager className="overflow-hidden" />
          <VenueHtml html={description} />
        </div>
        {hours.data && <OpeningHoursSection hours={hours.data} />}
      </div>
      {shown.length > 0 && (
        <section aria-labelledby="museum-exhibitions" className="grid gap-4">
          <h2 id="museum-exhibitions" className="font-heading font-semibold text-2xl">
            {t("nav.exhibitions")}
          </h2>
          <ExhibitionCards exhibitions={shown} headingLevel="h3" />
          {more && (
            <p>
              <UiLink asChild variant="standalone">
                <Link to={`/exhibitions?museum_id=${id}`}>{t("venue.museum.moreExhibitions")}</Link>
              </UiLink>
            </p>
          )}
        </section>
      )}
      <VenueEvents
        id="museum-events"
        events={events.data?.data ?? []}
        more={
          (events.data?.meta.total_count ?? 0) > EVENT_PREVIEWS
            ? { to: `/events?museum_id=${id}`, text: t("venue.museum.moreEvents") }
            : undefined
        }
      />
      <VenueTours
        id="museum-tours"
        tours={tours.data?.data ?? []}
        more={
          (tours.data?.meta.total_count ?? 0) > TOUR_PREVIEWS
            ? { to: `/tours?museum_id=${id}`, text: "tours.venue.moreMuseum" }
            : undefined
        }
      />
    </article>
  );
}
