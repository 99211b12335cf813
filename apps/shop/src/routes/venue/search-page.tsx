// spec surrounding-areas §2 "Search": /search/{q} shows the matching exhibitions (up to 1000
// asked for, 6 previews, "more" when more exist), the matching events with dates to come (4
// previews, "more" likewise), the museums, and a links box: the venue's pages whose title names
// the text, and the ways on (tickets, every exhibition), the matching tours with start
// times to come (4 previews; no heading without one), and, when the venue sells merchandise
// (its menu item is on), the matching articles (4, "more" leading to the article list). The server ranks the matches (full-text search
// in the visitor's language), best first within each kind.
import { Link as UiLink } from "@shop/ui/link";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { EVENT_PREVIEWS, useEventSearch } from "../../features/events/use-events";
import { useMerchandiseSearch } from "../../features/merchandise/use-merchandise";
import { useShopSettings } from "../../features/shop/shop-context";
import { useTourSearch } from "../../features/tours/use-tours";
import { useSearch } from "../../features/venue/use-venue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { ExhibitionCards, MuseumCards } from "./venue-cards";
import { VenueEvents } from "./venue-events";
import { VenueLoading } from "./venue-loading";
import { VenueMerchandise } from "./venue-merchandise";
import { VenueTours } from "./venue-tours";

/** spec surrounding-areas §2: at most 6 exhibition previews. */
export const SEARCH_PREVIEWS = 6;

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="grid gap-4">
      <h2 id={props.id} className="font-heading font-semibold text-2xl">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

export function SearchPage() {
  const t = useVenueT();
  const { locale } = useLocale();
  const q = (useParams().q ?? "").trim();
  const [params] = useSearchParams();
  const more = params.get("more");
  const all = more === "exhibitions";
  const { museums, exhibitions, pages } = useSearch(locale, q);
  const events = useEventSearch(locale, q);
  const tours = useTourSearch(locale, q);
  const sellsMerchandise = useShopSettings().navigation.merchandise.enabled;
  const articles = useMerchandiseSearch(locale, sellsMerchandise ? q : null);
  const title = t("venue.search.title", { q });
  usePageTitle(title, t("app.name"));
  const failed = museums.error ?? exhibitions.error;
  if (failed) return <ErrorPage error={failed} />;
  // A list that failed to load finds nothing (spec §8), as the pages and the events do.
  if (
    !museums.data ||
    !exhibitions.data ||
    (!pages.data && !pages.error) ||
    (!events.data && !events.error) ||
    (!tours.data && !tours.error) ||
    (sellsMerchandise && !articles.data && !articles.error)
  ) {
    return <VenueLoading />;
  }
  const foundMuseums = museums.data.data;
  const foundExhibitions = exhibitions.data.data;
  const shown = all ? foundExhibitions : foundExhibitions.slice(0, SEARCH_PREVIEWS);
  const lowerQ = q.toLocaleLowerCase(locale);
  const foundPages = (pages.data?.data ?? []).filter((page) =>
    page.title.toLocaleLowerCase(locale).includes(lowerQ),
  );
  const foundEvents = events.data?.data ?? [];
  const foundTours = tours.data?.data ?? [];
  const foundArticles = articles.data?.data ?? [];
  const articleCount = articles.data?.meta.total_count ?? 0;
  const count =
    foundMuseums.length +
    foundExhibitions.length +
    foundEvents.length +
    foundTours.length +
    articleCount +
    foundPages.length;
  const nothing = count === 0;
  return (
    <div className="grid gap-10">
      <header className="grid gap-2">
        <h1 className="break-words font-bold font-heading text-3xl sm:text-4xl">{title}</h1>
        <p role="status" className="text-lg text-muted-foreground">
          {nothing ? t("venue.search.none") : t("venue.search.count", { count })}
        </p>
      </header>
      {foundExhibitions.length > 0 && (
        <Section id="search-exhibitions" title={t("nav.exhibitions")}>
          <ExhibitionCards exhibitions={shown} headingLevel="h3" />
          {shown.length < foundExhibitions.length && (
            <p>
              <UiLink asChild variant="standalone">
                <Link to={`/search/${encodeURIComponent(q)}?more=exhibitions`}>
                  {t("venue.search.moreExhibitions", { count: foundExhibitions.length })}
                </Link>
              </UiLink>
            </p>
          )}
        </Section>
      )}
      <VenueEvents
        id="search-events"
        events={more === "events" ? foundEvents : foundEvents.slice(0, EVENT_PREVIEWS)}
        more={
          more !== "events" && foundEvents.length > EVENT_PREVIEWS
            ? {
                to: `/search/${encodeURIComponent(q)}?more=events`,
                text: t("venue.search.moreEvents", { count: foundEvents.length }),
              }
            : undefined
        }
      />
      <VenueTours id="search-tours" tours={foundTours} />
      <VenueMerchandise id="search-merchandise" articles={foundArticles} total={articleCount} />
      {foundMuseums.length > 0 && (
        <Section id="search-museums" title={t("nav.museums")}>
          <MuseumCards museums={foundMuseums} headingLevel="h3" />
        </Section>
      )}
      <Section id="search-links" title={t("venue.search.links")}>
        <ul className="grid gap-2">
          {foundPages.map((page) => (
            <li key={page.id}>
              <UiLink asChild variant="standalone">
                <Link to={`/page/${page.id}`}>{page.title}</Link>
              </UiLink>
            </li>
          ))}
          <li>
            <UiLink asChild variant="standalone">
              <Link to="/tickets">{t("venue.tickets")}</Link>
            </UiLink>
          </li>
          <li>
            <UiLink asChild variant="standalone">
              <Link to="/exhibitions">{t("venue.search.allExhibitions")}</Link>
            </UiLink>
          </li>
        </ul>
      </Section>
    </div>
  );
}
