import { DEFAULT_LOCALE } from "@shop/core/constants";
import { createContext, type ReactNode, use, useMemo } from "react";
import type { UiMessages } from "./catalog";
import {
  formatMessage,
  type SharedMessageKey,
  type UiLocale,
  type UiMessageTable,
  uiMessages,
} from "./messages";

export type UiTranslate<K extends string = SharedMessageKey> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

/** The texts of one table in the provider's locale. */
export type UiText<K extends string = SharedMessageKey> = {
  locale: UiLocale;
  messages: Readonly<Record<K, string>>;
  t: UiTranslate<K>;
};
/** What useUiMessages() returns: the shared texts. */
export type UiMessagesValue = UiText<SharedMessageKey>;

// The context holds the locale and the app's overrides only, not the texts: each family reads
// its own table (useUiText), so no component pulls in the texts of all the others.
type UiLocaleSetting = { locale: UiLocale; overrides?: Partial<UiMessages> };

const UiLocaleContext = createContext<UiLocaleSetting>({ locale: DEFAULT_LOCALE });

export type UiMessagesProviderProps = {
  locale: UiLocale;
  /** The app's own wording for some keys (of any family), e.g. from its react-intl catalogue. */
  messages?: Partial<UiMessages>;
  children: ReactNode;
};

/** Sets the language of the library's own texts (close, loading, page labels …) below it. */
export function UiMessagesProvider({ locale, messages, children }: UiMessagesProviderProps) {
  const value = useMemo(() => ({ locale, overrides: messages }), [locale, messages]);
  return <UiLocaleContext value={value}>{children}</UiLocaleContext>;
}

/** The locale of the nearest provider (German without one). */
export function useUiLocale(): UiLocale {
  return use(UiLocaleContext).locale;
}

function pick<K extends string>(
  table: UiMessageTable<K>,
  { locale, overrides }: UiLocaleSetting,
): UiText<K> {
  const own = overrides as Partial<Record<string, string>> | undefined;
  const messages = {} as Record<K, string>;
  // per key: the app's override, else the locale's text, else German
  for (const key of Object.keys(table.de) as K[]) {
    messages[key] = own?.[key] ?? table[locale][key] ?? table.de[key];
  }
  return { locale, messages, t: (key, values) => formatMessage(messages[key], values) };
}

/**
 * The texts of `table` (a family's messages.ts) in the nearest provider's locale, with the app's
 * overrides; German for a key a locale lacks.
 */
export function useUiText<K extends string>(table: UiMessageTable<K>): UiText<K> {
  const setting = use(UiLocaleContext);
  return useMemo(() => pick(table, setting), [table, setting]);
}

/** The shared library texts (close, loading, page labels …) of the nearest provider. */
export function useUiMessages(): UiText<SharedMessageKey> {
  return useUiText(uiMessages);
}
