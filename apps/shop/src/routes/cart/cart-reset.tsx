// spec selling-core §2 cart "reset button", §4 "Cart lifecycle": empties the cart after the
// visitor confirms (a modal dialog), giving every held place back first. The dialog stays
// mounted while the emptied page re-renders, so focus can be led to the page heading after.
import { Button } from "@shop/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@shop/ui/dialog";
import { useRef, useState } from "react";
import { useT } from "../../i18n/use-t";

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
  const [busy, setBusy] = useState(false);
  const emptied = useRef(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onReset();
      emptied.current = true;
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {showButton && (
        <DialogTrigger asChild>
          <Button variant="outline">{t("cart.reset.button")}</Button>
        </DialogTrigger>
      )}
      <DialogContent
        closeLabel={t("cart.reset.close")}
        onCloseAutoFocus={(event) => {
          if (!emptied.current) return; // kept: Radix gives focus back to the button
          emptied.current = false;
          event.preventDefault();
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
