// spec selling-core §2 shop.tickets.annualPersonalization under /annual/personalisation/:token:
// the list of a link's annual passes, a person slot, and the address routes of a slot. One
// lazy chunk with its own routes, so the entry of the shop carries one route for all of them
// (the issue "speed": /tickets and /start load at most 120 kB). A slot's form left for its
// address page waits for the way back in the routes' drafts (features/annual/annual-drafts.tsx).
import { Route, Routes } from "react-router";
import { AnnualDraftsProvider } from "../../features/annual/annual-drafts";
import { AreaTexts } from "../../i18n/area-texts";
import { ANNUAL_TABLES } from "./annual-texts";
import { PersonalizationAddressPage } from "./personalization-address-page";
import { PersonalizationDetailPage } from "./personalization-detail-page";
import { PersonalizationListPage } from "./personalization-list-page";

export function AnnualRoutes() {
  return (
    <AnnualDraftsProvider>
      <AreaTexts name="annual" tables={ANNUAL_TABLES}>
        <Routes>
          <Route index element={<PersonalizationListPage />} />
          <Route path=":ticketSaleId/:personalizationId" element={<PersonalizationDetailPage />} />
          <Route
            path=":ticketSaleId/:personalizationId/address/new"
            element={<PersonalizationAddressPage />}
          />
          <Route
            path=":ticketSaleId/:personalizationId/address/:addressId"
            element={<PersonalizationAddressPage />}
          />
        </Routes>
      </AreaTexts>
    </AnnualDraftsProvider>
  );
}
