// spec selling-core §2 shop.cart, "Event and tour lines with fixed quantities show a read-only
// quantity": an event or a tour line as the server priced it (POST /cart) — its date and time,
// the seats it holds by name, the places (a tour: participants, surcharges and lent equipment)
// per price, the total — with the countdown of its holds (the earliest ends the line) and its
// refresh (PUT /tickets/reservations extends every hold of the line and answers the blockings'
// and tours' new ends; WCAG 2.2.1), and a remove button that gives every seat, place and piece
// of equipment back. A tour line shows quantity 1 (spec surrounding-areas §3), an event line
// its places. Unpriced (refused, or the price failed) it is still named, says why when the
// server did, and can be removed.
import type { CartLine as PricedLine } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { CartLine } from "@shop/ui/cart-line";
import { useId } from "react";
import type { LineProblem } from "../../features/cart/cart-holds";
import { type EventCartItem, placesOf } from "../../features/cart/event-holds";
import { pricedLineWhen } from "../../features/cart/line-when";
import { participantsOf, type TourCartItem } from "../../features/cart/tour-holds";
import type { LineBusy } from "../../features/cart/use-cart-holds";
import { useT } from "../../i18n/use-t";
import { lineRefusal, refusalMessage } from "../../lib/refusal-text";
import { useProblemText } from "./cart-ticket-line";
import { LineCountdown } from "./line-countdown";

export interface CartEventLineProps {
  item: EventCartItem | TourCartItem;
  priced: PricedLine | undefined;
  refusal: string | undefined;
  busy: LineBusy | undefined;
  /** A refresh that failed (said as on a ticket line). */
  problem: LineProblem | undefined;
  onExpire: () => void;
  onRefresh: () => void;
  onRemove: () => void;
}

export function CartEventLine({
  item,
  priced,
  refusal,
  busy,
  problem,
  onExpire,
  onRefresh,
  onRemove,
}: CartEventLineProps) {
  const t = useT();
  const headingId = useId();
  const refused = refusal === undefined ? undefined : refusalMessage(lineRefusal(refusal));
  const refusedText = refused && t(refused.key, refused.values);
  const refreshProblem = useProblemText(problem);
  const tour = item.type === "Tour";
  const places = tour ? participantsOf(item) : placesOf(item);
  const countdown = item.reservations.length > 0 && (
    <LineCountdown item={item} busy={busy} onExpire={onExpire} onRefresh={onRefresh} />
  );
  if (!priced) {
    const title = t(tour ? "cart.tour.fallbackTitle" : "cart.event.fallbackTitle", {
      id: item.attributes.id,
    });
    return (
      <article aria-labelledby={headingId} className="grid gap-2 border-border border-b py-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-heading font-semibold">
            {title}
          </h3>
          <Button variant="ghost" loading={busy === "remove"} onClick={onRemove}>
            {t("cart.removeLine", { title })}
          </Button>
        </div>
        <p className="text-sm">
          {t(tour ? "cart.tour.participants" : "cart.event.places", { count: places })}
        </p>
        {countdown}
        {(refusedText ?? refreshProblem) && (
          <Alert variant="destructive">{refusedText ?? refreshProblem}</Alert>
        )}
      </article>
    );
  }
  const { info } = priced;
  const vat = info.vats[0];
  const perPrice = info.subTickets.filter((sub) => sub.selectedQuantity > 0);
  return (
    <CartLine
      kind={tour ? "tour" : "event"}
      title={info.name}
      headingLevel="h3"
      quantity={tour ? 1 : places}
      onRemove={onRemove}
      removing={busy === "remove"}
      totalCents={info.totalCents}
      {...(vat ? { vatPct: vat.vat_pct } : {})}
      taxIncluded={info.tax_included}
      {...pricedLineWhen(info)}
      flexDescription={
        <div className="grid gap-1 text-foreground">
          {info.seats.length > 0 && (
            <div>
              <p className="text-muted-foreground" id={`${headingId}-seats`}>
                {t("cart.event.seats")}
              </p>
              <ul aria-labelledby={`${headingId}-seats`} className="list-inside list-disc">
                {info.seats.map((seat) => (
                  <li key={seat.id}>{seat.title}</li>
                ))}
              </ul>
            </div>
          )}
          {perPrice.length > 0 && (
            <div>
              <p className="text-muted-foreground" id={`${headingId}-prices`}>
                {t(tour ? "cart.tour.parts" : "cart.event.perPrice")}
              </p>
              <ul aria-labelledby={`${headingId}-prices`} className="list-inside list-disc">
                {perPrice.map((sub) => (
                  <li key={sub.title}>
                    {t("cart.event.priceQuantity", {
                      quantity: sub.selectedQuantity,
                      title: sub.title,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      }
      countdown={countdown}
      error={refreshProblem ?? refusedText}
      disabled={busy === "remove"}
    />
  );
}
