// spec surrounding-areas §2, §4: a consent banner with accept and reject; the choice is kept
// and the banner does not return. Shown only when the consentBanner setting is on. Not an
// overlay (the issue "venue's pages", Deliver 7): a region at the top of the page, first in the
// tab order, that covers nothing and that only a choice closes (Escape does not).
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
      className="border-border border-b bg-card text-card-foreground"
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
