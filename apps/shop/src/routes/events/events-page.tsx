// spec surrounding-areas §2 "Events": /events?museum_id&exhibition_id&language_id&category_id —
// the events with dates to come, filtered by museum, exhibition, language and category. A
// filter change rewrites the URL with history replaced (./event-filters.ts); the reset link
// drops every filter. The list is grouped by category (its name as the group's heading) when
// more than one category shows, events without one last. How many are shown is said politely
// after each change (WCAG 4.1.3), without moving the focus out of the filter.
import type { Event } from "@shop/core/contract";
import { Field } from "@shop/ui/field";
import { Link as UiLink } from "@shop/ui/link";
import { NativeSelect } from "@shop/ui/native-select";
import { Link, useSearchParams } from "react-router";
import { useExhibitions, useMuseums } from "../../features/catalogue/use-catalogue";
import {
  type FilterName,
  filtersOf,
  idParam,
  isFiltered,
  withFilter,
  withoutFilters,
} from "../../features/events/event-filters";
import { useEventT } from "../../features/events/event-texts";
import { useEventCategories, useEventLanguages, useEvents } from "../../features/events/use-events";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { EventPreview } from "./event-preview";
import { EventsLoading } from "./events-loading";

const ALL = "";

interface Group {
  key: string;
  name: string | null;
  events: Event[];
}

/** The events by category, in the order the categories first appear; no category last. */
export function groupByCategory(events: readonly Event[]): Group[] {
  const groups = new Map<string, Group>();
  for (const event of events) {
    const key = event.category ? String(event.category.id) : "none";
    const group = groups.get(key) ?? { key, name: event.category?.name ?? null, events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  return [...all.filter((group) => group.name !== null), ...all.filter((g) => g.name === null)];
}

function PreviewList({ events, headingLevel }: { events: Event[]; headingLevel: "h2" | "h3" }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventPreview event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function EventsPage() {
  const t = useEventT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const events = useEvents(locale, filters);
  const museums = useMuseums(locale).data?.data ?? [];
  const allExhibitions = useExhibitions(locale).data?.data ?? [];
  const languages = useEventLanguages(locale).data?.data ?? [];
  const categories = useEventCategories(locale).data?.data ?? [];
  usePageTitle(t("nav.events"), t("app.name"));
  if (events.error) return <ErrorPage error={events.error} />;

  const exhibitions = allExhibitions.filter(
    (exhibition) => filters.museumId === undefined || exhibition.museum_id === filters.museumId,
  );
  const set = (name: FilterName, value: string) =>
    setParams((current) => withFilter(current, name, idParam(value)), { replace: true });
  const select = (
    name: FilterName,
    label: string,
    all: string,
    options: readonly { id: number; name: string }[],
  ) => (
    <Field label={label}>
      <NativeSelect
        value={filters[name] === undefined ? ALL : String(filters[name])}
        onChange={(event) => set(name, event.target.value)}
      >
        <option value={ALL}>{all}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const list = events.data?.data;
  const groups = list ? groupByCategory(list) : [];
  const grouped = groups.length > 1 || (groups.length === 1 && groups[0]?.name !== null);

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
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 font-heading font-semibold text-lg">
          {t("events.filters.label")}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {select(
            "museumId",
            t("events.filters.museum"),
            t("events.filters.allMuseums"),
            museums.map((museum) => ({ id: museum.id, name: museum.title })),
          )}
          {select(
            "exhibitionId",
            t("events.filters.exhibition"),
            t("events.filters.allExhibitions"),
            exhibitions.map((exhibition) => ({ id: exhibition.id, name: exhibition.title })),
          )}
          {select(
            "languageId",
            t("events.filters.language"),
            t("events.filters.allLanguages"),
            languages,
          )}
          {select(
            "categoryId",
            t("events.filters.category"),
            t("events.filters.allCategories"),
            categories,
          )}
        </div>
        {isFiltered(filters) && (
          <p>
            <UiLink asChild variant="standalone">
              <Link to={{ search: withoutFilters(params).toString() }} replace>
                {t("events.filters.reset")}
              </Link>
            </UiLink>
          </p>
        )}
      </fieldset>
      <p role="status" className="text-muted-foreground">
        {list ? t("events.list.count", { count: list.length }) : ""}
      </p>
      {!list ? (
        <EventsLoading />
      ) : list.length === 0 ? (
        <p className="text-lg">{t("events.list.empty")}</p>
      ) : grouped ? (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`events-${group.key}`} className="grid gap-4">
            <h2 id={`events-${group.key}`} className="font-heading font-semibold text-2xl">
              {group.name ?? t("events.list.otherCategory")}
            </h2>
            <PreviewList events={group.events} headingLevel="h3" />
          </section>
        ))
      ) : (
        <PreviewList events={list} headingLevel="h2" />
      )}
    </div>
  );
}
