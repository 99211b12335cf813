// The issue 27: an order still waiting for its payment (display status unpaid) offers its way
// on in the order panel, as a venue shop does: "Pay now" back to the order's payment, and
// "Cancel order" after a confirmation (the places are given back). A refusal says why in the
// refusal table's words (lib/refusal-text.ts) and takes the focus; once canceled, a notice says
// so where the buttons were and the focus goes to the order's heading.
import type { Order } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
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
import { useEffect, useState } from "react";
import { useAccountT } from "../../features/account/account-texts";
import { useOrderActions } from "../../features/account/use-order-actions";
import { type Refusal, refusalMessage, refusalOf } from "../../lib/refusal-text";
import { orderStatusOf } from "./order-status";

type Busy = "pay" | "cancel" | undefined;
/** A refusal with its own text, or any other failure (try again later). */
type Problem = { refusal: Refusal } | { refusal: undefined };

export function OrderActions({
  order,
  locale,
  headingId,
}: {
  order: Order;
  locale: string;
  /** The order panel's heading: the focus goes there once the order is canceled. */
  headingId: string;
}) {
  const t = useAccountT();
  const actions = useOrderActions(locale);
  const [busy, setBusy] = useState<Busy>(undefined);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [canceled, setCanceled] = useState(false);
  // The buttons (and the dialog with them) are gone once canceled: the order leads on.
  useEffect(() => {
    if (canceled) document.getElementById(headingId)?.focus();
  }, [canceled, headingId]);

  const failed = (error: unknown) =>
    setProblem({
      refusal: refusalOf(error, ["order_canceled", "order_not_cancelable", "rate_limit"]),
    });
  // Read at each render: the refusals' table may arrive after the answer (i18n/catalogue.ts).
  const problemText = () => {
    if (!problem?.refusal) return t("account.orders.actionFailed");
    const { key, values } = refusalMessage(problem.refusal);
    return t(key, values);
  };

  if (canceled) {
    return <p role="status">{t("account.orders.canceledNotice", { id: order.id })}</p>;
  }
  if (orderStatusOf(order) !== "unpaid") return null;

  const pay = async () => {
    setProblem(undefined);
    setBusy("pay");
    try {
      await actions.pay(order.id);
      // the page is leaving for the payment, or on to a result page: the button stays busy
    } catch (error) {
      failed(error);
      setBusy(undefined);
    }
  };
  const cancel = async () => {
    setProblem(undefined);
    setBusy("cancel");
    try {
      await actions.cancel(order.id);
      setCanceled(true);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
      setOpen(false);
    }
  };

  return (
    <div className="grid gap-3 border-t pt-3">
      {problem && (
        <Alert focusOn={problem} variant="destructive">
          {problemText()}
        </Alert>
      )}
      <p>{t("account.orders.unpaidText")}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          loading={busy === "pay"}
          loadingLabel={t("account.orders.paying")}
          disabled={busy === "cancel"}
          onClick={() => void pay()}
        >
          {t("account.orders.pay")}
        </Button>
        <Dialog open={open} onOpenChange={(next) => busy === undefined && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="secondary" disabled={busy !== undefined}>
              {t("account.orders.cancel")}
            </Button>
          </DialogTrigger>
          <DialogContent
            onCloseAutoFocus={(event) => {
              // A refusal's alert takes the focus, not the button that opened the dialog.
              if (problem) event.preventDefault();
            }}
          >
            <DialogHeader>
              <DialogTitle>{t("account.orders.cancelTitle", { id: order.id })}</DialogTitle>
              <DialogDescription>{t("account.orders.cancelText")}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={busy === "cancel"}>
                  {t("account.orders.cancelKeep")}
                </Button>
              </DialogClose>
              <Button
                variant="destructive"
                loading={busy === "cancel"}
                loadingLabel={t("account.orders.canceling")}
                onClick={() => void cancel()}
              >
                {t("account.orders.cancelConfirm")}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
