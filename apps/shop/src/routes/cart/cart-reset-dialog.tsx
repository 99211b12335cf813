// The cart's reset dialog (cart-reset.tsx), loaded when the visitor first points at, focuses or
// presses the reset button: Radix Dialog stays out of the cart's first load (the issue
// "speed", bench/first-route).
import { Button } from "@shop/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@shop/ui/dialog";
import { useRef, useState } from "react";
import { useT } from "../../i18n/use-t";

export default function CartResetDialog({
  open,
  onOpenChange,
  onReset,
  onDone,
  onKept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Releases the holds and empties the cart. */
  onReset: () => Promise<void>;
  /** After the dialog closed on an emptied cart: say so and move focus. */
  onDone: () => void;
  /** After the dialog closed on a kept cart: focus goes back to the reset button. */
  onKept: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const emptied = useRef(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onReset();
      emptied.current = true;
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        closeLabel={t("cart.reset.close")}
        onCloseAutoFocus={(event) => {
          // The button is no Radix trigger (it is there before this module): focus is led here.
          event.preventDefault();
          if (!emptied.current) {
            onKept();
            return;
          }
          emptied.current = false;
          onDone();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("cart.reset.title")}</DialogTitle>
          <DialogDescription>{t("cart.reset.description")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {t("cart.reset.keep")}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={busy}
            loadingLabel={t("cart.reset.emptying")}
            onClick={() => void confirm()}
          >
            {t("cart.reset.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
