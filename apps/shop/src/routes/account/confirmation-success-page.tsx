// spec surrounding-areas §2 "Email confirmation success": a notice; when the cart can be
// checked out, the cart and checkout buttons (the checkout chooses the billing address), else
// the way to the account. It says the visitor is signed in: one who is not (a bookmark, a
// copied link) goes to the sign-in page instead (issue 27 item 7).
import { buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { Link, Navigate } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { useCartCount } from "../../features/cart/cart-context";
import { useSession } from "../../features/checkout/use-session";
import { useLocale } from "../../i18n/locale-context";
import { AccountPageFrame } from "./account-page-frame";

export function ConfirmationSuccessPage() {
  const t = useAccountT();
  const checkoutable = useCartCount() > 0;
  const { locale } = useLocale();
  const session = useSession(locale);
  if (!session.customer) {
    if (session.loading) return <Spinner label={t("account.session.checking")} />;
    return <Navigate to="/login" replace />;
  }
  return (
    <AccountPageFrame title={t("account.confirmationSuccess.title")}>
      <p role="status">{t("account.confirmationSuccess.text")}</p>
      {checkoutable && <p>{t("account.confirmationSuccess.cartText")}</p>}
      <p className="flex flex-wrap gap-3">
        {checkoutable ? (
          <>
            <Link to="/cart" className={buttonVariants({ variant: "secondary", size: "lg" })}>
              {t("account.confirmationSuccess.cart")}
            </Link>
            <Link to="/checkout" className={buttonVariants({ size: "lg" })}>
              {t("account.confirmationSuccess.checkout")}
            </Link>
          </>
        ) : (
          <Link to="/account" className={buttonVariants({ size: "lg" })}>
            {t("account.confirmationSuccess.account")}
          </Link>
        )}
      </p>
    </AccountPageFrame>
  );
}
