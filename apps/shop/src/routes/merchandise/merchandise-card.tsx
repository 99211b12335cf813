// spec surrounding-areas §2 "Merchandise", §9: an article's card in the list and the search —
// its picture, its title (the link to its page, cut at 100 characters) and subtitle (70), its
// price (the discounted one, the catalogue's struck through, and the percent off), and
// "sold out" when no piece is left.
import { truncateSubtitle, truncateTitle } from "@shop/core";
import type { Merchandise } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import { Price } from "@shop/ui/money";
import { Link } from "react-router";
import { merchandisePrice } from "../../features/merchandise/merchandise-rules";
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { VenuePicture } from "../venue/venue-picture";

export function MerchandiseCard({
  article,
  headingLevel = "h2",
}: {
  article: Merchandise;
  headingLevel?: "h2" | "h3";
}) {
  const t = useMerchandiseT();
  const price = merchandisePrice(article, 1);
  const soldOut = !article.available || article.quantity === 0;
  return (
    <Card className="h-full overflow-hidden" data-sold-out={soldOut || undefined}>
      <VenuePicture picture={article.picture} use="card" />
      <CardHeader className="gap-2">
        <CardTitle as={headingLevel} className="break-words">
          <Link to={`/merchandise/detail/${article.id}`} className="hover:underline">
            {truncateTitle(article.title)}
          </Link>
        </CardTitle>
        {article.sub_title && (
          <CardDescription>{truncateSubtitle(article.sub_title)}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        <Price size="lg" cents={price.unitCents} originalCents={price.listCents} />
        {article.discount > 0 && (
          <Badge variant="info">{t("merchandise.discount", { discount: article.discount })}</Badge>
        )}
        {soldOut && <Badge variant="outline">{t("merchandise.soldOut")}</Badge>}
      </CardContent>
    </Card>
  );
}
