// spec surrounding-areas §2 "Start-up": the venue's own texts (GET /shop `translations`)
// replace the catalogue's, with the catalogue (and German) behind every key they leave out.
//
// The production build formats precompiled messages only (vite.config.ts: no ICU parser in
// the first route), so the venue's texts are compiled here by the parser, loaded on demand
// into a chunk of its own: a shop without venue texts never loads it. Until it is there the
// catalogue's texts show.
import type { ShopAnswer } from "@shop/core/contract";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { type PartialMessages, withGermanFallback } from "../../i18n/catalogue";
import { IntlProvider, useIntl } from "../../i18n/intl";
import { VenueOverrides } from "../../i18n/venue-overrides";

type Translations = ShopAnswer["translations"];

/** The venue's texts as ICU ASTs; a text the parser rejects is left out (the catalogue's shows). */
export async function compileVenueTexts(
  translations: Translations,
  locale: string,
): Promise<PartialMessages> {
  const { parse } = await import("@formatjs/icu-messageformat-parser");
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(translations)) {
    if (text.trim() === "") continue;
    try {
      compiled[key] = parse(text, { locale: new Intl.Locale(locale) });
    } catch {
      // A venue's typo must not blank the page: its key keeps the catalogue's text.
    }
  }
  return compiled as PartialMessages;
}

export function VenueTexts({
  translations,
  children,
}: {
  translations: Translations;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [venue, setVenue] = useState<PartialMessages>({});
  useEffect(() => {
    if (Object.keys(translations).length === 0) {
      setVenue({});
      return;
    }
    let current = true;
    void compileVenueTexts(translations, intl.locale).then((compiled) => {
      if (current) setVenue(compiled);
    });
    return () => {
      current = false;
    };
  }, [translations, intl.locale]);
  const messages = useMemo(
    () => withGermanFallback(intl.messages as PartialMessages, venue),
    [intl.messages, venue],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale="de"
      timeZone={intl.timeZone}
      messages={messages}
    >
      <VenueOverrides value={venue}>{children}</VenueOverrides>
    </IntlProvider>
  );
}
