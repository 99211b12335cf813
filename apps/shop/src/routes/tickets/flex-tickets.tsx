// spec selling-core §2 shop.tickets.time, flex group: tickets without a date, listed with the
// flex info box (the venue's text `flexInfo` when it has one).
import type { Ticket, TicketGroup } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { useShop } from "../../features/shop/shop-context";
import { useT } from "../../i18n/use-t";
import { plainText } from "../../lib/plain-text";
import { AddToCart } from "./add-to-cart";
import { PageFrame } from "./page-frame";
import { TicketRows } from "./ticket-rows";

export function FlexTickets({
  group,
  tickets,
}: {
  group: TicketGroup;
  tickets: readonly Ticket[];
}) {
  const t = useT();
  const venueText = useShop().content.flexInfo;
  return (
    <PageFrame title={t("tickets.flex.title")} step="group">
      <Alert role="note" variant="info">
        <AlertDescription>
          {venueText ? plainText(venueText) : t("tickets.flex.info")}
        </AlertDescription>
      </Alert>
      <TicketRows tickets={tickets} withContent={group.withContentAttributes} />
      <AddToCart tickets={tickets} />
    </PageFrame>
  );
}
