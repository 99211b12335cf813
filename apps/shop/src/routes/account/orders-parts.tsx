// The account's order views (spec surrounding-areas §2): the latest orders table of the
// overview (id, date, total, status) and the order panel of the order list (id, date, total,
// status, the item lines with their downloads, donations, the customer's comment; annual
// tickets lead to their personalisation).
import type { Order } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { buttonVariants } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { Money } from "@shop/ui/money";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { OrderLines } from "../checkout/order-lines";
import { OrderActions } from "./order-actions";
import { orderStatusOf } from "./order-status";

function useOrderDate() {
  const intl = useIntl();
  return (order: Order) =>
    intl.formatDate(order.created_at, { dateStyle: "medium", timeZone: "Europe/Berlin" });
}

function OrderStatusBadge({ order }: { order: Order }) {
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
// — each cell on a line of its own, led by its column's name — instead of scrolling sideways
// in a box the keyboard cannot reach. The column names inside the cells are hidden from screen
// readers, which keep the table and name each cell by its header.
const CELL = "py-2 pe-4 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-0.5 max-sm:pe-0";

function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="font-medium sm:hidden">
      {children}
    </span>
  );
}

export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const t = useAccountT();
  const date = useOrderDate();
  return (
    <table data-slot="orders-table" className="w-full text-left max-sm:block">
      <thead className="max-sm:sr-only">
        <tr className="border-b">
          <th scope="col" className="py-2 pe-4">
            {t("account.orders.id")}
          </th>
          <th scope="col" className="py-2 pe-4">
            {t("account.orders.date")}
          </th>
          <th scope="col" className="py-2 pe-4 text-end">
            {t("account.orders.total")}
          </th>
          <th scope="col" className="py-2">
            {t("account.orders.status")}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:grid max-sm:gap-3">
        {orders.map((order) => (
          <tr
            key={order.id}
            className="border-b max-sm:grid max-sm:rounded-md max-sm:border max-sm:p-3"
          >
            <td className={CELL}>
              <CellLabel>{t("account.orders.id")}</CellLabel>
              {order.id}
            </td>
            <td className={CELL}>
              <CellLabel>{t("account.orders.date")}</CellLabel>
              {date(order)}
            </td>
            <td className={cn(CELL, "text-end")}>
              <CellLabel>{t("account.orders.total")}</CellLabel>
              <Money cents={order.total_price_cents} />
            </td>
            <td className={cn(CELL, "pe-0")}>
              <CellLabel>{t("account.orders.status")}</CellLabel>
              <OrderStatusBadge order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
      {order.personalization_token && (
        <p>
          <Link
            to={`/annual/personalisation/${order.personalization_token}`}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("account.orders.personalise")}
          </Link>
        </p>
      )}
    </section>
  );
}
