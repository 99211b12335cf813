// spec selling-core §2 shop.tickets, surrounding-areas §2: when the museums cannot be loaded
// the visitor lands on the museum error page.
import { useT } from "../../i18n/use-t";
import { InfoPage } from "../info/info-page";

export function MuseumErrorPage() {
  const t = useT();
  return (
    <InfoPage title={t("tickets.museumError.title")}>{t("tickets.museumError.text")}</InfoPage>
  );
}
