// spec selling-core §2 shop.checkout.success: the after-sale information per item, the order
// summary (each line, then the donations, the postage and what each value coupon paid, so the
// rows add up to the total; §4) with per ticket item its PDF (§7 documents: locale and token;
// only for a valid order, and not for annual tickets, which are personalised),
// the way to the orders (registered customers only, §6) and continue shopping. §4 step 4: the
// cart is emptied and a guest signed out.
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Money } from "@shop/ui/money";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ticketPdfUrl } from "../../features/checkout/documents";
import { readOrderQuery } from "../../features/checkout/order-outcome";
import { recallOrder, recallPhotosMissing } from "../../features/checkout/stored-order";
import { useOrder } from "../../features/checkout/use-checkout-data";
import { useFinishCheckout } from "../../features/checkout/use-finish-checkout";
import { useOrderStorage } from "../../features/checkout/use-order-key";
import { useSession } from "../../features/checkout/use-session";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { plainText } from "../../lib/plain-text";
import { ResultLayout } from "./result-layout";

// spec surrounding-areas §1: registered customers are level 20 (the contract's CUSTOMER_LEVELS,
// not imported: the contract module carries zod, which the shop leaves out at run time).
const REGISTERED_LEVEL = 20;

/**
 * spec selling-core §7 documents: a ticket's PDF exists once the order is valid (paid); annual
 * tickets are personalised, not downloaded.
 */
function hasTicketPdf(
  orderValid: boolean,
  item: { type: string; attributes: { ticket_type?: string | undefined } },
): boolean {
  return orderValid && item.type === "ticket" && item.attributes.ticket_type !== "annual";
}

export function SuccessPage() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { storage, key } = useOrderStorage();
  // Read before the finish forgets the stored order.
  const [placed] = useState(() => readOrderQuery(search) ?? recallOrder(storage, key));
  const [photosMissing] = useState(() => recallPhotosMissing(storage, key));
  useFinishCheckout("success", locale);
  // A guest is signed out by the finish above; a registered customer stays and sees the orders.
  const session = useSession(locale);
  const registered = session.customer?.level === REGISTERED_LEVEL;
  const order = useOrder(locale, placed);
  const data = order.data;
  const afterSale = (data?.items ?? []).flatMap((item) => {
    const text = item.after_sale_information ? plainText(item.after_sale_information) : "";
    return text === "" ? [] : [{ id: item.id, title: item.attributes.title, text }];
  });

  return (
    <ResultLayout title={t("checkout.success.title")}>
      {order.isLoading && <Spinner label={t("checkout.loading")} />}
      {(order.error || !placed) && (
        <Alert role="status" variant="info">
          {t("checkout.success.orderFailed")}
        </Alert>
      )}
      {data && placed && (
        <>
          <p>{t("checkout.success.text", { id: data.id })}</p>
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
            <ul className="grid gap-3">
              {data.items.map((item) => (
                <li key={item.id} className="grid gap-1">
                  <span className="flex justify-between gap-4">
                    <span>
                      {t("cart.rows.line", {
                        quantity: item.attributes.quantity,
                        name: item.attributes.title,
                      })}
                    </span>
                    <Money cents={item.total_cents} />
                  </span>
                  {hasTicketPdf(data.is_valid, item) && (
                    <UiLink href={ticketPdfUrl(data.id, item.id, placed.token, locale)} download>
                      {t("checkout.success.download", { title: item.attributes.title })}
                    </UiLink>
                  )}
                </li>
              ))}
              {data.donations.map((donation, at) => (
                // donations are plain amounts without an id; their order is their identity
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={`donation-${at}`} className="flex justify-between gap-4">
                  <span>{t("cart.donation")}</span>
                  <Money cents={donation.donation_cents} />
                </li>
              ))}
              {data.shipping_items.map((item, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: shipping rows have no id either
                <li key={`shipping-${at}`} className="flex justify-between gap-4">
                  <span>{t("cart.rows.shipping", { title: item.title })}</span>
                  <Money cents={item.price_cents} />
                </li>
              ))}
              {data.coupons.map((coupon) => (
                // a value coupon is a means of payment: it lowered what was paid, a minus
                <li key={`coupon-${coupon.code}`} className="flex justify-between gap-4">
                  <span>{t("cart.rows.coupon", { code: coupon.code })}</span>
                  <Money cents={-coupon.debit_cents} />
                </li>
              ))}
            </ul>
            <p className="flex justify-between gap-4 font-semibold text-lg">
              <span>{t("cart.total")}</span>
              <Money cents={data.total_price_cents} />
            </p>
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
