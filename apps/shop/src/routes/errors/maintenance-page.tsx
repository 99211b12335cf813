// spec surrounding-areas §2 "Maintenance": the shop is temporarily unreachable due to planned
// maintenance, try again shortly, with a way back. It needs no settings: GET /shop failed.
import { Link as UiLink } from "@shop/ui/link";
import { useLocation } from "react-router";
import { keptSearch } from "../../features/startup/start-state";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

export function MaintenancePage() {
  const t = useT();
  const { search } = useLocation();
  usePageTitle(t("maintenance.title"), t("app.name"));
  return (
    <main id="main" className="mx-auto grid min-h-dvh max-w-2xl content-center gap-4 px-4 py-12">
      <p className="font-heading font-semibold text-muted-foreground">{t("app.name")}</p>
      <h1 className="font-bold font-heading text-3xl">{t("maintenance.title")}</h1>
      <p className="text-lg">{t("maintenance.text")}</p>
      <p>
        {/* A full page load, not a route change: the shop's cached answers (the 503 that led
            here) are dropped and GET /shop is asked again, and a shop deployed during the
            maintenance loads its new build. */}
        <UiLink href={`/${keptSearch(search)}`} variant="standalone">
          {t("maintenance.back")}
        </UiLink>
      </p>
    </main>
  );
}
