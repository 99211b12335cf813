// spec selling-core §2 shop.cart (/cart): the lines per item type, the server's price of the
// cart (POST /cart: lines, donation, shipping, coupons, total, VAT per rate), the shipping
// choice, donation, coupon codes, billing address, order comment, the venue's banner and terms
// info, express payment, and the ways on: checkout (when items exist), continue shopping and
// reset. What shows follows the shop settings (§1). A total above the shop's maximum is named
// beside the way to the checkout, which is not offered then (§8, features/cart/max-total-notice).
import { DONATION_CENTS } from "@shop/core";
import { holdsGoods, shippingAsked } from "@shop/core/booking";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { DonationBox } from "@shop/ui/donation-box";
import { Link as UiLink } from "@shop/ui/link";
import { ShippingChoice, type ShippingGoods } from "@shop/ui/shipping-choice";
import { Spinner } from "@shop/ui/spinner";
import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import { lineRefusalsOf, pricedLinesOf } from "../../features/cart/cart-price";
import { deliveredGoodsOf } from "../../features/cart/delivered-goods";
import { isTicketItem } from "../../features/cart/hold-plan";
import { MaxTotalNotice, useMaxTotalExceeded } from "../../features/cart/max-total-notice";
import { useBillingAddress } from "../../features/cart/use-billing-address";
import { useCartHolds } from "../../features/cart/use-cart-holds";
import {
  type PriceProblem,
  priceProblemOf,
  useCartPrice,
} from "../../features/cart/use-cart-price";
import { useCartTickets } from "../../features/cart/use-cart-tickets";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { useShop } from "../../features/shop/shop-context";
import type { MessageKey } from "../../i18n/catalogue";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";
import { CartAddressSelect } from "./cart-address-select";
import { CartComment } from "./cart-comment";
import { CartCoupons } from "./cart-coupons";
import { CartExpressPayment } from "./cart-express-payment";
import { CartLines } from "./cart-lines";
import { CartReset } from "./cart-reset";
import { CartTotalsBox } from "./cart-totals-box";
import { CartBanner, CartTermsInfo } from "./cart-venue-texts";

/** The alert of a checkout attempt without a shipping choice, by what the cart holds. */
const SHIPPING_MISSING = {
  tickets: "cart.shippingMissing",
  coupons: "cart.shippingMissing.coupons",
  both: "cart.shippingMissing.both",
} as const satisfies Record<ShippingGoods, MessageKey>;

/** The text of a failed price (spec selling-core §8). */
function priceProblemText(problem: PriceProblem): News {
  switch (problem.kind) {
    case "rateLimit":
      return { key: "cart.priceRateLimit", values: {} };
    case "coupon":
      return problem.code === undefined
        ? { key: "cart.priceCoupon", values: {} }
        : { key: "cart.priceCouponNamed", values: { code: problem.code } };
    case "failed":
      return { key: "cart.priceFailed", values: {} };
    default:
      return problem satisfies never;
  }
}

const NO_COUPONS: readonly never[] = [];

/** News of the page, kept as key and values so a language switch re-renders it too. */
interface News {
  key: MessageKey;
  values: Record<string, string>;
}

export function CartSummaryPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
  const writes = useCartWrites();
  const { settings, payment_modes } = useShop();
  const navigate = useNavigate();
  const holds = useCartHolds();
  const heading = useRef<HTMLHeadingElement>(null);
  // spec selling-core §4: what happened to lines the visitor did not act on (an expired hold)
  // or that left the page (a removed line, the emptied cart), said politely (WCAG 4.1.3).
  const [news, setNews] = useState<News | null>(null);
  // spec selling-core §5: the checkout attempts so far; the shipping error shows after one.
  const [attempts, setAttempts] = useState(0);
  usePageTitle(t("cart.title"), t("app.name"));

  const tickets = useCartTickets(
    locale,
    cart.items.filter(isTicketItem).map((i) => i.attributes.id),
  );
  // An annual line is named by its ticket until the server prices it (or when it refuses it);
  // asked apart, so a failure here leaves the ticket lines and the totals alone.
  const annual = useCartTickets(
    locale,
    cart.items.filter((item) => item.type === "Annual").map((item) => item.attributes.id),
  );
  const billing = useBillingAddress(locale);
  const price = useCartPrice(locale, cart, billing.chosen?.id, billing.ready);
  const serverLines = pricedLinesOf(price.priced, cart.items);
  const refusals = lineRefusalsOf(price.priced, cart.items);
  const priceError = price.error && priceProblemText(priceProblemOf(price.error, cart.coupons));
  const maxTotal = useMaxTotalExceeded(price.priced?.answer.totals.subTotalCents);
  const maxNotice = useId();

  // The first answers — the cart's tickets and its price — are awaited behind one spinner:
  // drawn as each arrived, the lines grew by their prices and the boxes below them moved down
  // (layout shift, the issue "speed"). Once shown, the page stays through later answers.
  const firstAnswered =
    !tickets.loading &&
    !annual.loading &&
    (tickets.error !== undefined || price.priced !== undefined || price.error !== undefined);
  const [shown, setShown] = useState(false);
  if (firstAnswered && !shown) setShown(true);
  const waiting = cart.items.length > 0 && !shown && !firstAnswered;

  const missingNames = cart.items.some(
    (item) =>
      isTicketItem(item) &&
      tickets.tickets.get(item.attributes.id)?.attendees &&
      item.attributes.attendees.length === 0,
  );
  // spec selling-core §4 "Shipping selection", §5: with optional shipping, checkout needs the
  // visitor's choice; unset, the error shows after the attempt. Goods are posted whatever is
  // chosen (issue 31): a cart with goods asks nothing, and says so.
  const posted = holdsGoods(cart.items);
  const shippingOptional = shippingAsked(settings.shipping, posted);
  const shippingMissing = shippingOptional && cart.shippingSelection === null;
  // The question names what arrives: tickets, coupons or both (issue 27).
  const goods = deliveredGoodsOf(cart.items);
  // spec selling-core §3 "Annual ticket sale": an annual pass is posted or kept at the desk,
  // never printed; the choice says so rather than offering to print it.
  const withAnnual = cart.items.some((item) => item.type === "Annual");
  const paypal = payment_modes.find((mode) => mode.key === "paypal");

  // A retried price that answers takes the alert and its button away: the focus goes to the top.
  const retried = useRef(false);
  const priced = price.priced !== undefined;
  useEffect(() => {
    if (!retried.current || !priced) return;
    retried.current = false;
    heading.current?.focus();
  }, [priced]);

  const say = useCallback(
    (key: MessageKey, values: Record<string, string> = {}) => setNews({ key, values }),
    [],
  );
  // one function for the page's life, so the memoised coupons pass a busy line's render by
  const couponRemoved = useCallback((code: string) => say("cart.coupons.removed", { code }), [say]);
  const toTop = () => heading.current?.focus();

  /** False (and the error shown) when the cart cannot go to checkout yet. */
  const readyForCheckout = () => {
    if (maxTotal !== null) return false;
    if (!shippingMissing) return true;
    setAttempts((n) => n + 1);
    return false;
  };
  const checkout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!readyForCheckout()) event.preventDefault();
  };
  const express = () => {
    if (!paypal || !readyForCheckout()) return;
    writes.setOrderParams({ paymentModeId: paypal.id });
    navigate("/checkout");
  };

  // what shipping costs, named on its choice before it is made (POST /cart shipping_options)
  const shippingCents = price.priced?.answer.shipping_options.reduce(
    (sum, item) => sum + item.price_cents,
    0,
  );

  return (
    <div className="mx-auto grid max-w-4xl gap-6 py-8">
      <h1 ref={heading} tabIndex={-1} className="font-bold font-heading text-3xl">
        {t("cart.title")}
      </h1>
      <p role="status" className="sr-only">
        {news && t(news.key, news.values)}
      </p>
      <CartBanner />
      {cart.items.length === 0 ? (
        <div className="grid justify-items-start gap-4">
          <p className="text-lg">{t("cart.empty")}</p>
          <Link to="/tickets" className={buttonVariants({ size: "lg" })}>
            {t("cart.emptyLink")}
          </Link>
        </div>
      ) : waiting ? (
        <Spinner label={t("cart.loading")} />
      ) : (
        <>
          <CartLines
            holds={holds}
            serverLines={serverLines}
            refusals={refusals}
            tickets={tickets}
            annualTickets={annual.tickets}
            onNews={(key, title) => say(key, { title })}
            onLineGone={toTop}
          />
          {missingNames && (
            <Alert role="note" variant="info">
              <p>{t("cart.personalizeMissing")}</p>
              <UiLink asChild variant="standalone">
                <Link to="/tickets/personalization">{t("cart.personalizeAll")}</Link>
              </UiLink>
            </Alert>
          )}
          {priceError && (
            <Alert variant="destructive">
              <p>{t(priceError.key, priceError.values)}</p>
              {/* the way out of a failed price: ask again (spec selling-core §8) */}
              <Button
                variant="outline"
                className="justify-self-start"
                loading={price.updating}
                loadingLabel={t("cart.priceLoading")}
                onClick={() => {
                  if (price.updating) return;
                  retried.current = true;
                  price.retry();
                }}
              >
                {t("cart.priceRetry")}
              </Button>
            </Alert>
          )}
          {/* the lines' own totals are unknown while their tickets are: no total beside them */}
          {!tickets.error &&
            (price.priced ? (
              <CartTotalsBox priced={price.priced} updating={price.updating} locale={locale} />
            ) : (
              !price.error && <Spinner label={t("cart.priceLoading")} />
            ))}
          {posted && <p className="text-muted-foreground text-sm">{t("cart.goodsPosted")}</p>}
          {shippingOptional && (
            <div className="grid gap-3">
              {attempts > 0 && shippingMissing && (
                <Alert focusOn={attempts} variant="destructive">
                  {t(SHIPPING_MISSING[goods])}
                </Alert>
              )}
              <ShippingChoice
                goods={goods}
                value={cart.shippingSelection}
                showError={attempts > 0}
                loading={price.updating}
                {...(shippingCents !== undefined && shippingCents > 0
                  ? { priceCents: shippingCents }
                  : {})}
                onValueChange={(shipped) => writes.setShippingSelection(shipped)}
                {...(withAnnual ? { "aria-describedby": "cart-shipping-annual" } : {})}
              />
              {withAnnual && (
                <p id="cart-shipping-annual" className="text-muted-foreground text-sm">
                  {t("cart.shippingAnnual")}
                </p>
              )}
            </div>
          )}
          {settings.donationsEnabled && (
            <DonationBox
              headingLevel="h2"
              added={cart.donations.length > 0}
              // spec selling-core §4 "Donation", §9: one donation, fixed at 100 cents
              onAdd={() => writes.setDonations([DONATION_CENTS])}
              onRemove={() => writes.setDonations([])}
            />
          )}
          {settings.couponsEnabled && (
            <CartCoupons
              locale={locale}
              applied={price.priced?.answer.coupons ?? NO_COUPONS}
              onRemoved={couponRemoved}
            />
          )}
          {billing.addresses.length > 1 && billing.chosen && (
            <CartAddressSelect addresses={billing.addresses} chosen={billing.chosen} />
          )}
          <CartComment />
          <CartTermsInfo />
          {settings.expressPaymentClientId && paypal && <CartExpressPayment onExpress={express} />}
          <section aria-labelledby="cart-checkout-heading" className="grid gap-3">
            <h2 id="cart-checkout-heading" className="font-heading font-semibold text-xl">
              {t("cart.checkoutHeading")}
            </h2>
            {maxTotal !== null && <MaxTotalNotice id={maxNotice} maxCents={maxTotal} />}
            <p className="flex flex-wrap items-center gap-4">
              {maxTotal === null ? (
                <Link to="/checkout" onClick={checkout} className={buttonVariants({ size: "lg" })}>
                  {t("checkout.start")}
                </Link>
              ) : (
                <Button size="lg" disabled aria-describedby={maxNotice}>
                  {t("checkout.start")}
                </Button>
              )}
              <UiLink asChild variant="standalone">
                <Link to="/tickets">{t("cart.continueShopping")}</Link>
              </UiLink>
            </p>
          </section>
        </>
      )}
      {/* the dialog stays mounted when the emptied cart hides the button (cart-reset.tsx) */}
      <div className="empty:hidden">
        <CartReset
          showButton={cart.items.length > 0 && !waiting}
          onReset={() => writes.reset(locale)}
          onDone={() => {
            say("cart.reset.done");
            toTop();
          }}
        />
      </div>
    </div>
  );
}
