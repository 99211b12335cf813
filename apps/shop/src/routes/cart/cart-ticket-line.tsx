// spec selling-core §2 "Cart and checkout", line items: one ticket line with its countdown,
// quantity, price with VAT note, applied coupon code, sub tickets, personalize link and remove
// button. The price is the server's (POST /cart) once it is in, the ticket's own until then.
// A failed quantity change or refresh says why in the line's alert, and the focus goes there
// (spec selling-core §8: errors show an alert and focus it; a reverted quantity control is
// mounted anew and would leave the focus nowhere).
import type { Cents } from "@shop/core";
import type { CartLine as PricedLine, Ticket } from "@shop/core/contract";
import { useFocusOn } from "@shop/ui/alert";
import { CartLine } from "@shop/ui/cart-line";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { ReservationCountdown } from "@shop/ui/reservation-countdown";
import { useRef } from "react";
import { useNavigate } from "react-router";
import type { TicketCartItem } from "../../features/cart/hold-plan";
import { pricedLineWhen } from "../../features/cart/line-when";
import type { LineBusy, LineProblem } from "../../features/cart/use-cart-holds";
import { useT } from "../../i18n/use-t";
import { useNow } from "../../lib/clock";
import { lineRefusal, refusalMessage } from "../../lib/refusal-text";
import { useLineMaximum } from "./line-maximum";

export interface CartTicketLineProps {
  item: TicketCartItem;
  index: number;
  ticket: Ticket;
  /** The line total, and the total before the ticket's discount when there is one. */
  price: { totalCents: Cents; originalTotalCents: Cents | undefined };
  /** The server's line: its coupon code. */
  serverLine: PricedLine | undefined;
  /** Why the server will not sell the line as it stands (an error code), if it will not. */
  refusal: string | undefined;
  busy: LineBusy | undefined;
  problem: LineProblem | undefined;
  revision: number;
  onQuantity: (quantity: number) => void;
  onRefresh: () => void;
  onExpire: () => void;
  onRemove: () => void;
}

/** What a line's failed change or refresh says (event lines share the refresh texts). */
export function useProblemText(problem: LineProblem | undefined): string | undefined {
  const t = useT();
  if (!problem) return undefined;
  const refused = problem.refusal && refusalMessage(problem.refusal);
  if (problem.kind === "refresh") {
    return refused ? t(refused.key, refused.values) : t("cart.refreshFailed");
  }
  const { quantity, available } = problem;
  switch (problem.error) {
    case "refused":
      return refused ? t(refused.key, refused.values) : t("cart.error.network", { quantity });
    case "sold_out": {
      const soldOut = refusalMessage(
        available === undefined ? { code: "sold_out" } : { code: "sold_out", available },
        "cartLine",
        { quantity },
      );
      return t(soldOut.key, soldOut.values);
    }
    case "notAvailable":
      return t("cart.error.notAvailable", { quantity });
    case "invalid":
      return t("cart.error.invalid", { quantity });
    case "network":
      return t("cart.error.network", { quantity });
    default:
      return problem.error satisfies never;
  }
}

export function CartTicketLine(props: CartTicketLineProps) {
  const { item, index, ticket, price, serverLine, busy, problem, refusal } = props;
  const t = useT();
  const refused = refusal === undefined ? undefined : refusalMessage(lineRefusal(refusal));
  const now = useNow();
  const navigate = useNavigate();
  const errorText = useProblemText(problem);
  // past its maximum the server refuses the line: it says the maximum, not "remove it"
  const overMaximum = useLineMaximum(ticket, item.attributes.quantity);
  const errorBox = useRef<HTMLDivElement>(null);
  useFocusOn(errorBox, problem);
  const { attributes } = item;
  const hold = item.reservations[0];
  const subTickets = ticket.sub_tickets.map((sub) => ({
    title: sub.title,
    selectedQuantity: attributes.sub_ticket_quantities?.[String(sub.id)] ?? 0,
  }));
  const personalizeHref = ticket.attendees
    ? `/tickets/personalization?itemIndex=${index}`
    : undefined;
  return (
    <CartLine
      errorRef={errorBox}
      kind={ticket.ticket_type === "annual" ? "annual" : "ticket"}
      title={ticket.title}
      headingLevel="h3"
      quantity={attributes.quantity}
      quantityControl={
        <QuantitySelector
          // a reverted change remounts the control, so it shows the kept quantity again
          key={props.revision}
          label={ticket.title}
          min={ticket.min_persons}
          max={ticket.max_persons}
          value={attributes.quantity}
          loading={busy === "quantity"}
          disabled={busy === "remove"}
          onChange={props.onQuantity}
        />
      }
      onRemove={props.onRemove}
      removing={busy === "remove"}
      totalCents={price.totalCents}
      {...(price.originalTotalCents !== undefined
        ? { originalTotalCents: price.originalTotalCents }
        : {})}
      {...(serverLine?.info.coupon_code ? { couponCode: serverLine.info.coupon_code } : {})}
      vatPct={ticket.vat_pct}
      taxIncluded={ticket.tax_included}
      // the server's museums and validity once priced; the line's own day and time at once
      {...(serverLine ? pricedLineWhen(serverLine.info) : {})}
      {...(attributes.date !== undefined ? { day: attributes.date } : {})}
      {...(attributes.time !== undefined ? { time: attributes.time } : {})}
      subTickets={subTickets}
      {...(personalizeHref
        ? {
            personalizeHref,
            onPersonalize: (event) => {
              event.preventDefault();
              navigate(personalizeHref);
            },
          }
        : {})}
      shippedWithMerchandise={attributes.shipped_with_merchandise_id != null}
      countdown={
        hold && (
          <ReservationCountdown
            validUntil={hold.valid_until}
            now={now}
            onExpire={props.onExpire}
            onRefresh={props.onRefresh}
            refreshing={busy === "refresh"}
          />
        )
      }
      error={errorText ?? overMaximum ?? (refused && t(refused.key, refused.values))}
      disabled={busy === "remove"}
    />
  );
}
