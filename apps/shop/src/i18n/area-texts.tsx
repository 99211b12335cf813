// DESIGN.md §8: an area whose texts only its own pages use (the annual personalization) keeps
// them in a table of its own, loaded with those pages instead of with every page: its German
// table and the visitor's language over it, on top of the shop's catalogue (a nested
// IntlProvider). The first route and the cart and checkout carry none of it (the issue "speed").
import type { Locale } from "@shop/core";
import { Spinner } from "@shop/ui/spinner";
import { type ReactNode, useCallback } from "react";
import useSWR from "swr";
import { swrKeys } from "../lib/swr-keys";
import { ErrorPage } from "../routes/errors/error-page";
import type { MessageKey, PartialMessages } from "./catalogue";
import { IntlProvider, useIntl } from "./intl";
import { useLocale } from "./locale-context";
import { useT } from "./use-t";
import { useVenueOverrides } from "./venue-overrides";

/** The tables of an area by language; German is every other's fallback. */
export type AreaTables = Record<Locale, () => Promise<{ default: PartialMessages }>>;

/** A text counts when it is there: a string not blank, or (in a build) its compiled form. */
const present = (text: unknown) =>
  typeof text === "string" ? text.trim() !== "" : Array.isArray(text);

/** The area's German table overlaid with the non-empty texts of `locale`'s. */
export async function loadAreaTexts(tables: AreaTables, locale: Locale): Promise<PartialMessages> {
  const [german, own] = await Promise.all([
    tables.de(),
    locale === "de" ? undefined : tables[locale](),
  ]);
  const merged: PartialMessages = { ...german.default };
  for (const [key, text] of Object.entries(own?.default ?? {})) {
    if (present(text)) merged[key] = text;
  }
  return merged;
}

/**
 * The area's texts in the visitor's language, loaded once per area and language. A page that
 * shows another area's part later (a museum's events) calls it early, so that part's
 * AreaTexts finds them loaded instead of showing its spinner.
 */
export function useAreaTexts(name: string, tables: AreaTables) {
  const { locale } = useLocale();
  return useSWR(swrKeys.areaTexts(name, locale), () => loadAreaTexts(tables, locale), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    keepPreviousData: true,
  });
}

export function AreaTexts({
  name,
  tables,
  children,
}: {
  /** The area's name: its texts' cache key. */
  name: string;
  tables: AreaTables;
  children: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const venue = useVenueOverrides();
  const { data, error } = useAreaTexts(name, tables);
  if (error) return <ErrorPage error={new Error(`the ${name} texts failed to load`)} />;
  if (!data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t("app.loading")} />
      </div>
    );
  }
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      messages={{
        ...(intl.messages as Record<string, string>),
        ...(data as Record<string, string>),
        // The venue's own texts win over the area's as over the catalogue's.
        ...(venue as Record<string, string>),
      }}
    >
      {children}
    </IntlProvider>
  );
}

type Values = Record<string, string | number | Date>;

/** The message lookup of an area's pages: the shop's keys and the area's own `Key`s. */
export function useAreaT<Key extends string>(): (key: Key | MessageKey, values?: Values) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
