// spec selling-core §2 cart "reset button", §4 "Cart lifecycle": empties the cart after the
// visitor confirms (a modal dialog), giving every held place back first. The dialog
// (cart-reset-dialog.tsx) loads when the visitor first points at, focuses or presses the
// button, and stays mounted while the emptied page re-renders, so focus can be led to the
// page heading after.
import { Button } from "@shop/ui/button";
import { lazy, Suspense, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";

const loadDialog = () => import("./cart-reset-dialog");
const CartResetDialog = lazy(loadDialog);

export function CartReset({
  showButton,
  onReset,
  onDone,
}: {
  /** The button shows only while the cart has lines. */
  showButton: boolean;
  /** Releases the holds and empties the cart. */
  onReset: () => Promise<void>;
  /** After the dialog closed on an emptied cart: say so and move focus. */
  onDone: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      {showButton && (
        <Button
          ref={button}
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          {t("cart.reset.button")}
        </Button>
      )}
      {asked && (
        <Suspense fallback={null}>
          <CartResetDialog
            open={open}
            onOpenChange={setOpen}
            onReset={onReset}
            onDone={onDone}
            onKept={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
