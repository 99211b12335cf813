// spec surrounding-areas §2 "Search", §9: the articles a search finds — up to 4 cards as the
// article list draws them (../merchandise/merchandise-card.tsx), and a link to the list when
// more match, in the merchandise texts (messages/merchandise).
import type { Merchandise } from "@shop/core/contract";
import { MERCHANDISE_TABLES, useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { MERCHANDISE_PREVIEWS } from "../../features/merchandise/use-merchandise";
import { useVenueT } from "../../features/venue/venue-texts";
import { MerchandiseCard } from "../merchandise/merchandise-card";
import { MoreLink, VenueAreaSection } from "./venue-area-section";

function MoreArticles() {
  const t = useMerchandiseT();
  return <MoreLink to="/merchandise/list">{t("merchandise.search.more")}</MoreLink>;
}

export function VenueMerchandise(props: {
  /** The heading's id: the section is named by it. */
  id: string;
  /** The articles found (one more than shown tells that more exist). */
  articles: readonly Merchandise[];
  /** How many match in all. */
  total: number;
}) {
  const t = useVenueT();
  return (
    <VenueAreaSection
      id={props.id}
      heading={t("nav.merchandise")}
      area={{ name: "merchandise", tables: MERCHANDISE_TABLES }}
      cards={props.articles.slice(0, MERCHANDISE_PREVIEWS).map((article) => ({
        id: article.id,
        card: <MerchandiseCard article={article} headingLevel="h3" />,
      }))}
      more={props.total > MERCHANDISE_PREVIEWS && <MoreArticles />}
    />
  );
}
