import { Badge } from "@shop/ui/badge";
import { buttonVariants } from "@shop/ui/button";
import { CartIcon } from "@shop/ui/icons";
import { Link } from "react-router";
import { useCartCount } from "../../features/cart/cart-context";
import { useT } from "../../i18n/use-t";

// WCAG 2.5.3: the link's name is its visible text ("Warenkorb 2") plus a unit for screen
// readers ("Artikel"), so a visitor can say what they see; no aria-label that would differ.
export function CartButton() {
  const t = useT();
  const count = useCartCount();
  return (
    <Link to="/cart" className={buttonVariants({ variant: "outline", size: "md" })}>
      <CartIcon className="size-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t("header.cart")}</span>{" "}
      <Badge variant={count > 0 ? "primary" : "secondary"}>{count}</Badge>{" "}
      <span className="sr-only">{t("header.cartUnit", { count })}</span>
    </Link>
  );
}
