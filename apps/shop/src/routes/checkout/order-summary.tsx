// spec selling-core §2 cart and checkout, §3 "Cart totals": the lines as the server priced them
// (POST /cart), donations, shipping, the total and the VAT in it per rate; the order comment
// given in the cart, read-only (§3 orderParams.customerComment).
import type { Locale } from "@shop/core";
import type { CartAnswer, CartItem } from "@shop/core/contract";
import { formatVatRate, Money } from "@shop/ui/money";
import { useT } from "../../i18n/use-t";

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
  const { totals } = answer;
  return (
    <section aria-labelledby="summary-heading" className="grid gap-2 rounded-md border p-4">
      <h2 id="summary-heading" className="font-heading font-semibold text-xl">
        {t("checkout.summary.heading")}
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        {answer.items.map((line) => (
          <div key={line.index} className="contents">
            <dt>
              {t("checkout.summary.line", {
                quantity: quantityOf(items[line.index]),
                name: line.info.name,
              })}
              {line.error && (
                <span className="block text-destructive text-sm">
                  {t("checkout.summary.lineError")}
                </span>
              )}
            </dt>
            <dd className="text-end">
              <Money cents={line.info.totalCents} />
            </dd>
          </div>
        ))}
        {totals.donations.map((cents, at) => (
          // donations are plain amounts without an id; their order is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={`donation-${at}`} className="contents">
            <dt>{t("checkout.summary.donation")}</dt>
            <dd className="text-end">
              <Money cents={cents} />
            </dd>
          </div>
        ))}
        {totals.shippingItems.map((item) => (
          <div key={`shipping-${item.id}`} className="contents">
            <dt>{t("checkout.summary.shipping", { title: item.title })}</dt>
            <dd className="text-end">
              <Money cents={item.price_cents} />
            </dd>
          </div>
        ))}
        <div className="contents font-semibold text-lg">
          <dt>{t("checkout.summary.total")}</dt>
          <dd className="text-end">
            <Money cents={totals.subTotalCents} />
          </dd>
        </div>
        {[...totals.vats, ...totals.shippingVats].map((vat, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a rate may show for lines and shipping
          <div key={`vat-${at}`} className="contents text-muted-foreground text-sm">
            <dt>{t("checkout.summary.vat", { rate: formatVatRate(vat.vat_pct, locale) })}</dt>
            <dd className="text-end">
              <Money cents={vat.price_cents} />
            </dd>
          </div>
        ))}
      </dl>
      {comment.trim() !== "" && (
        <div className="grid gap-1 border-t pt-2">
          <h3 className="font-semibold">{t("checkout.summary.comment")}</h3>
          <p className="whitespace-pre-line break-words">{comment}</p>
        </div>
      )}
    </section>
  );
}

/** Units of a line: its quantity, or the sum of its quantities per category. */
function quantityOf(item: CartItem | undefined): number {
  if (!item) return 0;
  const attributes = item.attributes as { quantity?: number; quantities?: Record<string, number> };
  if (typeof attributes.quantity === "number") return attributes.quantity;
  return Object.values(attributes.quantities ?? {}).reduce((a, b) => a + b, 0);
}
