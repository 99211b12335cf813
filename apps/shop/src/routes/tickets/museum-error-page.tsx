// spec selling-core §2 shop.tickets, surrounding-areas §2: when the museums cannot be loaded
// the visitor lands on the museum error page. Its texts are in the plain pages' late table
// (i18n/catalogue.ts): the first route carries none of a page it rarely shows.
import { useT } from "../../i18n/use-t";
import { InfoPage } from "../info/info-page";
import { AllTexts } from "../layout/all-texts";

export function MuseumErrorPage() {
  return (
    <AllTexts>
      <MuseumError />
    </AllTexts>
  );
}

function MuseumError() {
  const t = useT();
  return (
    <InfoPage title={t("tickets.museumError.title")}>{t("tickets.museumError.text")}</InfoPage>
  );
}
