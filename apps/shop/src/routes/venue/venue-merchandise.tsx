// spec surrounding-areas §2 "Search", §9: the articles a search finds — up to 4 cards as the
// article list draws them (../merchandise/merchandise-card.tsx), and a link to the list when
// more match. The cards and the link speak the merchandise texts (messages/merchandise), asked
// for with the page's own calls so the section shows whole; no articles, no section.
import type { Merchandise } from "@shop/core/contract";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { MERCHANDISE_TABLES, useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { MERCHANDISE_PREVIEWS } from "../../features/merchandise/use-merchandise";
import { useVenueT } from "../../features/venue/venue-texts";
import { AreaTexts, useAreaTexts } from "../../i18n/area-texts";
import { MerchandiseCard } from "../merchandise/merchandise-card";

function MoreLink() {
  const t = useMerchandiseT();
  return (
    <p>
      <UiLink asChild variant="standalone">
        <Link to="/merchandise/list">{t("merchandise.search.more")}</Link>
      </UiLink>
    </p>
  );
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
  const texts = useAreaTexts("merchandise", MERCHANDISE_TABLES);
  if (props.articles.length === 0) return null;
  // Until the texts are there (AreaTexts below says so when they fail).
  if (!texts.data && !texts.error) return null;
  return (
    <section aria-labelledby={props.id} className="grid gap-4">
      <h2 id={props.id} className="font-heading font-semibold text-2xl">
        {t("nav.merchandise")}
      </h2>
      <AreaTexts name="merchandise" tables={MERCHANDISE_TABLES}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.articles.slice(0, MERCHANDISE_PREVIEWS).map((article) => (
            <li key={article.id}>
              <MerchandiseCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
        {props.total > MERCHANDISE_PREVIEWS && <MoreLink />}
      </AreaTexts>
    </section>
  );
}
