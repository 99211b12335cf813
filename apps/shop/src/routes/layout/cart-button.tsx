import { Badge } from "@shop/ui/badge";
import { buttonVariants } from "@shop/ui/button";
import { CartIcon } from "@shop/ui/icons";
import { Link } from "react-router";
import { useCartCount } from "../../features/cart/cart-context";
import { useT } from "../../i18n/use-t";

export function CartButton() {
  const t = useT();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={t("header.cartCount", { count })}
      className={buttonVariants({ variant: "outline", size: "md" })}
    >
      <CartIcon className="size-5" />
      <span className="hidden sm:inline">{t("header.cart")}</span>
      <Badge variant={count > 0 ? "primary" : "secondary"} aria-hidden="true">
        {count}
      </Badge>
    </Link>
  );
}
