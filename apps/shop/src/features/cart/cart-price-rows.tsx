// spec selling-core §2 cart: the rows of the server's price (POST /cart) — each line's total,
// the donation, shipping, what each coupon takes off, the total and the VAT in it per rate.
// A list of terms and values, so each amount is read with what it is for. The cart page and
// the checkout's order summary show the same rows, so the total paid is the total seen. Each
// line says its museums, day and time (./line-when.ts), so lines of one title read apart.
import type { Locale } from "@shop/core";
import { CartLineDescription } from "@shop/ui/cart-line";
import { formatVatRate, Money } from "@shop/ui/money";
import { useT } from "../../i18n/use-t";
import { type PricedCart, quantityOf, vatPerRate } from "./cart-price";
import { pricedLineWhen } from "./line-when";

export function CartPriceRows({
  priced,
  locale,
  lineErrorNote,
}: {
  priced: PricedCart;
  locale: Locale;
  /** Said under a line the server cannot sell as it stands (its `error`); none when absent. */
  lineErrorNote?: string;
}) {
  const t = useT();
  const { answer, items } = priced;
  const { totals } = answer;
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
      {answer.items.map((line) => {
        const item = items[line.index];
        return (
          <div key={`line-${line.index}`} className="contents">
            <dt>
              {t("cart.rows.line", {
                quantity: item ? quantityOf(item) : 0,
                name: line.info.name,
              })}
              <CartLineDescription {...pricedLineWhen(line.info)} />
              {line.error && lineErrorNote && (
                <span className="block text-destructive text-sm">{lineErrorNote}</span>
              )}
            </dt>
            <dd className="text-end">
              <Money cents={line.info.totalCents} />
            </dd>
          </div>
        );
      })}
      {totals.donations.map((cents, at) => (
        // donations are plain amounts without an id; their order is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={`donation-${at}`} className="contents">
          <dt>{t("cart.donation")}</dt>
          <dd className="text-end">
            <Money cents={cents} />
          </dd>
        </div>
      ))}
      {totals.shippingItems.map((item) => (
        <div key={`shipping-${item.id}`} className="contents">
          <dt>{t("cart.rows.shipping", { title: item.title })}</dt>
          <dd className="text-end">
            <Money cents={item.price_cents} />
          </dd>
        </div>
      ))}
      {answer.coupons.map((coupon) => (
        // a value coupon is a means of payment: it lowers what is paid, shown as a minus
        <div key={`coupon-${coupon.code}`} className="contents">
          <dt>{t("cart.rows.coupon", { code: coupon.code })}</dt>
          <dd className="text-end">
            <Money cents={-coupon.debit_cents} />
          </dd>
        </div>
      ))}
      <div className="contents font-semibold text-lg">
        <dt>{t("cart.total")}</dt>
        <dd className="text-end">
          <Money cents={totals.subTotalCents} />
        </dd>
      </div>
      {vatPerRate(totals).map((vat) => (
        <div key={`vat-${vat.vat_pct}`} className="contents text-muted-foreground text-sm">
          <dt>{t("cart.vat", { rate: formatVatRate(vat.vat_pct, locale) })}</dt>
          <dd className="text-end">
            <Money cents={vat.price_cents} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
