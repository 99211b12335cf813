// spec selling-core §2 shop.checkout.success: the after-sale information per item, the order
// summary (each line, then the donations, the postage and what each value coupon paid, so the
// rows add up to the total; §4) with per ticket item its PDF (§7 documents: locale and token;
// only for a valid order, and not for annual tickets, which are personalised),
// the way to the orders (registered customers only, §6) and continue shopping. §4 step 4: the
// cart is emptied and a guest signed out — once the order is there: opened without one, or
// with one the server does not know, the page thanks for nothing and keeps the cart
// (./order-not-found.tsx).

import { CUSTOMER_LEVELS } from "@shop/core/constants";
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Money } from "@shop/ui/money";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { orderPagePath } from "../../features/checkout/documents";
import { isUnknownOrder, readOrderQuery } from "../../features/checkout/order-outcome";
import { recallOrder, recallPhotosMissing } from "../../features/checkout/stored-order";
import { useOrder } from "../../features/checkout/use-checkout-data";
import { useFinishCheckout } from "../../features/checkout/use-finish-checkout";
import { useOrderStorage } from "../../features/checkout/use-order-key";
import { useSession } from "../../features/checkout/use-session";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { plainText } from "../../lib/plain-text";
import { CalendarLink, OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-not-found";
import { ResultLayout } from "./result-layout";

export function SuccessPage() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { storage, key } = useOrderStorage();
  // Read before the finish forgets the stored order.
  const [placed] = useState(() => readOrderQuery(search) ?? recallOrder(storage, key));
  const [photosMissing] = useState(() => recallPhotosMissing(storage, key));
  const order = useOrder(locale, placed);
  const data = order.data;
  const unknown = !placed || isUnknownOrder(order.error);
  // A summary that could not be loaded (not a 404) still ends the checkout: the order is done.
  useFinishCheckout(data || (order.error && !unknown) ? "success" : null, locale);
  // A guest is signed out by the finish above; a registered customer stays and sees the orders.
  const session = useSession(locale);
  const registered = session.customer?.level === CUSTOMER_LEVELS.normal;
  const afterSale = (data?.items ?? []).flatMap((item) => {
    const text = item.after_sale_information ? plainText(item.after_sale_information) : "";
    return text === "" ? [] : [{ id: item.id, title: item.attributes.title, text }];
  });

  if (unknown) return <OrderNotFound why={placed ? "unknown" : "none"} locale={locale} />;
  return (
    // No thanks before the order is there: it may turn out unknown.
    <ResultLayout title={t(data || order.error ? "checkout.success.title" : "checkout.loading")}>
      {order.isLoading && <Spinner decorative />}
      {order.error && (
        <Alert role="status" variant="info">
          {t("checkout.success.orderFailed")}
        </Alert>
      )}
      {data && placed && (
        <>
          <p>{t("checkout.success.text", { id: data.id })}</p>
          {/* the issue 33: the page that keeps the order, as the mail links it */}
          <p>
            <UiLink asChild variant="standalone">
              <Link to={orderPagePath({ id: data.id, token: placed.token })}>
                {t("checkout.success.orderPage")}
              </Link>
            </UiLink>
          </p>
          {photosMissing > 0 && (
            <Alert variant="warning" data-error="photos">
              {t("checkout.success.photosMissing", { count: photosMissing })}
            </Alert>
          )}
          {data.personalization_token && (
            // spec selling-core §2: annual tickets are personalised by link, not downloaded.
            <section aria-labelledby="success-annual" className="grid justify-items-start gap-2">
              <h2 id="success-annual" className="font-heading font-semibold text-xl">
                {t("checkout.success.annualHeading")}
              </h2>
              <p>{t("checkout.success.annualText")}</p>
              <Link
                to={`/annual/personalisation/${data.personalization_token}`}
                className={buttonVariants({ variant: "secondary" })}
              >
                {t("checkout.success.annualLink")}
              </Link>
            </section>
          )}
          {afterSale.length > 0 && (
            <section aria-labelledby="success-after-sale" className="grid gap-3">
              <h2 id="success-after-sale" className="font-heading font-semibold text-xl">
                {t("checkout.success.afterSaleHeading")}
              </h2>
              {afterSale.map((item) => (
                <div key={item.id} className="grid gap-1">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="whitespace-pre-line">{item.text}</p>
                </div>
              ))}
            </section>
          )}
          <section aria-labelledby="success-items" className="grid gap-2 rounded-md border p-4">
            <h2 id="success-items" className="font-heading font-semibold text-xl">
              {t("checkout.success.itemsHeading")}
            </h2>
            <OrderLines order={data} token={placed.token} locale={locale} />
            <p className="flex justify-between gap-4 font-semibold text-lg">
              <span>{t("cart.total")}</span>
              <Money cents={data.total_price_cents} />
            </p>
            <CalendarLink order={data} token={placed.token} locale={locale} />
          </section>
        </>
      )}
      <p className="flex flex-wrap gap-3">
        {registered && (
          <Link to="/orders" className={buttonVariants({ size: "lg", variant: "secondary" })}>
            {t("checkout.success.viewOrders")}
          </Link>
        )}
        <Link to="/tickets" className={buttonVariants({ size: "lg" })}>
          {t("checkout.success.continue")}
        </Link>
      </p>
    </ResultLayout>
  );
}
