// spec surrounding-areas §2 "Email confirmation success": a notice; when the cart can be
// checked out, the cart and checkout buttons (the checkout chooses the billing address), else
// the way to the account.
import { buttonVariants } from "@shop/ui/button";
import { Link } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { useCartCount } from "../../features/cart/cart-context";
import { AccountPageFrame } from "./account-page-frame";

export function ConfirmationSuccessPage() {
  const t = useAccountT();
  const checkoutable = useCartCount() > 0;
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
