// spec selling-core §2 shop.checkout.process, §8 ("form errors show an alert and focus it"):
// the checkout never drops a cart line without a word. The lines the server will not sell as
// they stand — priced with an `error`, or refused by name and left out of the price
// (features/cart/price-cart-lines.ts) — are named in an alert that asks to remove them in the
// cart.
import type { CartItem } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import type { PricedCart } from "../../features/cart/cart-price";
import { useCartTickets } from "../../features/cart/use-cart-tickets";
import { useT } from "../../i18n/use-t";

const isTicketLike = (item: CartItem) => item.type === "Ticket" || item.type === "Annual";

/** The names of the lines that cannot be bought: the server's name, else the ticket's title. */
export function useRefusedLineNames(priced: PricedCart | undefined, locale: string): string[] {
  const t = useT();
  const requested = priced?.requested ?? [];
  const refused = (priced?.refused ?? []).flatMap(({ index }) => {
    const item = requested[index];
    return item ? [item] : [];
  });
  // a line refused by name has no price and no name from the server: its ticket names it
  const tickets = useCartTickets(
    locale,
    refused.filter(isTicketLike).map((item) => item.attributes.id),
  ).tickets;
  const nameOf = (item: CartItem) =>
    isTicketLike(item)
      ? (tickets.get(item.attributes.id)?.title ??
        t("cart.ticketTitle", { id: item.attributes.id }))
      : t("cart.otherLine", { id: item.attributes.id });
  const erring = priced?.answer.items.filter((line) => line.error !== null) ?? [];
  return [...erring.map((line) => line.info.name), ...refused.map(nameOf)];
}

export function RefusedLinesAlert({
  names,
  focusOn,
}: {
  names: readonly string[];
  /** @shop/ui Alert focusOn: the names, and each order tried while they stand. */
  focusOn: unknown;
}) {
  const t = useT();
  return (
    <Alert focusOn={focusOn} variant="destructive">
      <p>{t("checkout.refusedLines", { count: names.length, names: names.join(", ") })}</p>
      <UiLink asChild variant="standalone">
        <Link to="/cart">{t("checkout.backToCart")}</Link>
      </UiLink>
    </Alert>
  );
}
