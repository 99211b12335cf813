// spec surrounding-areas §2 "Events": /events?museum_id&exhibition_id&language_id&category_id —
// the events with dates to come, filtered by museum, exhibition, language and category. A
// filter change rewrites the URL with history replaced (./list-filters.tsx); the reset link
// drops every filter. The list is grouped by category (its name as the group's heading) when
// more than one category shows, events without one last. How many are shown is said politely
// after each change (WCAG 4.1.3), without moving the focus out of the filter.
import { Link as UiLink } from "@shop/ui/link";
import { Link, useSearchParams } from "react-router";
import { filtersOf } from "../../features/events/event-filters";
import { useEventT } from "../../features/events/event-texts";
import { useEventCategories, useEventLanguages, useEvents } from "../../features/events/use-events";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { EventPreview } from "./event-preview";
import { EventsLoading } from "./events-loading";
import { CategoryGroups, ListFilters } from "./list-filters";

export function EventsPage() {
  const t = useEventT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const events = useEvents(locale, filtersOf(params));
  const languages = useEventLanguages(locale).data?.data ?? [];
  const categories = useEventCategories(locale).data?.data ?? [];
  usePageTitle(t("nav.events"), t("app.name"));
  if (events.error) return <ErrorPage error={events.error} />;
  const list = events.data?.data;

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("nav.events")}</h1>
        <p>
          <UiLink asChild variant="standalone">
            <Link to="/events/dates">{t("events.list.toDates")}</Link>
          </UiLink>
        </p>
      </header>
      <ListFilters
        texts={{
          legend: t("events.filters.label"),
          museum: t("events.filters.museum"),
          allMuseums: t("events.filters.allMuseums"),
          exhibition: t("events.filters.exhibition"),
          allExhibitions: t("events.filters.allExhibitions"),
          language: t("events.filters.language"),
          allLanguages: t("events.filters.allLanguages"),
          category: t("events.filters.category"),
          allCategories: t("events.filters.allCategories"),
          reset: t("events.filters.reset"),
        }}
        languages={languages}
        categories={categories}
      />
      <p role="status" className="text-muted-foreground">
        {list ? t("events.list.count", { count: list.length }) : ""}
      </p>
      {!list ? (
        <EventsLoading />
      ) : list.length === 0 ? (
        <p className="text-lg">{t("events.list.empty")}</p>
      ) : (
        <CategoryGroups
          idPrefix="events"
          items={list}
          other={t("events.list.otherCategory")}
          preview={(event, headingLevel) => (
            <EventPreview event={event} headingLevel={headingLevel} />
          )}
        />
      )}
    </div>
  );
}
