// spec selling-core §4 "Cart lifecycle", WCAG 2.2.1: the countdown of a held line — the hold
// that ends first ends the line — with its refresh; one for every kind of held line besides
// tickets (events, tours, goods: ./cart-event-line.tsx, ./cart-other-line.tsx).
import type { CartItem } from "@shop/core/contract";
import { ReservationCountdown } from "@shop/ui/reservation-countdown";
import type { LineBusy } from "../../features/cart/use-cart-holds";
import { useNow } from "../../lib/clock";

export interface LineHoldProps {
  busy: LineBusy | undefined;
  onExpire: () => void;
  onRefresh: () => void;
}

/** The hold that ends first: the line's countdown. */
function firstEnding(item: CartItem) {
  return [...item.reservations].sort(
    (a, b) => Date.parse(a.valid_until) - Date.parse(b.valid_until),
  )[0];
}

/** The line's countdown, or nothing when it holds nothing. */
export function LineCountdown({
  item,
  busy,
  onExpire,
  onRefresh,
}: LineHoldProps & { item: CartItem }) {
  const now = useNow();
  const hold = firstEnding(item);
  if (!hold) return null;
  return (
    <ReservationCountdown
      validUntil={hold.valid_until}
      now={now}
      onExpire={onExpire}
      onRefresh={onRefresh}
      refreshing={busy === "refresh"}
    />
  );
}
