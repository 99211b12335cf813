// The lines of a placed order (spec selling-core §2 shop.checkout.success, surrounding-areas §2
// "Order panel"): each item with its quantity and total — event and tour lines always read 1
// (one booking each) — and, per ticket, event, tour or coupon item of a valid order, its PDF
// (selling-core §7 documents: locale and token; annual tickets are personalised), each named
// with its museums, day and time (issue 27 item 2, ../../features/cart/line-when.ts); then the
// donations, the postage and what each value coupon paid, so the rows add up to the total. An
// order with goods states their 14-day right of withdrawal, which dated tickets do not have
// (issue 31, Deliver 4). A dated line of a valid order adds itself to a calendar, and its people
// to a phone's wallet where the venue issues passes (issue 33).
import { orderHoldsGoods } from "@shop/core/booking";
import type { Order } from "@shop/core/contract";
import { CartLineDescription } from "@shop/ui/cart-line";
import { Link as UiLink } from "@shop/ui/link";
import { Money } from "@shop/ui/money";
import { orderItemWhen } from "../../features/cart/line-when";
import { calendarUrl, documentUrl, walletUrls } from "../../features/checkout/documents";
import { useShop } from "../../features/shop/shop-context";
import { useT } from "../../i18n/use-t";

/** surrounding-areas §2: "Event and tour lines always show quantity 1". */
function shownQuantity(item: Order["items"][number]): number {
  return item.type === "event" || item.type === "tour" ? 1 : item.attributes.quantity;
}

function DocumentLink(props: {
  order: Order;
  item: Order["items"][number];
  token: string;
  locale: string;
}) {
  const t = useT();
  const href = documentUrl(props.order, props.item, props.token, props.locale);
  if (!href) return null;
  const title = props.item.attributes.title;
  return (
    <UiLink href={href} download>
      {props.item.type === "coupon"
        ? t("checkout.success.downloadCoupon", { title })
        : t("checkout.success.download", { title })}
    </UiLink>
  );
}

/** The issue 33: "add to calendar", a dated line's file (or, without `item`, the order's). */
export function CalendarLink(props: {
  order: Order;
  item?: Order["items"][number];
  token: string;
  locale: string;
}) {
  const t = useT();
  const href = calendarUrl(props.order, props.token, props.locale, props.item);
  if (!href) return null;
  return (
    <UiLink href={href} download>
      {props.item
        ? t("checkout.success.addToCalendar", { title: props.item.attributes.title })
        : t("checkout.success.calendarAll")}
    </UiLink>
  );
}

/**
 * The issue 33, Deliver 4: a dated admission line's passes for Apple Wallet (a file) and Google
 * Wallet (a link to Google's save page), each only when the venue issues it (GET /shop).
 */
function WalletLinks(props: {
  order: Order;
  item: Order["items"][number];
  token: string;
  locale: string;
}) {
  const t = useT();
  const offered = useShop().wallet_passes;
  const urls = walletUrls(props.order, props.item, props.token, props.locale, offered);
  const title = props.item.attributes.title;
  return (
    <>
      {urls.apple && (
        // Not `download`: Safari on iPhone opens a pass it navigates to in Wallet, but saves a
        // downloaded one to Files; elsewhere the answer's Content-Disposition saves it.
        <UiLink href={urls.apple}>{t("checkout.success.addToAppleWallet", { title })}</UiLink>
      )}
      {urls.google && (
        <UiLink href={urls.google}>{t("checkout.success.addToGoogleWallet", { title })}</UiLink>
      )}
    </>
  );
}

export function OrderLines(props: { order: Order; token: string; locale: string }) {
  const t = useT();
  const { order } = props;
  const goods = orderHoldsGoods(order.items);
  return (
    <>
      <ul className="grid gap-3">
        {order.items.map((item) => (
          <li key={item.id} className="grid gap-1">
            <span className="flex justify-between gap-4">
              <span>
                {t("cart.rows.line", {
                  quantity: shownQuantity(item),
                  name: item.attributes.title,
                })}
                <CartLineDescription {...orderItemWhen(item)} />
              </span>
              <Money cents={item.total_cents} />
            </span>
            {item.canceled ? (
              // the issue 33, Deliver 6: its documents are void, its places given back
              <span className="text-muted-foreground">{t("checkout.success.lineCanceled")}</span>
            ) : (
              <>
                <DocumentLink order={order} item={item} token={props.token} locale={props.locale} />
                <CalendarLink order={order} item={item} token={props.token} locale={props.locale} />
                <WalletLinks order={order} item={item} token={props.token} locale={props.locale} />
              </>
            )}
          </li>
        ))}
        {order.donations.map((donation, at) => (
          // donations are plain amounts without an id; their order is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`donation-${at}`} className="flex justify-between gap-4">
            <span>{t("cart.donation")}</span>
            <Money cents={donation.donation_cents} />
          </li>
        ))}
        {order.shipping_items.map((item, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: shipping rows have no id either
          <li key={`shipping-${at}`} className="flex justify-between gap-4">
            <span>{t("cart.rows.shipping", { title: item.title })}</span>
            <Money cents={item.price_cents} />
          </li>
        ))}
        {order.coupons.map((coupon) => (
          // a value coupon is a means of payment: it lowered what was paid, a minus
          <li key={`coupon-${coupon.code}`} className="flex justify-between gap-4">
            <span>{t("cart.rows.coupon", { code: coupon.code })}</span>
            <Money cents={-coupon.debit_cents} />
          </li>
        ))}
      </ul>
      {goods && <p className="text-muted-foreground text-sm">{t("checkout.success.withdrawal")}</p>}
    </>
  );
}
