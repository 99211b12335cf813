// The frame of the simple pages (coming soon, accounts, 404, error pages): a heading,
// a text and a way back to the start.
import { Link as UiLink } from "@shop/ui/link";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

export function InfoPage(props: { title: string; children: ReactNode; homeTo?: string }) {
  const t = useT();
  usePageTitle(props.title, t("app.name"));
  return (
    <article className="mx-auto grid max-w-2xl gap-4 py-8">
      <h1 className="font-bold font-heading text-3xl">{props.title}</h1>
      <div className="text-lg text-muted-foreground">{props.children}</div>
      <p>
        <UiLink asChild variant="standalone">
          <Link to={props.homeTo ?? "/"}>{t("common.toStart")}</Link>
        </UiLink>
      </p>
    </article>
  );
}
