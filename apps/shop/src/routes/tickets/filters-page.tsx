// spec selling-core §2 shop.tickets.filters: filter by museum and exhibition, then choose a
// group; in the compact style there is no filter step and the list is shown instead.
import { buttonVariants } from "@shop/ui/button";
import { Link, Navigate, useSearchParams } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import { flowHref } from "../../features/tickets/flow-params";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "./page-frame";
import { TicketFilters } from "./ticket-filters";

export function FiltersPage() {
  const t = useT();
  const [params] = useSearchParams();
  const settings = useShopSettings();
  if (settings.compactStyle) {
    return <Navigate to={flowHref("list", params, {}, ["date"])} replace />;
  }
  return (
    <PageFrame title={t("tickets.filters.title")} step="filter">
      <TicketFilters />
      <p>
        <Link to={flowHref("groups", params)} className={buttonVariants()}>
          {t("tickets.next")}
        </Link>
      </p>
    </PageFrame>
  );
}
