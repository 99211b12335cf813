// spec selling-core §2 shop.checkout.process and §5: the priced cart, the shipping choice (when
// shipping is optional), the payment mode (only when the total is above 0), the terms (when
// required; highlighted when unchecked after an attempt), the comment and the buy button,
// which places the order once per attempt.
import type { CartRequestInput, OrderCreateRequestInput } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Checkbox } from "@shop/ui/checkbox";
import { Field, Label } from "@shop/ui/field";
import { Link as UiLink } from "@shop/ui/link";
import {
  PAYMENT_METHOD_KEYS,
  type PaymentMethodKey,
  PaymentMethodPicker,
} from "@shop/ui/payment-method-picker";
import { ShippingChoice } from "@shop/ui/shipping-choice";
import { Spinner } from "@shop/ui/spinner";
import { Textarea } from "@shop/ui/textarea";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import useSWR from "swr";
import { useCart, useCartStore } from "../../features/cart/cart-context";
import { fetchAddresses, priceCart } from "../../features/checkout/api";
import { usePlaceOrder } from "../../features/checkout/use-place-order";
import { useShop, useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { OrderSummary } from "./order-summary";

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false };
// A new price (another shipping choice) keeps the form on screen while it loads: replacing it
// with a spinner would take the keyboard focus away from the radio just chosen.
const KEEP_PRICE = { ...QUIET, keepPreviousData: true };
// spec selling-core §3: address type 1 is the invoice address.
const INVOICE_ADDRESS = 1;

export function CheckoutProcess({ locale }: { locale: string }) {
  const t = useT();
  const { locale: shopLocale } = useLocale();
  const cart = useCart();
  const store = useCartStore();
  const shop = useShop();
  const settings = useShopSettings();
  const termsId = useId();
  const alert = useRef<HTMLDivElement>(null);
  const [attempted, setAttempted] = useState(0);
  const [terms, setTerms] = useState(false);
  const { place, pending } = usePlaceOrder(locale);

  const request: CartRequestInput = {
    items: cart.items,
    coupons: cart.coupons,
    donations: cart.donations,
    shipping: cart.shippingSelection,
  };
  const addresses = useSWR(["addresses", locale], () => fetchAddresses(locale), QUIET);
  const addressList = addresses.data?.customer_addresses ?? [];
  const billing =
    addressList.find((address) => address.adress_type_id === INVOICE_ADDRESS) ?? addressList[0];
  const priced = useSWR(
    ["cart-price", locale, JSON.stringify(request), billing?.id],
    () => priceCart(locale, { ...request, ...(billing ? { billing_address_id: billing.id } : {}) }),
    KEEP_PRICE,
  );

  const modes = shop.payment_modes.filter((mode) =>
    (PAYMENT_METHOD_KEYS as readonly string[]).includes(mode.key),
  );
  const keyOfId = (id: number | null) =>
    modes.find((mode) => mode.id === id)?.key as PaymentMethodKey | undefined;
  const chosenKey =
    keyOfId(cart.orderParams.paymentModeId) ?? keyOfId(settings.defaultPaymentModeId) ?? null;
  const chosenId = modes.find((mode) => mode.key === chosenKey)?.id ?? null;

  const total = priced.data?.totals.subTotalCents;
  const payable = total !== undefined && total > 0;
  const termsMissing = settings.termsRequired && !terms;
  const paymentMissing = payable && chosenId === null;
  // spec selling-core §4 "Shipping selection", §5: with optional shipping, checkout needs the
  // visitor's choice (unset until chosen; the server refuses an order without it).
  const shippingOptional = settings.shipping === "optional";
  const shippingMissing = shippingOptional && cart.shippingSelection === null;
  const blocked = priced.data?.items.some((line) => line.error !== null) ?? false;

  useEffect(() => {
    if (attempted > 0) alert.current?.focus();
  }, [attempted]);

  const buy = (event: FormEvent) => {
    event.preventDefault();
    // While a new price loads, the total shown is the old one: never order with it.
    if (pending || priced.isValidating || !priced.data || !billing || total === undefined) return;
    if (termsMissing || paymentMissing || shippingMissing) {
      setAttempted((n) => n + 1);
      return;
    }
    const body: OrderCreateRequestInput = {
      items: cart.items,
      billing_address_id: billing.id,
      comment: cart.orderParams.customerComment,
      reference: cart.orderParams.reference,
      // spec selling-core §2: a payment mode is chosen only when the total is above 0.
      payment_mode_id: payable ? chosenId : null,
      coupons: cart.coupons,
      donations: cart.donations,
      shipping: cart.shippingSelection,
      total,
    };
    void place(body);
  };

  if (addresses.isLoading || priced.isLoading) return <Spinner label={t("checkout.loading")} />;
  if (addresses.error || !billing) {
    return <Alert variant="destructive">{t("checkout.noAddress")}</Alert>;
  }
  if (priced.error || !priced.data) {
    return <Alert variant="destructive">{t("checkout.summary.failed")}</Alert>;
  }
  const showErrors = attempted > 0;
  return (
    <form noValidate onSubmit={buy} className="grid gap-6">
      <OrderSummary answer={priced.data} items={cart.items} locale={shopLocale} />
      {showErrors && (termsMissing || paymentMissing || shippingMissing) && (
        <Alert ref={alert} variant="destructive">
          {t("checkout.formError")}
        </Alert>
      )}
      {shippingOptional && (
        <ShippingChoice
          value={cart.shippingSelection}
          showError={showErrors}
          loading={priced.isValidating}
          priceCents={
            cart.shippingSelection
              ? priced.data.totals.shippingItems.reduce((sum, item) => sum + item.price_cents, 0)
              : undefined
          }
          onValueChange={(shipped) => store.update({ shippingSelection: shipped })}
        />
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
            store.update({
              orderParams: {
                ...cart.orderParams,
                paymentModeId: modes.find((mode) => mode.key === key)?.id ?? null,
              },
            })
          }
        />
      )}
      <Field label={t("checkout.comment.label")}>
        <Textarea
          value={cart.orderParams.customerComment}
          maxLength={2000}
          onChange={(event) =>
            store.update({
              orderParams: { ...cart.orderParams, customerComment: event.target.value },
            })
          }
        />
      </Field>
      {settings.termsRequired && (
        <div
          data-invalid={(showErrors && termsMissing) || undefined}
          className="grid gap-1 rounded-md p-2 data-invalid:border-2 data-invalid:border-destructive"
        >
          <div className="flex items-start gap-2">
            <Checkbox
              id={termsId}
              checked={terms}
              required
              aria-invalid={(showErrors && termsMissing) || undefined}
              aria-describedby={showErrors && termsMissing ? `${termsId}-error` : undefined}
              onCheckedChange={(checked) => setTerms(checked === true)}
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
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={blocked}
          loading={pending}
          loadingLabel={t("checkout.buying")}
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
