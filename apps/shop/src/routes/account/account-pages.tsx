// spec surrounding-areas §2: the account overview (the latest orders table) and the order list
// (sorted by id descending, a loading spinner, a no-orders notice, 5 a page — the server's
// per_page — with pagination only when there are more; each order in its panel).
import { Alert } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Pagination } from "@shop/ui/pagination";
import { Spinner } from "@shop/ui/spinner";
import { Link, useSearchParams } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { useOrders } from "../../features/account/use-account";
import { useLocale } from "../../i18n/locale-context";
import { OrderPanel, OrdersTable } from "./orders-parts";
import { UserArea } from "./user-area";

export function AccountOverviewPage() {
  const t = useAccountT();
  return (
    <UserArea title={t("account.overview.title")}>
      {(customer) => (
        <>
          <p>{t("account.overview.welcome", { name: customer.name, surname: customer.surname })}</p>
          <LatestOrders />
        </>
      )}
    </UserArea>
  );
}

function LatestOrders() {
  const t = useAccountT();
  const { locale } = useLocale();
  const orders = useOrders(locale, 1);
  return (
    <section aria-labelledby="latest-orders" className="grid gap-3">
      <h2 id="latest-orders" className="font-heading font-semibold text-xl">
        {t("account.overview.latest")}
      </h2>
      <OrdersState orders={orders}>
        {(list) => (
          <>
            <OrdersTable orders={list.orders} />
            <p>
              <UiLink asChild variant="standalone">
                <Link to="/orders">{t("account.overview.allOrders")}</Link>
              </UiLink>
            </p>
          </>
        )}
      </OrdersState>
    </section>
  );
}

type OrdersRead = ReturnType<typeof useOrders>;
type OrderList = NonNullable<OrdersRead["data"]>;

/** The spinner, the failure, the no-orders notice, or the list. */
function OrdersState(props: {
  orders: OrdersRead;
  children: (list: OrderList) => React.ReactNode;
}) {
  const t = useAccountT();
  const { data, error, isLoading } = props.orders;
  if (isLoading && !data) return <Spinner label={t("account.orders.loading")} />;
  if (error || !data) return <Alert variant="destructive">{t("account.orders.failed")}</Alert>;
  if (data.meta.total_count === 0) return <p>{t("account.orders.none")}</p>;
  return props.children(data);
}

/** ?page=N from 1; anything else is the first page. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function OrdersPage() {
  const t = useAccountT();
  return <UserArea title={t("account.orders.title")}>{() => <OrdersList />}</UserArea>;
}

function OrdersList() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const orders = useOrders(locale, page);
  return (
    <OrdersState orders={orders}>
      {(list) => {
        const pageCount = Math.ceil(list.meta.total_count / list.meta.per_page);
        return (
          <>
            {list.orders.map((order) => (
              <OrderPanel key={order.id} order={order} locale={locale} />
            ))}
            {/* spec §2: pagination only when the orders exceed a page (it renders nothing then) */}
            <Pagination
              aria-label={t("account.orders.pages")}
              page={Math.min(page, Math.max(pageCount, 1))}
              pageCount={pageCount}
              getHref={(to) => `/orders?page=${to}`}
              renderLink={({ href, ...link }) => <Link to={href} {...link} />}
            />
          </>
        );
      }}
    </OrdersState>
  );
}
