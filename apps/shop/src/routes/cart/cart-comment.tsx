// spec selling-core §2 cart "collapsible order-comment box (collapsed by default)", §3
// orderParams.customerComment (at most 2000 characters, contract cart.ts OrderParams). A
// disclosure: the heading holds the button that shows and hides the field (WAI-ARIA), written
// out rather than with Radix Collapsible, whose primitives were 4 kB gzip of the cart's first
// load (the issue "speed").
import { Button } from "@shop/ui/button";
import { Field } from "@shop/ui/field";
import { ChevronDownIcon } from "@shop/ui/icons";
import { Textarea } from "@shop/ui/textarea";
import { memo, useId, useState } from "react";
import { useCart } from "../../features/cart/cart-context";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { useT } from "../../i18n/use-t";

const MAX_COMMENT = 2000;

// memo: it takes no props, so the cart page's re-render for a busy line passes it by; a change
// of the cart (its comment) still renders it through useCart (bench/interactions).
export const CartComment = memo(function CartComment() {
  const t = useT();
  const cart = useCart();
  const writes = useCartWrites();
  const comment = cart.orderParams.customerComment;
  // a comment written earlier is shown, not hidden behind the button
  const [open, setOpen] = useState(comment !== "");
  const contentId = useId();
  return (
    <div className="grid gap-2">
      <h2 className="font-heading font-semibold text-xl">
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls={contentId}
          data-state={open ? "open" : "closed"}
          onClick={() => setOpen(!open)}
          className="group h-auto px-0 text-start font-semibold text-xl"
        >
          {t("cart.comment.toggle")}
          <ChevronDownIcon className="size-5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
        </Button>
      </h2>
      <div id={contentId} hidden={!open}>
        <Field label={t("cart.comment.label")} hint={t("cart.comment.hint", { max: MAX_COMMENT })}>
          <Textarea
            value={comment}
            maxLength={MAX_COMMENT}
            onChange={(event) =>
              writes.setOrderParams({
                customerComment: event.target.value.slice(0, MAX_COMMENT),
              })
            }
          />
        </Field>
      </div>
    </div>
  );
});
