// spec surrounding-areas §2, §4: a consent banner with accept and reject; the choice is kept
// and the banner does not return. Shown only when the consentBanner setting is on.
import { Button } from "@shop/ui/button";
import { useConsent } from "../../features/consent/consent-context";
import { useShopSettings } from "../../features/shop/shop-context";
import { useT } from "../../i18n/use-t";

export function ConsentBanner() {
  const t = useT();
  const { choice, choose } = useConsent();
  const { consentBanner } = useShopSettings();
  if (!consentBanner || choice !== null) return null;
  return (
    <section
      aria-label={t("consent.label")}
      className="sticky bottom-0 z-30 border-border border-t bg-card text-card-foreground shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">{t("consent.text")}</p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => choose("rejected")}>
            {t("consent.reject")}
          </Button>
          <Button onClick={() => choose("accepted")}>{t("consent.accept")}</Button>
        </div>
      </div>
    </section>
  );
}
