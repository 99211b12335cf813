import { useT } from "../../i18n/use-t";
import { InfoPage } from "../info/info-page";

export function NotFoundPage() {
  const t = useT();
  return <InfoPage title={t("notFound.title")}>{t("notFound.text")}</InfoPage>;
}
