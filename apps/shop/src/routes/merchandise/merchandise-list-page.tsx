// spec surrounding-areas §2 "Merchandise", §9: /merchandise/list — the articles on sale, a page
// of 1000 at a time (?page=N when the catalogue holds more), each as a card with its picture,
// title, subtitle and price (./merchandise-card.tsx). The number found is said politely.
import { Pagination } from "@shop/ui/pagination";
import { Spinner } from "@shop/ui/spinner";
import { Link, useSearchParams } from "react-router";
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { MERCHANDISE_LIST_SIZE, useMerchandises } from "../../features/merchandise/use-merchandise";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { routeId } from "../venue/route-id";
import { MerchandiseCard } from "./merchandise-card";

export function MerchandiseListPage() {
  const t = useMerchandiseT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const page = routeId(params.get("page") ?? undefined) ?? 1;
  const articles = useMerchandises(locale, page);
  usePageTitle(t("nav.merchandise"), t("app.name"));
  if (articles.error) return <ErrorPage error={articles.error} />;
  const list = articles.data;
  const pageCount = list ? Math.ceil(list.meta.total_count / MERCHANDISE_LIST_SIZE) : 0;

  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("nav.merchandise")}</h1>
      <p role="status" className="text-muted-foreground">
        {list ? t("merchandise.list.count", { count: list.meta.total_count }) : ""}
      </p>
      {!list ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t("app.loading")} />
        </div>
      ) : list.data.length === 0 ? (
        <p className="text-lg">{t("merchandise.list.empty")}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((article) => (
              <li key={article.id}>
                <MerchandiseCard article={article} />
              </li>
            ))}
          </ul>
          {/* only when the articles exceed a page (it renders nothing then) */}
          <Pagination
            aria-label={t("merchandise.list.pages")}
            page={Math.min(page, Math.max(pageCount, 1))}
            pageCount={pageCount}
            getHref={(to) => `/merchandise/list?page=${to}`}
            renderLink={({ href, ...link }) => <Link to={href} {...link} />}
          />
        </>
      )}
    </div>
  );
}
