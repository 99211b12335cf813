// spec selling-core §2 "Ticket selection": the ticket flow is the next phase; /tickets shows
// its heading until then.
import { useT } from "../../i18n/use-t";
import { InfoPage } from "../info/info-page";

export function TicketsPage() {
  const t = useT();
  return <InfoPage title={t("tickets.title")}>{t("tickets.text")}</InfoPage>;
}
