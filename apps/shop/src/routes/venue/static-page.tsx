// spec surrounding-areas §2 "Static pages": /page/{id}, a text of the venue (GET /pages/{id}:
// its title and HTML the server sanitised). A page the API does not know, or an id it refuses
// as malformed, is the 404 page, at the address the visitor asked for.
import type { Page } from "@shop/core/contract";
import { useParams } from "react-router";
import { usePage } from "../../features/venue/use-venue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { NotFoundPage } from "../errors/not-found-page";
import { VenueHtml } from "./venue-html";
import { VenueLoading } from "./venue-loading";

export function StaticPage() {
  const { locale } = useLocale();
  const page = usePage(locale, useParams().id ?? "");
  if (page.error?.status === 404 || page.error?.code === "validation") return <NotFoundPage />;
  if (page.error) return <ErrorPage error={page.error} />;
  if (!page.data) return <VenueLoading />;
  return <ShownPage page={page.data} />;
}

function ShownPage({ page }: { page: Page }) {
  const t = useVenueT();
  usePageTitle(page.title, t("app.name"));
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 py-4">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{page.title}</h1>
      <VenueHtml html={page.body} />
    </article>
  );
}
