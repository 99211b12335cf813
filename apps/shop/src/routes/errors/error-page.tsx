// The error page of a route (./route-error-boundary.tsx): a page that failed to load (a chunk after a deploy) or threw while
// rendering shows this instead of a blank screen. The details go to the console, not the page.
import { Button } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { useEffect } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  usePageTitle(t("error.pageTitle"), t("app.name"));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto grid max-w-2xl gap-4 px-4 py-12">
      <h1 className="font-bold font-heading text-3xl">{t("error.pageTitle")}</h1>
      <p className="text-lg text-muted-foreground">{t("error.pageText")}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
        <UiLink asChild variant="standalone">
          <Link to="/">{t("common.toStart")}</Link>
        </UiLink>
      </div>
    </div>
  );
}
