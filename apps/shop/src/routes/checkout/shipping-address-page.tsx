// spec selling-core §2 shop.checkout.shipping-address and §4 step 1: when the tickets are
// shipped, the signed-in visitor says where to, before the order. Without a cart, a session or
// anything shipped there is nothing to ask: /checkout says what comes next.
import { holdsGoods } from "@shop/core/booking";
import { Alert } from "@shop/ui/alert";
import { Spinner } from "@shop/ui/spinner";
import { Navigate } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import {
  billingAddressOf,
  isShipped,
  storedShippingAddress,
} from "../../features/checkout/order-addresses";
import { useAddresses } from "../../features/checkout/use-checkout-data";
import { useSession } from "../../features/checkout/use-session";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { ResultLayout } from "./result-layout";
import { ShippingAddressForm } from "./shipping-address-form";

export function ShippingAddressPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
  const settings = useShopSettings();
  const session = useSession(locale);
  // The same key as the order's list: the address made here is in it when the order shows.
  const addresses = useAddresses(
    locale,
    session.customer !== null && session.customer !== undefined,
  );

  const shipped = isShipped(settings.shipping, cart.shippingSelection, holdsGoods(cart.items));
  if (cart.items.length === 0 || !shipped) return <Navigate to="/checkout" replace />;

  const body = () => {
    if (session.loading || addresses.isLoading) return <Spinner label={t("checkout.loading")} />;
    if (session.error) return <Alert variant="destructive">{t("checkout.sessionFailed")}</Alert>;
    if (!session.customer) return <Navigate to="/checkout" replace />;
    // Without the list the form still works: it only cannot name the billing address.
    const list = addresses.data?.customer_addresses ?? [];
    return (
      <ShippingAddressForm
        locale={locale}
        billing={billingAddressOf(list, cart.billingAddressId)}
        stored={storedShippingAddress(list, cart.shippingAddressId)}
      />
    );
  };

  return <ResultLayout title={t("checkout.shippingAddress.title")}>{body()}</ResultLayout>;
}
