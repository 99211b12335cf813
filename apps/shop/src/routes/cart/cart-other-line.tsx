// spec selling-core §2 "Cart and checkout", line items of the kinds besides tickets, events and
// tours (./cart-event-line.tsx): coupon, merchandise and annual lines — name and total as the
// server priced them (POST /cart), a quantity selector and a remove button. An article's line
// shows its hold's countdown, and its quantity changes its hold first (issue 31).
import type { CartItem, CartLine as PricedLine } from "@shop/core/contract";
import { Alert, useFocusOn } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { CartLine, type CartLineKind } from "@shop/ui/cart-line";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { useId, useRef } from "react";
import type { LineProblem } from "../../features/cart/cart-holds";
import { quantityOf } from "../../features/cart/cart-price";
import { pricedLineWhen } from "../../features/cart/line-when";
import { useT } from "../../i18n/use-t";
import { lineRefusal, refusalMessage } from "../../lib/refusal-text";
import { useProblemText } from "./cart-ticket-line";
import { LineCountdown, type LineHoldProps } from "./line-countdown";
import { type LineBoundsOf, useLineMaximum } from "./line-maximum";

/** The lines besides tickets, events and tours (those have lines of their own). */
export type OtherCartItem = CartItem & { type: "Merchandise" | "Coupon" | "Annual" };

const KIND = {
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
  /**
   * A held line's countdown and refresh, and why its last quantity change or refresh failed
   * (issue 31: an article's pieces are held like any place).
   */
  held?:
    | (LineHoldProps & {
        problem: LineProblem | undefined;
        /** Counts the line's set-back changes: the quantity control remounts to show the kept one. */
        revision: number;
      })
    | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * Whether the visitor may change the quantity here: a product line without a hold, or an
 * article's (issue 31: its hold moves to the new quantity first, merchandise-holds.ts).
 */
function quantityEditable(item: OtherCartItem): boolean {
  if (item.type === "Merchandise") return true;
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
  held,
  onQuantity,
  onRemove,
}: CartOtherLineProps) {
  const t = useT();
  const headingId = useId();
  const refused = refusal === undefined ? undefined : refusalMessage(lineRefusal(refusal));
  const overMaximum = useLineMaximum(bounds, quantityOf(item));
  const holdProblem = useProblemText(held?.problem);
  // past its maximum the server refuses the line: it says the maximum, not "remove it"; a
  // failed change of a held line says why (its quantity was set back)
  const refusedText = overMaximum ?? holdProblem ?? (refused && t(refused.key, refused.values));
  // a failed change of a held line takes the focus to its alert, as a ticket line's does
  const errorBox = useRef<HTMLDivElement>(null);
  useFocusOn(errorBox, held?.problem);
  const countdown = held && item.reservations.length > 0 && (
    <LineCountdown
      item={item}
      busy={held.busy}
      onExpire={held.onExpire}
      onRefresh={held.onRefresh}
    />
  );
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
        {countdown}
        {refusedText && <Alert variant="destructive">{refusedText}</Alert>}
      </article>
    );
  }
  const { info } = priced;
  const quantity = quantityOf(item);
  const vat = info.vats[0];
  return (
    <CartLine
      errorRef={errorBox}
      kind={KIND[item.type]}
      title={info.name}
      headingLevel="h3"
      quantity={quantity}
      {...(quantityEditable(item)
        ? {
            quantityControl: (
              <QuantitySelector
                // a set-back change remounts the control, so it shows the kept quantity again
                key={held?.revision}
                label={info.name}
                {...(info.available ? { options: info.available } : {})}
                min={Math.max(1, info.min_persons)}
                max={Math.max(1, info.max_persons)}
                value={quantity}
                loading={held?.busy === "quantity"}
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
      {...(countdown ? { countdown } : {})}
      error={refusedText}
      disabled={removing}
    />
  );
}
