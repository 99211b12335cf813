// Navigation items whose pages belong to a later phase lead here: a plain page that says so,
// never a broken one. The route names the page.
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { InfoPage } from "./info-page";

export function ComingSoonPage({ title }: { title: MessageKey }) {
  const t = useT();
  return <InfoPage title={t(title)}>{t("comingSoon.text")}</InfoPage>;
}
