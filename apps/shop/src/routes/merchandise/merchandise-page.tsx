// spec surrounding-areas §2 "Merchandise", §8: /merchandise/detail/{id} — the article's title,
// subtitle, picture and description (catalogue HTML, rendered as the venue pages render it:
// ../events/product-header.tsx), then its price and add-to-cart (./merchandise-buy.tsx). An
// article the API does not know (404), a malformed id, or a shipping article (never sold on its
// own) leads to the merchandise error page; another failure shows the error page.
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { Link, Navigate, useParams } from "react-router";
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { useMerchandise } from "../../features/merchandise/use-merchandise";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { ProductHeader } from "../events/product-header";
import { routeId } from "../venue/route-id";
import { MerchandiseBuy } from "./merchandise-buy";

export function MerchandisePage() {
  const t = useMerchandiseT();
  const { locale } = useLocale();
  const id = routeId(useParams().id);
  const article = useMerchandise(locale, id);
  usePageTitle(article.data?.title ?? t("nav.merchandise"), t("app.name"));
  if (
    id === undefined ||
    article.error?.status === 404 ||
    article.data?.is_shipping_article === true
  ) {
    return <Navigate to="/merchandise-error" replace />;
  }
  if (article.error) return <ErrorPage error={article.error} />;
  if (!article.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t("app.loading")} />
      </div>
    );
  }
  const { title, sub_title, description, picture } = article.data;
  return (
    <article className="grid min-w-0 gap-8">
      <p>
        <UiLink asChild variant="standalone">
          <Link to="/merchandise/list">{t("merchandise.detail.back")}</Link>
        </UiLink>
      </p>
      <ProductHeader
        title={title}
        subTitle={sub_title}
        category={null}
        languages={undefined}
        picture={picture}
        description={description}
      />
      <MerchandiseBuy article={article.data} />
    </article>
  );
}
