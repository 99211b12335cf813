// spec surrounding-areas §2 "Tours": /tours?museum_id&exhibition_id&language_id&category_id —
// the tours with start times to come, "working like the event list": the same filters in the
// URL (history replaced) with a reset link, grouped by category (tours without one last), the
// number shown said politely after each change (WCAG 4.1.3) without moving the focus out of
// the filter. The filters and groups are the event list's (../events/list-filters.tsx).
import { Spinner } from "@shop/ui/spinner";
import { useSearchParams } from "react-router";
import { filtersOf } from "../../features/events/event-filters";
import { useTourT } from "../../features/tours/tour-texts";
import { useTourCategories, useTourLanguages, useTours } from "../../features/tours/use-tours";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { CategoryGroups, ListFilters } from "../events/list-filters";
import { TourPreview } from "./tour-preview";

export function ToursPage() {
  const t = useTourT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const tours = useTours(locale, filtersOf(params));
  const languages = useTourLanguages(locale).data?.data ?? [];
  const categories = useTourCategories(locale).data?.data ?? [];
  usePageTitle(t("nav.tours"), t("app.name"));
  if (tours.error) return <ErrorPage error={tours.error} />;
  const list = tours.data?.data;

  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("nav.tours")}</h1>
      <ListFilters
        texts={{
          legend: t("tours.filters.label"),
          museum: t("tours.filters.museum"),
          allMuseums: t("tours.filters.allMuseums"),
          exhibition: t("tours.filters.exhibition"),
          allExhibitions: t("tours.filters.allExhibitions"),
          language: t("tours.filters.language"),
          allLanguages: t("tours.filters.allLanguages"),
          category: t("tours.filters.category"),
          allCategories: t("tours.filters.allCategories"),
          reset: t("tours.filters.reset"),
        }}
        languages={languages}
        categories={categories}
      />
      <p role="status" className="text-muted-foreground">
        {list ? t("tours.list.count", { count: list.length }) : ""}
      </p>
      {!list ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t("app.loading")} />
        </div>
      ) : list.length === 0 ? (
        <p className="text-lg">{t("tours.list.empty")}</p>
      ) : (
        <CategoryGroups
          idPrefix="tours"
          items={list}
          other={t("tours.list.otherCategory")}
          preview={(tour, headingLevel) => <TourPreview tour={tour} headingLevel={headingLevel} />}
        />
      )}
    </div>
  );
}
