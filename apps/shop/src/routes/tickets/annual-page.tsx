// spec selling-core §2 shop.tickets.annual: the annual tickets with quantity selection and add
// to cart; the page redirects to itself with group annual.
import { Navigate, useSearchParams } from "react-router";
import { GROUP, isAnnualGroup } from "../../features/tickets/ticket-groups";
import { useT } from "../../i18n/use-t";
import { AddToCart } from "./add-to-cart";
import { PageFrame } from "./page-frame";
import { TicketRows } from "./ticket-rows";
import { useTicketsFlow } from "./tickets-context";

export function AnnualPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { tickets, groups, flow } = useTicketsFlow();
  if (flow.group !== GROUP.annual) {
    const next = new URLSearchParams(params);
    next.set("group", GROUP.annual);
    return <Navigate to={`/tickets/annual?${next.toString()}`} replace />;
  }
  const annual = tickets.filter((ticket) => ticket.ticket_type === "annual");
  const group = groups.find(isAnnualGroup);
  return (
    <PageFrame title={t("tickets.annual.title")} intro={<p>{t("tickets.annual.intro")}</p>}>
      {annual.length === 0 ? (
        <p>{t("tickets.error.empty")}</p>
      ) : (
        <>
          <TicketRows tickets={annual} withContent={group?.withContentAttributes ?? true} />
          <AddToCart tickets={annual} />
        </>
      )}
    </PageFrame>
  );
}
