// surrounding-areas §3 Customer language: the languages the shop offers, for the account forms'
// language select.
import { LANGUAGE_IDS, type Locale } from "@shop/core/constants";
import { useShop } from "../shop/shop-context";
import { useAccountT } from "./account-texts";

/** The languages the shop offers, as options of a language select (each in its own name). */
export function useLanguageOptions(): { id: number; label: string }[] {
  const t = useAccountT();
  return useShop()
    .config.locales.filter((code): code is Locale => Object.hasOwn(LANGUAGE_IDS, code))
    .map((code) => ({ id: LANGUAGE_IDS[code], label: t(`language.${code}`) }));
}
