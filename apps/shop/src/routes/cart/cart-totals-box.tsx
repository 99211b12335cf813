// spec selling-core §3 "Cart totals", §9: the total and the VAT in it per rate, and donations.
import type { CartTotals, Locale } from "@shop/core";
import { formatVatRate, Money } from "@shop/ui/money";
import { useId } from "react";
import { useT } from "../../i18n/use-t";

export function CartTotalsBox({ totals, locale }: { totals: CartTotals; locale: Locale }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md border border-border p-4">
      <h2 id={headingId} className="font-heading font-semibold text-xl">
        {t("cart.totalsHeading")}
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        {totals.donations.map((cents, at) => (
          // donations are plain amounts without an id; their order is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={at} className="contents">
            <dt>{t("cart.donation")}</dt>
            <dd className="text-end">
              <Money cents={cents} />
            </dd>
          </div>
        ))}
        <div className="contents font-semibold text-lg">
          <dt>{t("cart.total")}</dt>
          <dd className="text-end">
            <Money cents={totals.subTotalCents} />
          </dd>
        </div>
        {totals.vats.map((vat) => (
          <div key={vat.vat_pct} className="contents text-muted-foreground text-sm">
            <dt>{t("cart.vat", { rate: formatVatRate(vat.vat_pct, locale) })}</dt>
            <dd className="text-end">
              <Money cents={vat.price_cents} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
