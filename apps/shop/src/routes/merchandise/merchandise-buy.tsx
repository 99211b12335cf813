// spec surrounding-areas §2 "Merchandise", §5 "Quantities", "Merchandise quantity above 0", §9:
// an article's price and its add-to-cart — the price of a piece (after the discount, the
// catalogue's struck through with the percent off), the quantity 0..max where max is
// min(pieces left, 10 − pieces of it in the cart), the total and its VAT (included, or to be
// added). When max is 0 a notice stands instead of the form: sold out, or the cart holds the
// most pieces already.
import type { Merchandise } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { formatVatRate, Money, Price } from "@shop/ui/money";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { useId, useState } from "react";
import { useCart } from "../../features/cart/cart-context";
import {
  merchandiseMax,
  merchandisePrice,
  piecesInCart,
} from "../../features/merchandise/merchandise-rules";
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { useLocale } from "../../i18n/locale-context";

export function MerchandiseBuy({ article }: { article: Merchandise }) {
  const t = useMerchandiseT();
  const { locale } = useLocale();
  const titleId = useId();
  const hintId = useId();
  const inCart = piecesInCart(useCart().items, article.id);
  const max = merchandiseMax(article, inCart);
  const [quantity, setQuantity] = useState(1);
  const price = merchandisePrice(article, quantity);
  const rate = formatVatRate(article.vat_pct, locale);
  // 0..max, and a choice above max kept in sight (max shrank meanwhile) for its error to name
  const options = Array.from({ length: Math.max(max, quantity) + 1 }, (_, n) => n).filter(
    (n) => n <= max || n === quantity,
  );
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 max-w-2xl gap-6">
      <h2 id={titleId} className="font-heading font-semibold text-2xl">
        {t("merchandise.detail.buy")}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-medium">{t("merchandise.detail.unitPrice")}</span>
        <Price size="lg" cents={price.unitCents} originalCents={price.listCents} />
        {article.discount > 0 && (
          <Badge variant="info">{t("merchandise.discount", { discount: article.discount })}</Badge>
        )}
      </p>
      {max === 0 ? (
        <p role="note" className="font-medium" data-sold-out>
          {inCart > 0 && article.available && article.quantity > 0
            ? t("merchandise.detail.cartFull")
            : t("merchandise.detail.soldOut")}
        </p>
      ) : (
        <div className="grid gap-6">
          <fieldset className="grid min-w-0 gap-2" aria-describedby={hintId}>
            <legend className="mb-1 font-medium">{t("merchandise.detail.quantity")}</legend>
            <QuantitySelector
              label={article.title}
              accessibleName={t("merchandise.detail.quantity")}
              display="select"
              options={options}
              value={quantity}
              onChange={setQuantity}
            />
            <p id={hintId} className="text-muted-foreground text-sm">
              {t("merchandise.detail.quantityHint", { max })}
              {inCart > 0 && ` ${t("merchandise.detail.inCart", { count: inCart })}`}
            </p>
          </fieldset>
          <dl className="grid gap-2 border-border border-t pt-4">
            <div className="flex flex-wrap items-baseline gap-x-3 text-lg">
              <dt className="font-medium">{t("merchandise.detail.total")}</dt>
              <dd>
                <output aria-live="polite" className="font-semibold">
                  <Money cents={price.totalCents} />
                </output>
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline gap-x-3 text-muted-foreground text-sm">
              <dt>
                {article.tax_included
                  ? t("merchandise.detail.vatIncluded", { rate })
                  : t("merchandise.detail.vatAdded", { rate })}
              </dt>
              <dd>
                <Money cents={price.line.vat_cents} />
              </dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}
