// The issue 33, Deliver 6: on the order page, the lines the venue's policy lets the visitor
// cancel now (until when, the fee, what comes back), each after a confirmation; and the lines
// cancelled, with what came back and how the refund stands. A refusal says why in the refusal
// table's words and takes the focus; a cancellation done is read out and takes the focus too.
import { formatMoney, TIME_ZONE } from "@shop/core";
import type { CancellationOffer, LineCancellation, Order } from "@shop/core/contract";
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
import { useEffect, useRef, useState } from "react";
import { useAccountT } from "../../features/account/account-texts";
import { useOrderPageWrites } from "../../features/account/use-order-page";
import { useIntl } from "../../i18n/intl";
import { useLocale } from "../../i18n/locale-context";
import { type Refusal, refusalMessage, refusalOf } from "../../lib/refusal-text";

const REFUSALS = [
  "cancellation_not_allowed",
  "cancellation_too_late",
  "already_canceled",
  "already_checked_in",
] as const;

interface Props {
  order: Order;
  token: string;
  locale: string;
}

/** The title of the line an offer or cancellation is of (its first item's). */
function titleOf(order: Order, itemIds: readonly number[]): string {
  return order.items.find((item) => item.id === itemIds[0])?.attributes.title ?? "";
}

function useMoney() {
  const { locale } = useLocale();
  return (cents: number) => formatMoney(cents, locale);
}

export function OrderCancellation({ order, token, locale }: Props) {
  const t = useAccountT();
  // Kept here, not in an offer: the offer is gone once the order is read again.
  const [done, setDone] = useState<string | undefined>();
  const [problem, setProblem] = useState<{ refusal: Refusal | undefined } | undefined>();
  // A cancellation done: the section's heading takes the focus (the dialog and its offer are
  // gone), and the status below it says what happened.
  useEffect(() => {
    if (done !== undefined) document.getElementById("order-cancellation")?.focus();
  }, [done]);
  if (order.cancellation_offers.length === 0 && order.cancellations.length === 0) return null;
  const problemText = () => {
    if (!problem?.refusal) return t("account.orders.actionFailed");
    const { key, values } = refusalMessage(problem.refusal);
    return t(key, values);
  };
  const outcome = {
    cancelled: (title: string) => {
      setProblem(undefined);
      setDone(title);
    },
    refused: (error: unknown) => {
      setDone(undefined);
      setProblem({ refusal: refusalOf(error, [...REFUSALS]) });
    },
  };
  return (
    <section aria-labelledby="order-cancellation" className="grid gap-3">
      <h2 id="order-cancellation" tabIndex={-1} className="font-heading font-semibold text-xl">
        {t("account.order.cancelHeading")}
      </h2>
      <p role="status">{done !== undefined && t("account.order.cancelDone", { title: done })}</p>
      {problem && (
        <Alert focusOn={problem} variant="destructive">
          {problemText()}
        </Alert>
      )}
      {order.cancellations.length > 0 && <Cancellations order={order} />}
      {order.cancellation_offers.length > 0 && (
        <>
          <p>{t("account.order.cancelIntro")}</p>
          <ul className="grid gap-3">
            {order.cancellation_offers.map((offer) => (
              <li key={offer.item_ids[0]}>
                <CancelOffer
                  order={order}
                  offer={offer}
                  token={token}
                  locale={locale}
                  outcome={outcome}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Cancellations({ order }: { order: Order }) {
  const t = useAccountT();
  const intl = useIntl();
  const money = useMoney();
  const refundText = (cancellation: LineCancellation) => {
    const amount = money(cancellation.refund_cents);
    if (cancellation.refund_cents === 0) return null;
    if (cancellation.refund_status === "none")
      return t("account.order.refund.credited", { amount });
    return t(`account.order.refund.${cancellation.refund_status}`, { amount });
  };
  return (
    <ul className="grid gap-2" data-testid="cancellations">
      {order.cancellations.map((cancellation) => (
        <li key={cancellation.item_ids[0]} className="grid gap-0.5 rounded-md border p-3">
          <span className="font-semibold">
            {t("account.order.cancellation", {
              title: titleOf(order, cancellation.item_ids),
              date: intl.formatDate(cancellation.created_at, {
                dateStyle: "medium",
                timeZone: TIME_ZONE,
              }),
            })}
          </span>
          {cancellation.fee_cents > 0 && (
            <span>{t("account.order.feeKept", { amount: money(cancellation.fee_cents) })}</span>
          )}
          {cancellation.voucher_cents > 0 && (
            <span>
              {t("account.order.voucherBack", { amount: money(cancellation.voucher_cents) })}
            </span>
          )}
          {refundText(cancellation) && <span>{refundText(cancellation)}</span>}
        </li>
      ))}
    </ul>
  );
}

function CancelOffer({
  order,
  offer,
  token,
  locale,
  outcome,
}: Props & {
  offer: CancellationOffer;
  outcome: { cancelled(title: string): void; refused(error: unknown): void };
}) {
  const t = useAccountT();
  const intl = useIntl();
  const money = useMoney();
  const writes = useOrderPageWrites(locale, order.id, token);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Once the visitor confirmed, the outcome takes the focus, not the button that opened it.
  const confirmed = useRef(false);
  const title = titleOf(order, offer.item_ids);
  const amounts = { fee: money(offer.fee_cents), refund: money(offer.refund_cents) };

  const cancel = async () => {
    confirmed.current = true;
    setBusy(true);
    try {
      await writes.cancelLine(offer.item_ids[0] ?? 0);
      outcome.cancelled(title);
    } catch (error) {
      outcome.refused(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className="grid justify-items-start gap-2">
      <p>
        {t("account.order.cancelOffer", {
          title,
          until: intl.formatDate(offer.until, {
            dateStyle: "medium",
            timeStyle: "short",
            timeZone: TIME_ZONE,
          }),
          ...amounts,
        })}
      </p>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="secondary">{t("account.order.cancelLine", { title })}</Button>
        </DialogTrigger>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (confirmed.current) event.preventDefault();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t("account.order.cancelLineTitle", { title })}</DialogTitle>
            <DialogDescription>{t("account.order.cancelLineText", amounts)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                {t("account.order.cancelLineKeep")}
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              loading={busy}
              loadingLabel={t("account.order.cancelingLine")}
              onClick={() => void cancel()}
            >
              {t("account.order.cancelLineConfirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
