// Login, registration and the account area come in a later phase; their links lead here and
// say so plainly.
import { useT } from "../../i18n/use-t";
import { InfoPage } from "../info/info-page";

export function AccountsPendingPage() {
  const t = useT();
  return <InfoPage title={t("accounts.title")}>{t("accounts.text")}</InfoPage>;
}
