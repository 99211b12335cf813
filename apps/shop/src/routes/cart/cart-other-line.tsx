// spec selling-core §2 "Cart and checkout", line items of the kinds besides tickets (coupon,
// event, tour, merchandise, annual): name and total as the server priced them (POST /cart), a
// quantity selector and a remove button. Event and tour lines carry fixed quantities per price
// (contract cart-item.ts `quantities`): their quantity is read-only.
import type { CartItem, CartLine as PricedLine } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { CartLine, type CartLineKind } from "@shop/ui/cart-line";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { useId } from "react";
import { quantityOf } from "../../features/cart/cart-price";
import type { TicketCartItem } from "../../features/cart/hold-plan";
import { pricedLineWhen } from "../../features/cart/line-when";
import { useT } from "../../i18n/use-t";
import { lineRefusal, refusalMessage } from "../../lib/refusal-text";
import { type LineBoundsOf, useLineMaximum } from "./line-maximum";

export type OtherCartItem = Exclude<CartItem, TicketCartItem>;

const KIND = {
  Event: "event",
  Tour: "tour",
  Merchandise: "merchandise",
  Coupon: "coupon",
  Annual: "annual",
} as const satisfies Record<OtherCartItem["type"], CartLineKind>;

export interface CartOtherLineProps {
  item: OtherCartItem;
  /** The server's price of the line; undefined until it is in (or when pricing failed). */
  priced: PricedLine | undefined;
  /** Why the server will not sell the line as it stands (an error code), if it will not. */
  refusal: string | undefined;
  /** The line's name until the server prices it (an annual ticket's title). */
  fallbackTitle: string | undefined;
  /** What the line may hold, from its ticket until the server prices it (an annual line). */
  bounds?: LineBoundsOf | undefined;
  removing: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** Whether the visitor may change the quantity here: a product line without a hold. */
function quantityEditable(item: OtherCartItem): boolean {
  if (item.type === "Event" || item.type === "Tour") return false;
  // A held line's places would no longer match its hold; such lines change where they are held.
  return item.reservations.length === 0;
}

export function CartOtherLine({
  item,
  priced,
  refusal,
  fallbackTitle,
  bounds,
  removing,
  onQuantity,
  onRemove,
}: CartOtherLineProps) {
  const t = useT();
  const headingId = useId();
  const refused = refusal === undefined ? undefined : refusalMessage(lineRefusal(refusal));
  const overMaximum = useLineMaximum(bounds, quantityOf(item));
  // past its maximum the server refuses the line: it says the maximum, not "remove it"
  const refusedText = overMaximum ?? (refused && t(refused.key, refused.values));
  if (!priced) {
    // Not priced (refused by name, or the price failed): the line is still shown, named by its
    // title or its kind and id, says why when the server said so, and can be removed.
    const title = fallbackTitle ?? t("cart.otherLine", { id: item.attributes.id });
    return (
      <article aria-labelledby={headingId} className="grid gap-2 border-border border-b py-4">
        <div className="flex items-center justify-between">
          <h3 id={headingId} className="font-heading font-semibold">
            {title}
          </h3>
          <Button variant="ghost" loading={removing} onClick={onRemove}>
            {t("cart.removeLine", { title })}
          </Button>
        </div>
        {overMaximum && bounds && quantityEditable(item) && (
          // the way on for a line past its maximum: lower it here (the issue 27, item 4)
          <QuantitySelector
            label={title}
            min={Math.max(1, bounds.min_persons)}
            max={bounds.max_persons}
            value={quantityOf(item)}
            disabled={removing}
            onChange={onQuantity}
          />
        )}
        {refusedText && <Alert variant="destructive">{refusedText}</Alert>}
      </article>
    );
  }
  const { info } = priced;
  const quantity = quantityOf(item);
  const vat = info.vats[0];
  return (
    <CartLine
      kind={KIND[item.type]}
      title={info.name}
      headingLevel="h3"
      quantity={quantity}
      {...(quantityEditable(item)
        ? {
            quantityControl: (
              <QuantitySelector
                label={info.name}
                {...(info.available ? { options: info.available } : {})}
                min={Math.max(1, info.min_persons)}
                max={Math.max(1, info.max_persons)}
                value={quantity}
                disabled={removing}
                onChange={onQuantity}
              />
            ),
          }
        : {})}
      onRemove={onRemove}
      removing={removing}
      totalCents={info.totalCents}
      {...(vat ? { vatPct: vat.vat_pct } : {})}
      taxIncluded={info.tax_included}
      {...(info.coupon_code ? { couponCode: info.coupon_code } : {})}
      {...pricedLineWhen(info)}
      error={refusedText}
      disabled={removing}
    />
  );
}
