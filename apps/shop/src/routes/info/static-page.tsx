// spec surrounding-areas §2 "Static pages": /page/{id}. The page texts come in a later phase;
// until then the known legal pages get their name and every page a placeholder text.
import { useParams } from "react-router";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { InfoPage } from "./info-page";

const KNOWN: Record<string, MessageKey> = {
  agb: "footer.terms",
  terms: "footer.terms",
  datenschutz: "footer.privacy",
  privacy: "footer.privacy",
  impressum: "footer.imprint",
  imprint: "footer.imprint",
  sitemap: "footer.sitemap",
};

export function StaticPage() {
  const t = useT();
  const id = useParams().id ?? "";
  const known = KNOWN[id];
  return (
    <InfoPage title={known ? t(known) : t("static.title", { id })}>{t("static.text")}</InfoPage>
  );
}
