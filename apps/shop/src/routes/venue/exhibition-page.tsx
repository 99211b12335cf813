// spec surrounding-areas §2 "Museums and exhibitions": /exhibition/{id} with its title,
// subtitle, museum, run as it reads today, description and picture, and the way into its
// tickets (the flow reads museum_id and exhibition_id), and its first 4 upcoming events and 4
// tours (each a link to the rest when there are more; no section without one).
// An exhibition the API does not know leads to the exhibition error page (spec §8).
import { buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Link, Navigate, useParams } from "react-router";
import { useMuseums } from "../../features/catalogue/use-catalogue";
import { EVENT_PREVIEWS, useVenueEvents } from "../../features/events/use-events";
import { TOUR_PREVIEWS, useVenueTours } from "../../features/tours/use-tours";
import { useExhibition } from "../../features/venue/use-venue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { ExhibitionRun } from "./exhibition-run";
import { routeId } from "./route-id";
import { VenueEvents } from "./venue-events";
import { VenueHtml } from "./venue-html";
import { VenueLoading } from "./venue-loading";
import { VenuePicture } from "./venue-picture";
import { VenueTours } from "./venue-tours";

export function ExhibitionPage() {
  const t = useVenueT();
  const { locale } = useLocale();
  const id = routeId(useParams().id);
  const exhibition = useExhibition(locale, id);
  const events = useVenueEvents(locale, id === undefined ? undefined : { exhibitionId: id });
  const tours = useVenueTours(locale, id === undefined ? undefined : { exhibitionId: id });
  // The museum's name, from the initial data's list (the shop loaded it at its start).
  const museums = useMuseums(locale);
  usePageTitle(exhibition.data?.title ?? t("nav.exhibitions"), t("app.name"));
  if (id === undefined || exhibition.error?.status === 404) {
    return <Navigate to="/exhibition-error" replace />;
  }
  if (exhibition.error) return <ErrorPage error={exhibition.error} />;
  if (!exhibition.data) return <VenueLoading />;
  const { title, sub_title, description, picture, museum_id, time_frames } = exhibition.data;
  const museum = museums.data?.data.find((candidate) => candidate.id === museum_id);
  return (
    <article className="grid gap-8">
      <header className="grid gap-3">
        <h1 className="font-bold font-heading text-3xl sm:text-4xl">{title}</h1>
        {sub_title && <p className="text-lg text-muted-foreground">{sub_title}</p>}
        <ExhibitionRun frames={time_frames} className="font-medium text-lg" />
        {museum && (
          <p>
            {t("venue.exhibition.place")}{" "}
            <UiLink asChild>
              <Link to={`/museum/${museum.id}`}>{museum.title}</Link>
            </UiLink>
          </p>
        )}
        <p className="mt-2">
          <Link
            to={`/tickets?museum_id=${museum_id}&exhibition_id=${id}`}
            className={buttonVariants({ size: "lg" })}
          >
            {t("venue.tickets")}
          </Link>
        </p>
      </header>
      <div className="grid max-w-4xl gap-6">
        <VenuePicture picture={picture} use="detail" eager className="overflow-hidden" />
        <VenueHtml html={description} />
      </div>
      <VenueEvents
        id="exhibition-events"
        events={events.data?.data ?? []}
        more={
          (events.data?.meta.total_count ?? 0) > EVENT_PREVIEWS
            ? { to: `/events?exhibition_id=${id}`, text: t("venue.exhibition.moreEvents") }
            : undefined
        }
      />
      <VenueTours
        id="exhibition-tours"
        tours={tours.data?.data ?? []}
        more={
          (tours.data?.meta.total_count ?? 0) > TOUR_PREVIEWS
            ? { to: `/tours?exhibition_id=${id}`, text: "tours.venue.moreExhibition" }
            : undefined
        }
      />
    </article>
  );
}
