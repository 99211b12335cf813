// Navigation items whose pages belong to a later phase lead here: a plain page that says so,
// never a broken one. The route's handle names the page.
import { useMatches } from "react-router";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { InfoPage } from "./info-page";

export interface PageHandle {
  title: MessageKey;
}

export function ComingSoonPage() {
  const t = useT();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  return <InfoPage title={t(handle?.title ?? "app.name")}>{t("comingSoon.text")}</InfoPage>;
}
