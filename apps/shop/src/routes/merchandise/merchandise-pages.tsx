// spec surrounding-areas §2 "Merchandise": the article list, an article's page with its
// add-to-cart, and the merchandise error page: one lazy chunk with its own texts
// (messages/merchandise), so no other page carries the article calls or rules
// (bench/first-route). The router names the page by its path.
import { MERCHANDISE_TABLES } from "../../features/merchandise/merchandise-texts";
import { AreaTexts } from "../../i18n/area-texts";
import { MerchandiseErrorPage } from "./merchandise-error-page";
import { MerchandiseListPage } from "./merchandise-list-page";
import { MerchandisePage } from "./merchandise-page";

const PAGES = {
  list: MerchandiseListPage,
  detail: MerchandisePage,
  error: MerchandiseErrorPage,
} as const;

export type MerchandisePageName = keyof typeof PAGES;

export function MerchandiseArea({ page }: { page: MerchandisePageName }) {
  const Page = PAGES[page];
  return (
    <AreaTexts name="merchandise" tables={MERCHANDISE_TABLES}>
      <Page />
    </AreaTexts>
  );
}
