// spec selling-core §8 'max total exceeded', shown as a maximum-value message; the issue 27,
// finding 3: the visitor learns the shop's maximum order total (setting maxOrderTotalCents, as
// GET /shop tells it) before ordering, not after "place order": the cart and the checkout name
// it as soon as the total passes it, and do not offer the way on until it no longer does.
import { formatMoney, type Locale } from "@shop/core";
import { exceedsMaxOrderTotal } from "@shop/core/booking";
import { Alert } from "@shop/ui/alert";
import type { MessageKey } from "../../i18n/catalogue";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { REFUSAL_TEXT } from "../../lib/refusal-text";
import { useShopSettings } from "../shop/shop-context";

/**
 * The refusal table's text of max_total_exceeded, with the maximum as money of `locale` (its
 * value is formatted here, not in lib/refusal-text.ts, which the first route loads).
 */
export function maxTotalMessage(
  maxCents: number,
  locale: Locale,
): { key: MessageKey; values: { amount: string } } {
  return {
    key: REFUSAL_TEXT.max_total_exceeded,
    values: { amount: formatMoney(maxCents, locale) },
  };
}

/** The shop's maximum when `totalCents` passes it, else null (no total yet, no maximum). */
export function useMaxTotalExceeded(totalCents: number | undefined): number | null {
  const { maxOrderTotalCents } = useShopSettings();
  return totalCents !== undefined && exceedsMaxOrderTotal(totalCents, maxOrderTotalCents)
    ? maxOrderTotalCents
    : null;
}

/**
 * The notice beside the way on, which names it (aria-describedby) by `id`. Said as an alert
 * when it appears, but the focus stays where the visitor is (the quantity they just raised).
 */
export function MaxTotalNotice({ id, maxCents }: { id: string; maxCents: number }) {
  const t = useT();
  const { locale } = useLocale();
  const { key, values } = maxTotalMessage(maxCents, locale);
  return (
    <Alert id={id} variant="warning" data-error="max-total">
      {t(key, values)}
    </Alert>
  );
}
