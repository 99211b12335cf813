// spec surrounding-areas §2 "Merchandise", §8: where a failed load of an article leads — as
// the exhibition and product error pages (../venue/item-error-pages.tsx): a title, a text,
// the way back (here to the article list).
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { InfoPage } from "../info/info-page";

export function MerchandiseErrorPage() {
  const t = useMerchandiseT();
  return <InfoPage title={t("merchandise.error.title")}>{t("merchandise.error.text")}</InfoPage>;
}
