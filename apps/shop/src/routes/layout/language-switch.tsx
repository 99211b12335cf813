import { isLocale, type Locale } from "@shop/core";
import { buttonVariants } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { useSearchParams } from "react-router";
import { useShop } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";

/** The languages the shop offers (GET /shop config.locales), as toggle buttons. */
export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const locales = useShop().config.locales.filter(isLocale);
  const [params, setParams] = useSearchParams();
  const choose = (next: Locale) => {
    setLocale(next);
    // ?lang beats the stored language at the next load, so it must follow the choice.
    if (params.has("lang")) {
      setParams(
        (current) => {
          current.set("lang", next);
          return current;
        },
        { replace: true },
      );
    }
  };
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t("header.language")}</legend>
      {locales.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          onClick={() => choose(code)}
          className={cn(
            buttonVariants({ variant: code === locale ? "secondary" : "ghost", size: "sm" }),
            "px-2 uppercase",
          )}
        >
          {/* WCAG 2.5.3 Label in Name: the visible code is part of the name ("fr Français"). */}
          {code} <span className="sr-only">{t(`language.${code}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
