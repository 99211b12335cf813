// spec surrounding-areas §2 "Events", "Tours" ("list working like the event list"): the filters
// of a product list (museum, exhibition of that museum, language, category) kept in the URL
// (../../features/events/event-filters.ts, history replaced), a reset link while any is set,
// and the list grouped by category. Shared by the event and the tour list; each page brings
// its own texts, languages and categories.
import { Field } from "@shop/ui/field";
import { Link as UiLink } from "@shop/ui/link";
import { NativeSelect } from "@shop/ui/native-select";
import type { ReactNode } from "react";
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
import { useLocale } from "../../i18n/locale-context";
import { groupByCategory, isGrouped } from "../../lib/group-by-category";

const ALL = "";

/** The filters' texts, from the page's own table. */
export interface ListFilterTexts {
  legend: string;
  museum: string;
  allMuseums: string;
  exhibition: string;
  allExhibitions: string;
  language: string;
  allLanguages: string;
  category: string;
  allCategories: string;
  reset: string;
}

type Options = readonly { id: number; name: string }[];

export function ListFilters(props: {
  texts: ListFilterTexts;
  languages: Options;
  categories: Options;
}) {
  const { texts } = props;
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const museums = useMuseums(locale).data?.data ?? [];
  const allExhibitions = useExhibitions(locale).data?.data ?? [];
  const exhibitions = allExhibitions.filter(
    (exhibition) => filters.museumId === undefined || exhibition.museum_id === filters.museumId,
  );
  const set = (name: FilterName, value: string) =>
    setParams((current) => withFilter(current, name, idParam(value)), { replace: true });
  const select = (name: FilterName, label: string, all: string, options: Options) => (
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
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 font-heading font-semibold text-lg">{texts.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select(
          "museumId",
          texts.museum,
          texts.allMuseums,
          museums.map((museum) => ({ id: museum.id, name: museum.title })),
        )}
        {select(
          "exhibitionId",
          texts.exhibition,
          texts.allExhibitions,
          exhibitions.map((exhibition) => ({ id: exhibition.id, name: exhibition.title })),
        )}
        {select("languageId", texts.language, texts.allLanguages, props.languages)}
        {select("categoryId", texts.category, texts.allCategories, props.categories)}
      </div>
      {isFiltered(filters) && (
        <p>
          <UiLink asChild variant="standalone">
            <Link to={{ search: withoutFilters(params).toString() }} replace>
              {texts.reset}
            </Link>
          </UiLink>
        </p>
      )}
    </fieldset>
  );
}

function PreviewGrid<T extends { id: number }>(props: {
  items: readonly T[];
  preview: (item: T, headingLevel: "h2" | "h3") => ReactNode;
  headingLevel: "h2" | "h3";
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {props.items.map((item) => (
        <li key={item.id}>{props.preview(item, props.headingLevel)}</li>
      ))}
    </ul>
  );
}

/**
 * The previews grouped by category, each group a region named by its heading (the category's
 * name; `other` for those without one); one plain grid when no item has a category.
 */
export function CategoryGroups<
  T extends { id: number; category: { id: number; name: string } | null },
>(props: {
  /** Prefix of the headings' ids ("events" gives "events-2"). */
  idPrefix: string;
  items: readonly T[];
  other: string;
  preview: (item: T, headingLevel: "h2" | "h3") => ReactNode;
}) {
  const groups = groupByCategory(props.items);
  if (!isGrouped(groups)) {
    return <PreviewGrid items={props.items} preview={props.preview} headingLevel="h2" />;
  }
  return groups.map((group) => (
    <section
      key={group.key}
      aria-labelledby={`${props.idPrefix}-${group.key}`}
      className="grid gap-4"
    >
      <h2 id={`${props.idPrefix}-${group.key}`} className="font-heading font-semibold text-2xl">
        {group.name ?? props.other}
      </h2>
      <PreviewGrid items={group.items} preview={props.preview} headingLevel="h3" />
    </section>
  ));
}
