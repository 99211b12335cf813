import type { Locale } from "@shop/core";
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from "react";
import type { KeyValueStorage } from "../lib/storage";
import { storeLocale } from "./initial-locale";

interface LocaleValue {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleValue | null>(null);

export function LocaleProvider(props: {
  initialLocale: Locale;
  storage: KeyValueStorage | null;
  children: ReactNode;
}) {
  const { storage } = props;
  const [locale, setState] = useState(() => {
    storeLocale(storage, props.initialLocale);
    return props.initialLocale;
  });
  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(storage, next);
      setState(next);
    },
    [storage],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext value={value}>{props.children}</LocaleContext>;
}

export function useLocale(): LocaleValue {
  const value = use(LocaleContext);
  if (!value) throw new Error("useLocale is used outside LocaleProvider");
  return value;
}
