// spec selling-core §2 cart and checkout, §3 "Cart totals": the cart as the server priced it
// (POST /cart) in the rows the cart page shows too (lines, donation, shipping, coupons, total,
// VAT per rate), and the order comment given in the cart, read-only (§3 customerComment).
import type { Locale } from "@shop/core";
import type { CartAnswer, CartItem } from "@shop/core/contract";
import { CartPriceRows } from "../../features/cart/cart-price-rows";
import { useT } from "../../i18n/use-t";

/** The summary heading's id: where the keyboard goes on after a failed price is asked again. */
export const SUMMARY_HEADING = "summary-heading";

export function OrderSummary({
  answer,
  items,
  locale,
  comment = "",
}: {
  answer: CartAnswer;
  /** The lines that were priced: `index` of each answer line points into them. */
  items: readonly CartItem[];
  locale: Locale;
  /** The visitor's comment on the order; nothing shows when it is blank. */
  comment?: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby={SUMMARY_HEADING} className="grid gap-2 rounded-md border p-4">
      <h2 id={SUMMARY_HEADING} tabIndex={-1} className="font-heading font-semibold text-xl">
        {t("checkout.summary.heading")}
      </h2>
      <CartPriceRows
        priced={{ answer, items }}
        locale={locale}
        lineErrorNote={t("checkout.summary.lineError")}
      />
      {comment.trim() !== "" && (
        <div className="grid gap-1 border-t pt-2">
          <h3 className="font-semibold">{t("checkout.summary.comment")}</h3>
          <p className="whitespace-pre-line break-words">{comment}</p>
        </div>
      )}
    </section>
  );
}
