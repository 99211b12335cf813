// spec surrounding-areas §2 "Maintenance": the shop is temporarily unreachable due to planned
// maintenance, try again shortly, with a way back. It needs no settings: GET /shop failed.
import { Link as UiLink } from "@shop/ui/link";
import { Link, useLocation } from "react-router";
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
        <UiLink asChild variant="standalone">
          <Link to={`/${keptSearch(search)}`}>{t("maintenance.back")}</Link>
        </UiLink>
      </p>
    </main>
  );
}
