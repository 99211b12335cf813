// Lines of kinds the shop cannot add yet (events, tours, merchandise … come with their issues)
// may still be in a stored cart: they are shown plainly and can be removed, but not priced
// here, since their prices come from POST /cart with the checkout issue.
import type { CartItem } from "@shop/core/contract";
import { Button } from "@shop/ui/button";
import { useId } from "react";
import { useT } from "../../i18n/use-t";

export function CartOtherLine(props: { item: CartItem; removing: boolean; onRemove: () => void }) {
  const t = useT();
  const headingId = useId();
  const title = t("cart.otherLine", { id: props.item.attributes.id });
  return (
    <article
      aria-labelledby={headingId}
      className="flex items-center justify-between border-border border-b py-4"
    >
      <h3 id={headingId} className="font-heading font-semibold">
        {title}
      </h3>
      <Button variant="ghost" loading={props.removing} onClick={props.onRemove}>
        {t("cart.removeLine", { title })}
      </Button>
    </article>
  );
}
