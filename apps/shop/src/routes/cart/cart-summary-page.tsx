// spec selling-core §2 shop.cart (/cart), first part: the lines with their holds, the totals
// and the way on to /checkout (routes/checkout), which prices the cart and takes the payment
// choice. Coupons, donations and shipping on this page come later.
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import { priceTicketLine, summaryTotals } from "../../features/cart/cart-pricing";
import { isTicketItem } from "../../features/cart/ticket-lines";
import { itemKey, useCartHolds } from "../../features/cart/use-cart-holds";
import { useCartTickets } from "../../features/cart/use-cart-tickets";
import type { MessageKey } from "../../i18n/catalogue";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";
import { CartOtherLine } from "./cart-other-line";
import { CartTicketLine } from "./cart-ticket-line";
import { CartTotalsBox } from "./cart-totals-box";

export function CartSummaryPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
  const holds = useCartHolds();
  const heading = useRef<HTMLHeadingElement>(null);
  // spec selling-core §4: what happened to lines the visitor did not act on (an expired hold)
  // or that left the page (a removed line), said politely (WCAG 4.1.3).
  // Kept as key and values, not as text, so a language switch after it re-renders it too.
  const [news, setNews] = useState<{ key: MessageKey; title: string } | null>(null);
  usePageTitle(t("cart.title"), t("app.name"));

  const ticketIds = cart.items.filter(isTicketItem).map((item) => item.attributes.id);
  const { tickets, error, loading } = useCartTickets(locale, ticketIds);
  const titleOf = (id: number) => tickets.get(id)?.title ?? t("cart.ticketTitle", { id });

  const lines = cart.items.map((item, index) => {
    const key = itemKey(item, index);
    const ticket = isTicketItem(item) ? tickets.get(item.attributes.id) : undefined;
    return { key, item, index, ticket };
  });
  const priced = lines.flatMap(({ item, ticket }) =>
    isTicketItem(item) && ticket ? [priceTicketLine(item, ticket)] : [],
  );
  const missingNames = lines.some(
    ({ item, ticket }) =>
      isTicketItem(item) && ticket?.attendees && item.attributes.attendees.length === 0,
  );

  const removeLine = async (key: string, title: string) => {
    await holds.remove(key);
    setNews({ key: "cart.removed", title });
    // the line and its button are gone: keep the keyboard user on the page, at its top
    heading.current?.focus();
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 py-8">
      <h1 ref={heading} tabIndex={-1} className="font-bold font-heading text-3xl">
        {t("cart.title")}
      </h1>
      <p role="status" className="sr-only">
        {news && t(news.key, { title: news.title })}
      </p>
      {cart.items.length === 0 ? (
        <div className="grid justify-items-start gap-4">
          <p className="text-lg">{t("cart.empty")}</p>
          <Link to="/tickets" className={buttonVariants({ size: "lg" })}>
            {t("cart.emptyLink")}
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="cart-lines-heading" className="grid">
            <h2 id="cart-lines-heading" className="sr-only">
              {t("cart.linesHeading")}
            </h2>
            {error && <Alert variant="destructive">{t("cart.ticketsFailed")}</Alert>}
            {loading && <Spinner label={t("cart.loading")} />}
            {lines.map(({ key, item, index, ticket }) => {
              if (!isTicketItem(item)) {
                return (
                  <CartOtherLine
                    key={key}
                    item={item}
                    removing={holds.busy[key] === "remove"}
                    onRemove={() =>
                      removeLine(key, t("cart.otherLine", { id: item.attributes.id }))
                    }
                  />
                );
              }
              if (!ticket) return null;
              return (
                <CartTicketLine
                  key={key}
                  item={item}
                  index={index}
                  ticket={ticket}
                  priced={priceTicketLine(item, ticket)}
                  busy={holds.busy[key]}
                  problem={holds.problems[key]}
                  revision={holds.revisions[key] ?? 0}
                  onQuantity={(quantity) => void holds.changeQuantity(key, quantity)}
                  onRefresh={async () => {
                    if (!(await holds.refresh(key))) {
                      holds.drop(key);
                      setNews({ key: "cart.holdExpired", title: ticket.title });
                    }
                  }}
                  onExpire={() => {
                    holds.drop(key);
                    setNews({ key: "cart.holdExpired", title: titleOf(item.attributes.id) });
                  }}
                  onRemove={() => void removeLine(key, ticket.title)}
                />
              );
            })}
          </section>
          {missingNames && (
            <Alert role="note" variant="info">
              <p>{t("cart.personalizeMissing")}</p>
              <UiLink asChild variant="standalone">
                <Link to="/tickets/personalization">{t("cart.personalizeAll")}</Link>
              </UiLink>
            </Alert>
          )}
          {!loading && !error && (
            <CartTotalsBox totals={summaryTotals(priced, cart.donations)} locale={locale} />
          )}
          <section aria-labelledby="cart-checkout-heading" className="grid gap-3">
            <h2 id="cart-checkout-heading" className="font-heading font-semibold text-xl">
              {t("cart.checkoutHeading")}
            </h2>
            <p className="flex flex-wrap items-center gap-4">
              <Link to="/checkout" className={buttonVariants({ size: "lg" })}>
                {t("checkout.start")}
              </Link>
              <UiLink asChild variant="standalone">
                <Link to="/tickets">{t("cart.continueShopping")}</Link>
              </UiLink>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
