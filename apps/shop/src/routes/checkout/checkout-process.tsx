// spec selling-core §2 shop.checkout.process, §4 "Checkout flow" step 1 and §5: the priced cart
// (with the comment given in the cart, read-only), the payment mode (only when the total is
// above 0; collective invoice only for a billing address flagged for it), the terms (when
// required; highlighted when unchecked after an attempt) and the buy button, which places the
// order once per attempt — not while a line cannot be bought (./refused-lines.tsx: an alert
// names it and takes the focus). The shipping choice and the comment are made on the cart page:
// while optional shipping is unchosen the visitor goes back there, and shipped tickets go
// through the shipping address step first. A total above the shop's maximum is named beside
// the buy button, which is disabled until the cart is changed (§8; the issue 27, finding 3).
import { holdsGoods, paymentModesFor } from "@shop/core/booking";
import type { CartAnswer, OrderCreateRequestInput } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Checkbox } from "@shop/ui/checkbox";
import { Label } from "@shop/ui/field";
import { Link as UiLink } from "@shop/ui/link";
import {
  PAYMENT_METHOD_KEYS,
  type PaymentMethodKey,
  PaymentMethodPicker,
} from "@shop/ui/payment-method-picker";
import { Spinner } from "@shop/ui/spinner";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, Navigate, useLocation } from "react-router";
import { affiliateStorageKey, loadAffiliate } from "../../features/affiliate/affiliate-store";
import { useCart } from "../../features/cart/cart-context";
import { MaxTotalNotice, useMaxTotalExceeded } from "../../features/cart/max-total-notice";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import {
  addressLine,
  billingAddressOf,
  checkoutStepOf,
  isShipped,
  readShippingConfirmed,
  shippingAddressIdOf,
  storedShippingAddress,
} from "../../features/checkout/order-addresses";
import { useAddresses, useCheckoutPrice } from "../../features/checkout/use-checkout-data";
import { usePlaceOrder } from "../../features/checkout/use-place-order";
import { useShop, useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { useNow } from "../../lib/clock";
import { useStorage } from "../../lib/storage-context";
import { OrderSummary, SUMMARY_HEADING } from "./order-summary";
import { RefusedLinesAlert, useRefusedLineNames } from "./refused-lines";

export function CheckoutProcess({
  locale,
  beforeBuy,
  notes,
  onepager = false,
}: {
  locale: string;
  /**
   * Asked before the order is placed, once the summary allows it (the one-pager's attendee
   * forms: false when they are not valid, and their alert has the focus).
   */
  beforeBuy?: () => Promise<boolean>;
  /** Shown under the priced summary (the one-pager's VAT note and photo ID reminder). */
  notes?: (answer: CartAnswer) => ReactNode;
  /**
   * The one-pager's order step (spec selling-core §5): the terms are always asked, and shipped
   * tickets go to the billing address unless another is chosen — the visitor stays on the page.
   */
  onepager?: boolean;
}) {
  const t = useT();
  const { locale: shopLocale } = useLocale();
  const cart = useCart();
  const writes = useCartWrites();
  const shop = useShop();
  const settings = useShopSettings();
  const storage = useStorage();
  const now = useNow();
  const location = useLocation();
  const termsId = useId();
  const [attempted, setAttempted] = useState(0);
  // DESIGN §3: the order form runs on react-hook-form: the terms checkbox is its field (the
  // payment mode is kept in the cart, so a visit to another page does not lose it).
  const form = useForm<{ terms: boolean }>({
    defaultValues: { terms: false },
    shouldFocusError: false,
  });
  const terms = form.watch("terms");
  const { place, pending } = usePlaceOrder(locale);

  const request = {
    items: cart.items,
    coupons: cart.coupons,
    donations: cart.donations,
    shipping: cart.shippingSelection,
  };
  const addresses = useAddresses(locale);
  const addressList = addresses.data?.customer_addresses ?? [];
  const billing = billingAddressOf(addressList, cart.billingAddressId);
  const goods = holdsGoods(cart.items);
  const shipped = isShipped(settings.shipping, cart.shippingSelection, goods);
  const shippingAddress = storedShippingAddress(addressList, cart.shippingAddressId);
  const step = checkoutStepOf({
    setting: settings.shipping,
    selection: cart.shippingSelection,
    goods,
    confirmed: onepager || readShippingConfirmed(location.state),
    shippingAddressKnown: shippingAddress !== undefined,
  });
  // Priced once the billing address is known (it sets the price target audience, surrounding-
  // areas §6), and only for the order itself, not on the way to another step.
  const priced = useCheckoutPrice(
    locale,
    request,
    addresses.data && billing && step === "order" ? billing.id : null,
  );

  // spec selling-core §2, §6: collective invoice only for a billing address flagged for it —
  // also when the cart kept it from another address, which falls back to the default mode.
  const modes = paymentModesFor(
    shop.payment_modes.filter((mode) =>
      (PAYMENT_METHOD_KEYS as readonly string[]).includes(mode.key),
    ),
    billing,
  );
  const keyOfId = (id: number | null) =>
    modes.find((mode) => mode.id === id)?.key as PaymentMethodKey | undefined;
  const chosenKey =
    keyOfId(cart.orderParams.paymentModeId) ?? keyOfId(settings.defaultPaymentModeId) ?? null;
  const chosenId = modes.find((mode) => mode.key === chosenKey)?.id ?? null;

  const answer = priced.data?.answer;
  const total = answer?.totals.subTotalCents;
  const payable = total !== undefined && total > 0;
  const termsRequired = onepager || settings.termsRequired;
  const termsMissing = termsRequired && !terms;
  const paymentMissing = payable && chosenId === null;
  const maxTotal = useMaxTotalExceeded(total);
  const maxNotice = useId();

  // spec selling-core §8: a line the server will not sell is named, never silently left out
  const blockedNames = useRefusedLineNames(priced.data, locale);
  const blocked = blockedNames.length > 0;
  // Focus goes to the alert when other lines are named, and on each order tried meanwhile.
  const [blockedTries, setBlockedTries] = useState(0);
  const blockedFocus = `${blockedNames.join("\n")}\n${blockedTries}`;

  // The alert takes the focus on an attempt only (Alert's focusOn): after one, ticking the
  // terms hides it and unticking them shows it again with the focus left on the checkbox — so
  // its focusOn is the attempt until it hides, and nothing (0) when it shows again without one.
  const formAlert = attempted > 0 && (termsMissing || paymentMissing);
  const [hiddenAfter, setHiddenAfter] = useState(0);
  if (!formAlert && attempted > hiddenAfter) setHiddenAfter(attempted);
  const formAlertFocus = attempted > hiddenAfter ? attempted : 0;

  // After "try again" succeeds the alert and its button are gone: the keyboard goes on from the
  // summary's heading, not from the top of the document (WCAG 2.4.3).
  const retried = useRef(false);
  const summaryReady = Boolean(addresses.data && priced.data && !priced.error);
  useEffect(() => {
    if (!retried.current || !summaryReady) return;
    retried.current = false;
    document.getElementById(SUMMARY_HEADING)?.focus();
  }, [summaryReady]);
  const retry = (again: () => unknown) => {
    retried.current = true;
    void again();
  };

  /**
   * Whether an order may be tried now. While a new price loads, the total shown is the old
   * one: never order with it; nor while a line cannot be bought (the order would drop it or
   * be refused).
   */
  const mayTry = () => {
    if (pending || priced.isValidating || !priced.data || !billing || total === undefined) {
      return false;
    }
    if (maxTotal !== null) return false;
    if (blocked) {
      setBlockedTries((tries) => tries + 1);
      return false;
    }
    return true;
  };
  // What beforeBuy checks (the one-pager's attendees, above the terms) is told first, in either
  // path: so the terms are never the only error shown while names are missing too.
  const refuse = async () => {
    if (!mayTry()) return;
    if (beforeBuy && !(await beforeBuy())) return;
    setAttempted((n) => n + 1);
  };
  const buy = form.handleSubmit(async () => {
    if (!mayTry() || !billing || total === undefined) return;
    if (beforeBuy && !(await beforeBuy())) return;
    if (termsMissing || paymentMissing) {
      setAttempted((n) => n + 1);
      return;
    }
    const body: OrderCreateRequestInput = {
      // read now: beforeBuy may have just saved the attendees into the lines
      items: writes.current().items,
      billing_address_id: billing.id,
      shipping_address_id: shippingAddressIdOf(shipped, shippingAddress, billing),
      comment: cart.orderParams.customerComment,
      reference: cart.orderParams.reference,
      // spec selling-core §2: a payment mode is chosen only when the total is above 0.
      payment_mode_id: payable ? chosenId : null,
      coupons: cart.coupons,
      donations: cart.donations,
      shipping: cart.shippingSelection,
      total,
    };
    // spec selling-core §3 order payload `affiliate`, surrounding-areas §1: the referral of the
    // arrival URL, while it is younger than 24 hours, is credited with the order.
    const affiliate = loadAffiliate(storage, affiliateStorageKey(settings.storageKeyPrefix), now());
    void place(affiliate ? { ...body, affiliate } : body);
  }, refuse);

  // spec selling-core §5: checkout needs the shipping choice; the cart page asks for it.
  if (step === "cart") return <Navigate to="/cart" replace />;
  // Only the first answers wait behind a spinner: a new price keeps the last one
  // (keepPreviousData) and with it the form and the focus, though SWR counts it as loading.
  if (!addresses.data && !addresses.error) return <Spinner label={t("checkout.loading")} />;
  if (addresses.error) {
    return (
      <Alert variant="destructive">
        <p>{t("checkout.addressesFailed")}</p>
        <Retry loading={addresses.isValidating} onRetry={() => retry(addresses.mutate)} />
      </Alert>
    );
  }
  if (!billing) return <Alert variant="destructive">{t("checkout.noAddress")}</Alert>;
  // Replaced, so Back from the shipping address leads to the cart, not here and forth again.
  if (step === "shipping-address") return <Navigate to="/checkout/shipping-address" replace />;
  if (priced.error) {
    return (
      <Alert variant="destructive">
        <p>{t("checkout.summary.failed")}</p>
        {/* spec selling-core §8: a way out of a failed price — ask again, or change the cart */}
        <p className="flex flex-wrap items-center gap-4">
          <Retry loading={priced.isValidating} onRetry={() => retry(priced.mutate)} />
          <UiLink asChild variant="standalone">
            <Link to="/cart">{t("checkout.backToCart")}</Link>
          </UiLink>
        </p>
      </Alert>
    );
  }
  if (!priced.data) return <Spinner label={t("checkout.loading")} />;
  const showErrors = attempted > 0;
  return (
    <form noValidate onSubmit={buy} className="grid gap-6">
      {blocked && <RefusedLinesAlert focusOn={blockedFocus} names={blockedNames} />}
      <OrderSummary
        answer={priced.data.answer}
        items={priced.data.items}
        locale={shopLocale}
        comment={cart.orderParams.customerComment}
      />
      {notes?.(priced.data.answer)}
      {shipped && (
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span>
            {t("checkout.shippingTo", { address: addressLine(shippingAddress ?? billing) })}
          </span>
          <UiLink asChild variant="standalone">
            <Link to="/checkout/shipping-address">{t("checkout.shippingAddress.change")}</Link>
          </UiLink>
        </p>
      )}
      {formAlert && (
        <Alert focusOn={formAlertFocus} variant="destructive">
          {t("checkout.formError")}
        </Alert>
      )}
      {payable && (
        <PaymentMethodPicker
          label={t("checkout.payment.heading")}
          methods={modes.map((mode) => mode.key as PaymentMethodKey)}
          labels={Object.fromEntries(modes.map((mode) => [mode.key, mode.title]))}
          collectiveInvoiceAllowed={billing.has_collective_invoice_payment}
          value={chosenKey}
          showError={showErrors}
          onValueChange={(key) =>
            writes.setOrderParams({
              paymentModeId: modes.find((mode) => mode.key === key)?.id ?? null,
            })
          }
        />
      )}
      {termsRequired && (
        <div
          data-invalid={(showErrors && termsMissing) || undefined}
          className="grid gap-1 rounded-md p-2 data-invalid:border-2 data-invalid:border-destructive"
        >
          <div className="flex items-start gap-2">
            <Controller
              control={form.control}
              name="terms"
              rules={{ validate: (checked) => checked || !termsRequired }}
              render={({ field }) => (
                <Checkbox
                  id={termsId}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  required
                  aria-invalid={(showErrors && termsMissing) || undefined}
                  aria-describedby={showErrors && termsMissing ? `${termsId}-error` : undefined}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor={termsId}>{t("checkout.terms.label")}</Label>
          </div>
          {showErrors && termsMissing && (
            <p id={`${termsId}-error`} className="font-medium text-destructive text-sm">
              {t("checkout.terms.required")}
            </p>
          )}
        </div>
      )}
      {maxTotal !== null && <MaxTotalNotice id={maxNotice} maxCents={maxTotal} />}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          loading={pending}
          loadingLabel={t("checkout.buying")}
          disabled={maxTotal !== null}
          aria-describedby={maxTotal === null ? undefined : maxNotice}
        >
          {t("checkout.buy")}
        </Button>
        <UiLink asChild variant="standalone">
          <Link to="/cart">{t("checkout.backToCart")}</Link>
        </UiLink>
      </div>
    </form>
  );
}

/** Asks for a failed answer again. */
function Retry({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      className="justify-self-start"
      loading={loading}
      loadingLabel={t("checkout.loading")}
      onClick={() => {
        if (!loading) onRetry();
      }}
    >
      {t("checkout.summary.retry")}
    </Button>
  );
}
