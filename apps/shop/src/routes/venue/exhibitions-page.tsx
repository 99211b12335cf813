// spec surrounding-areas §2 "Museums and exhibitions": /exhibitions?museum_id, the venue's
// exhibitions (the initial data's list), of one museum when the parameter names it; links per
// museum switch the filter, and "all museums" drops it.
import { Link as UiLink } from "@shop/ui/link";
import { Link, useSearchParams } from "react-router";
import { useExhibitions, useMuseums } from "../../features/catalogue/use-catalogue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { routeId } from "./route-id";
import { ExhibitionCards } from "./venue-cards";
import { VenueLoading } from "./venue-loading";

export function ExhibitionsPage() {
  const t = useVenueT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const museumId = routeId(params.get("museum_id") ?? undefined);
  const exhibitions = useExhibitions(locale);
  const museums = useMuseums(locale);
  const museumList = museums.data?.data ?? [];
  const museum = museumList.find((candidate) => candidate.id === museumId);
  const title = museum ? t("venue.exhibitions.of", { museum: museum.title }) : t("nav.exhibitions");
  usePageTitle(title, t("app.name"));
  if (exhibitions.error) return <ErrorPage error={exhibitions.error} />;
  // The museums name the filter; without them the list still shows, unnamed.
  if (!exhibitions.data || (!museums.data && !museums.error)) return <VenueLoading />;
  const all = exhibitions.data.data;
  const shown =
    museumId === undefined ? all : all.filter((exhibition) => exhibition.museum_id === museumId);
  const titleOf = (id: number) => museumList.find((candidate) => candidate.id === id)?.title;
  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{title}</h1>
      {(museumList.length > 1 || museumId !== undefined) && (
        <nav aria-label={t("venue.exhibitions.filter")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <UiLink asChild variant="standalone">
                <Link
                  to="/exhibitions"
                  aria-current={museumId === undefined ? "page" : undefined}
                  className="aria-[current=page]:underline"
                >
                  {t("venue.exhibitions.all")}
                </Link>
              </UiLink>
            </li>
            {museumList.map((candidate) => (
              <li key={candidate.id}>
                <UiLink asChild variant="standalone">
                  <Link
                    to={`/exhibitions?museum_id=${candidate.id}`}
                    aria-current={candidate.id === museumId ? "page" : undefined}
                    className="aria-[current=page]:underline"
                  >
                    {candidate.title}
                  </Link>
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown.length === 0 ? (
        <p className="text-lg text-muted-foreground">{t("venue.exhibitions.empty")}</p>
      ) : (
        <ExhibitionCards
          exhibitions={shown}
          headingLevel="h2"
          museumOf={
            museumId === undefined ? (exhibition) => titleOf(exhibition.museum_id) : undefined
          }
        />
      )}
    </div>
  );
}
