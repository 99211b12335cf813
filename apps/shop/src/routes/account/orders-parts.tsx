// The account's order views (spec surrounding-areas §2): the latest orders table of the
// overview (id, date, total, status) and the order panel of the order list (id, date, total,
// status, the item lines with their downloads, donations, the customer's comment; annual
// tickets lead to their personalisation).
import type { Order } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { buttonVariants } from "@shop/ui/button";
import { Money } from "@shop/ui/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@shop/ui/table";
import { Link } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { orderPagePath } from "../../features/checkout/documents";
import { useIntl } from "../../i18n/intl";
import { OrderLines } from "../checkout/order-lines";
import { OrderActions } from "./order-actions";
import { orderStatusOf } from "./order-status";

export function useOrderDate() {
  const intl = useIntl();
  return (order: Order) =>
    intl.formatDate(order.created_at, { dateStyle: "medium", timeZone: "Europe/Berlin" });
}

export function OrderStatusBadge({ order }: { order: Order }) {
  const t = useAccountT();
  const status = orderStatusOf(order);
  const variant =
    status === "paid" || status === "free"
      ? "success"
      : status === "canceled"
        ? "secondary"
        : "warning";
  return <Badge variant={variant}>{t(`account.status.${status}`)}</Badge>;
}

// WCAG 1.4.10 (the issue 27): below the sm breakpoint the table reflows into one card per order
// (the table's stack layout) instead of scrolling sideways in a box the keyboard cannot reach.
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const t = useAccountT();
  const date = useOrderDate();
  const id = t("account.orders.id");
  const placed = t("account.orders.date");
  const total = t("account.orders.total");
  const status = t("account.orders.status");
  return (
    <Table layout="stack" data-slot="orders-table">
      <TableHeader>
        <TableRow>
          <TableHead>{id}</TableHead>
          <TableHead>{placed}</TableHead>
          <TableHead className="text-end">{total}</TableHead>
          <TableHead>{status}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell label={id}>{order.id}</TableCell>
            <TableCell label={placed}>{date(order)}</TableCell>
            <TableCell label={total} className="text-end">
              <Money cents={order.total_price_cents} />
            </TableCell>
            <TableCell label={status}>
              <OrderStatusBadge order={order} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** spec selling-core §2: an order's annual passes are personalised by link, not downloaded. */
export function PersonaliseLink({ order }: { order: Order }) {
  const t = useAccountT();
  if (!order.personalization_token) return null;
  return (
    <Link
      to={`/annual/personalisation/${order.personalization_token}`}
      className={buttonVariants({ variant: "secondary" })}
    >
      {t("account.orders.personalise")}
    </Link>
  );
}

export function OrderPanel({ order, locale }: { order: Order; locale: string }) {
  const t = useAccountT();
  const date = useOrderDate();
  const heading = `order-${order.id}-heading`;
  return (
    <section aria-labelledby={heading} className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} tabIndex={-1} className="font-heading font-semibold text-xl">
          {t("account.orders.heading", { id: order.id })}
        </h2>
        <OrderStatusBadge order={order} />
      </div>
      <p className="text-muted-foreground">{t("account.orders.placed", { date: date(order) })}</p>
      <OrderLines order={order} token={order.token} locale={locale} />
      <p className="flex justify-between gap-4 border-t pt-2 font-semibold">
        <span>{t("account.orders.total")}</span>
        <Money cents={order.total_price_cents} />
      </p>
      {order.customer_comment && order.customer_comment.trim() !== "" && (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t("account.orders.comment")}</h3>
          <p className="whitespace-pre-line break-words">{order.customer_comment}</p>
        </div>
      )}
      <OrderActions order={order} locale={locale} headingId={heading} />
      <p className="flex flex-wrap gap-3">
        <PersonaliseLink order={order} />
        {/* the issue 33: the order's own page, its documents and the confirmation again */}
        <Link
          to={orderPagePath(order)}
          className={buttonVariants({ variant: "secondary" })}
          aria-describedby={heading}
        >
          {t("account.orders.orderPage")}
        </Link>
      </p>
    </section>
  );
}
