// spec selling-core §2 cart, §3 "Cart totals": the server's price of the cart. While a new
// price loads the last one stays (no focus lost) and a polite status says it is updating.
import type { Locale } from "@shop/core";
import { memo, useId } from "react";
import type { PricedCart } from "../../features/cart/cart-price";
import { CartPriceRows } from "../../features/cart/cart-price-rows";
import { useT } from "../../i18n/use-t";

// memo: the price stays the same object until a new one is in, so the page's re-render for a
// busy line or a held quantity passes the rows by (bench/interactions).
export const CartTotalsBox = memo(function CartTotalsBox({
  priced,
  updating,
  locale,
}: {
  priced: PricedCart;
  updating: boolean;
  locale: Locale;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md border border-border p-4">
      <h2 id={headingId} className="font-heading font-semibold text-xl">
        {t("cart.totalsHeading")}
      </h2>
      {/* busy: the rows are the last price until the new one is in; the status stays outside */}
      <div aria-busy={updating || undefined}>
        <CartPriceRows priced={priced} locale={locale} />
      </div>
      {/* present from the start, so the polite region is known before it speaks */}
      <p role="status" className="text-muted-foreground text-sm">
        {updating ? t("cart.updating") : ""}
      </p>
    </section>
  );
});
