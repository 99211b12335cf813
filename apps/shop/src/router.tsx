// The route tree (DESIGN.md §8: routes mirror the states of spec §2), in react-router's
// declarative mode: the shop needs no loaders or actions, and the data router costs 16 kB gzip
// more of the first route (the issue "speed", bench/first-route). Pages are lazy, so each is
// its own chunk and the first route ships only what it needs; the frame (layout, error page,
// redirect) is in the entry chunk. Route changes run in a transition (BrowserRouter's
// default), so the page on screen stays until the next one has loaded.
import { type ComponentType, lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import type { MessageKey } from "./i18n/catalogue";
import type { AccountPageName } from "./routes/account/account-area";
import { RouteErrorBoundary } from "./routes/errors/route-error-boundary";
import type { EventPageName } from "./routes/events/events-pages";
import { AllTexts } from "./routes/layout/all-texts";
import { LoadingScreen } from "./routes/layout/loading-screen";
import { PageOutlet } from "./routes/layout/page-outlet";
import { RootLayout } from "./routes/layout/root-layout";
import type { MerchandisePageName } from "./routes/merchandise/merchandise-pages";
import { RedirectToStart } from "./routes/start/redirect-to-start";
import type { TourPageName } from "./routes/tours/tours-pages";
import type { VenuePageName } from "./routes/venue/venue-pages";

// A lazy page: the named export of a module, loaded when the route is first rendered or
// when `preload` asks for it first.
function page<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const component = lazy(
    async (): Promise<{ default: ComponentType<Props> }> => ({
      default: (await load())[name],
    }),
  );
  // A failed preload is the route's to report when it renders (its own import fails then).
  return Object.assign(component, { preload: () => void load().catch(() => undefined) });
}

const MaintenancePage = page(() => import("./routes/errors/maintenance-page"), "MaintenancePage");
const StartPage = page(() => import("./routes/start/start-page"), "StartPage");
const TicketsLayout = page(() => import("./routes/tickets/tickets-layout"), "TicketsLayout");
const TicketsIndex = page(() => import("./routes/tickets/tickets-layout"), "TicketsIndex");
const GroupsPage = page(() => import("./routes/tickets/groups-page"), "GroupsPage");
const FiltersPage = page(() => import("./routes/tickets/filters-page"), "FiltersPage");
const ListPage = page(() => import("./routes/tickets/list-page"), "ListPage");
const TimePage = page(() => import("./routes/tickets/time-page"), "TimePage");
const TypesPage = page(() => import("./routes/tickets/types-page"), "TypesPage");
const CombiPage = page(() => import("./routes/tickets/combi-page"), "CombiPage");
const AnnualPage = page(() => import("./routes/tickets/annual-page"), "AnnualPage");
const PersonalizationPage = page(
  () => import("./routes/tickets/personalization-page"),
  "PersonalizationPage",
);
const AnnualRoutes = page(() => import("./routes/annual/annual-routes"), "AnnualRoutes");
const MuseumErrorPage = page(() => import("./routes/tickets/museum-error-page"), "MuseumErrorPage");
const ComingSoonPage = page(() => import("./routes/info/coming-soon-page"), "ComingSoonPage");
const AccountArea = page(() => import("./routes/account/account-area"), "AccountArea");
const OnepagerPage = page(() => import("./routes/onepager/onepager-page"), "OnepagerPage");
const CartSummaryPage = page(() => import("./routes/cart/cart-summary-page"), "CartSummaryPage");
const CheckoutPage = page<"CheckoutPage", object>(
  () => import("./routes/checkout/checkout-page"),
  "CheckoutPage",
);
const ShippingAddressPage = page(
  () => import("./routes/checkout/shipping-address-page"),
  "ShippingAddressPage",
);
const SuccessPage = page(() => import("./routes/checkout/success-page"), "SuccessPage");
const FailurePage = page(() => import("./routes/checkout/failure-page"), "FailurePage");
const PendingPage = page(() => import("./routes/checkout/pending-page"), "PendingPage");
const PaymentPage = page(() => import("./routes/checkout/payment-page"), "PaymentPage");
const ReturnPage = page(() => import("./routes/checkout/return-page"), "ReturnPage");
const VenueArea = page(() => import("./routes/venue/venue-pages"), "VenueArea");
const EventsArea = page(() => import("./routes/events/events-pages"), "EventsArea");
const ToursArea = page(() => import("./routes/tours/tours-pages"), "ToursArea");
const MerchandiseArea = page(
  () => import("./routes/merchandise/merchandise-pages"),
  "MerchandiseArea",
);
const NotFoundPage = page(() => import("./routes/errors/not-found-page"), "NotFoundPage");
const CheckInArea = page(() => import("./routes/staff/check-in-page"), "CheckInArea");
const WaitingListOfferArea = page(
  () => import("./routes/waiting-list/offer-page"),
  "WaitingListOfferArea",
);
const WaitingRoomArea = page(
  () => import("./routes/waiting-room/waiting-room-page"),
  "WaitingRoomArea",
);

// The pages a first visit to a buyer path renders, loaded as the shop starts: beside GET /shop
// and the flow's data instead of after them (the issue "speed", Lighthouse's LCP: the time
// step's chunks waited for the tickets, the cart's for the shop's settings).
const FIRST_PAGES: Readonly<Record<string, readonly { preload: () => void }[]>> = {
  "/start": [StartPage],
  "/tickets": [TicketsLayout, GroupsPage],
  "/tickets/groups": [TicketsLayout, GroupsPage],
  "/tickets/filters": [TicketsLayout, FiltersPage],
  "/tickets/list": [TicketsLayout, ListPage],
  "/tickets/time": [TicketsLayout, TimePage],
  "/tickets/types": [TicketsLayout, TypesPage],
  "/tickets/combi": [TicketsLayout, CombiPage],
  "/tickets/annual": [TicketsLayout, AnnualPage],
  "/tickets/personalization": [TicketsLayout, PersonalizationPage],
  "/onepager": [OnepagerPage],
  "/cart": [CartSummaryPage],
  "/checkout": [CheckoutPage],
  "/checkout/shipping-address": [ShippingAddressPage],
  "/checkout/payment": [PaymentPage],
};

/** Starts loading the page of a first visit to `pathname` (main.tsx), if it is a buyer page. */
export function preloadFirstPage(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const first of FIRST_PAGES[path] ?? []) first.preload();
}

// Navigation items whose pages belong to a later phase: a plain page that says so (none now:
// the merchandise has its pages).
const COMING_SOON: readonly (readonly [path: string, title: MessageKey])[] = [];

// spec surrounding-areas §2 "Museums and exhibitions", "Static pages", "Maintenance and error
// pages": the venue's pages, one chunk for all (routes/venue/venue-pages.tsx).
const VENUE_PAGES: readonly (readonly [path: string, page: VenuePageName])[] = [
  ["museums", "museums"],
  ["museum/:id", "museum"],
  ["exhibitions", "exhibitions"],
  ["exhibition/:id", "exhibition"],
  ["page/:id", "page"],
  ["coupons", "coupons"],
  ["search/:q", "search"],
  ["exhibition-error", "exhibition-error"],
  ["product-error", "product-error"],
  ["token-not-found", "token-not-found"],
];

// spec surrounding-areas §2 "Events", "Seat selection (event date)": the event list, the date
// list across events and an event's page with its dates and seats, one chunk for all
// (routes/events/events-pages.tsx).
const EVENT_PAGES: readonly (readonly [path: string, page: EventPageName])[] = [
  ["events", "list"],
  ["events/dates", "dates"],
  ["event/:id", "event"],
];

// spec surrounding-areas §2 "Tours": the tour list and a tour's page with its booking form, one
// chunk for both (routes/tours/tours-pages.tsx).
const TOUR_PAGES: readonly (readonly [path: string, page: TourPageName])[] = [
  ["tours", "list"],
  ["tour/:id", "tour"],
];

// spec surrounding-areas §2 "Merchandise": the article list, an article's page and the
// merchandise error page, one chunk for all (routes/merchandise/merchandise-pages.tsx).
const MERCHANDISE_PAGES: readonly (readonly [path: string, page: MerchandisePageName])[] = [
  ["merchandise/list", "list"],
  ["merchandise/detail/:id", "detail"],
  ["merchandise-error", "error"],
];

// spec surrounding-areas §2 "Accounts and user area" and "VIP": each page at the path of its
// name, but one address at addresses/:id (also "new"), exclusive-x at exclusive/x, and an
// order's page at order/:id/:token (the issue 33).
const ACCOUNT_PAGES: readonly AccountPageName[] = [
  "login",
  "logout",
  "registration",
  "confirmation",
  "confirmation-success",
  "password-reset",
  "password-success",
  "guest",
  "account",
  "orders",
  "order",
  "profile",
  "addresses",
  "address",
  "exclusive-code",
  "exclusive-register",
  "exclusive-logout",
];

const ACCOUNT_PATHS: Partial<Record<AccountPageName, string>> = {
  address: "addresses/:id",
  order: "order/:id/:token",
};

/** The shop's routes; rendered inside a router (BrowserRouter, or MemoryRouter in tests). */
export function ShopRoutes() {
  return (
    // A frame that fails (the layout itself) shows the error page on its own; the first
    // page's chunk loads behind the loading screen.
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route
            path="/maintenance"
            element={
              <AllTexts>
                <MaintenancePage />
              </AllTexts>
            }
          />
          {/* The issue 34: the door's scanner page, for staff with a device's key; outside the
              shop's frame (no cart, menu or waiting room at the door). */}
          <Route path="/staff/check-in" element={<CheckInArea />} />
          <Route path="/" element={<RootLayout />}>
            {/* A page that fails keeps the header and footer around its error. */}
            <Route element={<PageOutlet />}>
              <Route index element={<RedirectToStart />} />
              <Route path="start" element={<StartPage />} />
              {/* spec surrounding-areas §2 "Waiting room" (DESIGN §9): where the shop session
                  sends visitors while the venue lets them in one after the other. */}
              <Route path="waiting-room" element={<WaitingRoomArea />} />
              {/* The issue 34, Deliver 3: the page of a waiting list offer's mailed link. */}
              <Route path="waiting-list/:token" element={<WaitingListOfferArea />} />
              {/* spec selling-core §2 shop.tickets: the container loads the tickets, each step
                  is its own chunk. */}
              <Route path="tickets" element={<TicketsLayout />}>
                <Route index element={<TicketsIndex />} />
                <Route path="groups" element={<GroupsPage />} />
                <Route path="filters" element={<FiltersPage />} />
                <Route path="list" element={<ListPage />} />
                <Route path="time" element={<TimePage />} />
                <Route path="types" element={<TypesPage />} />
                <Route path="combi" element={<CombiPage />} />
                <Route path="annual" element={<AnnualPage />} />
                <Route
                  path="personalization"
                  element={
                    <AllTexts>
                      <PersonalizationPage />
                    </AllTexts>
                  }
                />
                <Route path="*" element={<RedirectToStart />} />
              </Route>
              <Route path="museum-error" element={<MuseumErrorPage />} />
              {/* spec selling-core §2 shop.tickets.annualPersonalization: the list of a link's
                  annual tickets, a person slot, and the address routes of a slot. */}
              <Route
                path="annual/personalisation/:token/*"
                element={
                  <AllTexts>
                    <AnnualRoutes />
                  </AllTexts>
                }
              />
              {COMING_SOON.map(([path, title]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <AllTexts>
                      <ComingSoonPage title={title} />
                    </AllTexts>
                  }
                />
              ))}
              {/* spec selling-core §2 shop.onepager: the one-page purchase (its order step
                  waits for the late texts itself). */}
              <Route path="onepager" element={<OnepagerPage />} />
              <Route
                path="cart"
                element={
                  <AllTexts>
                    <CartSummaryPage />
                  </AllTexts>
                }
              />
              {/* spec selling-core §2, §4 "Checkout flow": the user choice and guest form, the
                  shipping address, the order, and the result states; each page its own chunk. */}
              <Route path="checkout">
                <Route
                  index
                  element={
                    <AllTexts>
                      <CheckoutPage />
                    </AllTexts>
                  }
                />
                <Route
                  path="shipping-address"
                  element={
                    <AllTexts>
                      <ShippingAddressPage />
                    </AllTexts>
                  }
                />
                <Route
                  path="success"
                  element={
                    <AllTexts>
                      <SuccessPage />
                    </AllTexts>
                  }
                />
                <Route
                  path="failure"
                  element={
                    <AllTexts>
                      <FailurePage />
                    </AllTexts>
                  }
                />
                <Route
                  path="pending"
                  element={
                    <AllTexts>
                      <PendingPage />
                    </AllTexts>
                  }
                />
                <Route
                  path="payment"
                  element={
                    <AllTexts>
                      <PaymentPage />
                    </AllTexts>
                  }
                />
                <Route
                  path="return"
                  element={
                    <AllTexts>
                      <ReturnPage />
                    </AllTexts>
                  }
                />
              </Route>
              {ACCOUNT_PAGES.map((name) => (
                <Route
                  key={name}
                  path={ACCOUNT_PATHS[name] ?? name.replace("exclusive-", "exclusive/")}
                  element={
                    <AllTexts>
                      <AccountArea page={name} />
                    </AllTexts>
                  }
                />
              ))}
              {EVENT_PAGES.map(([path, name]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <AllTexts>
                      <EventsArea page={name} />
                    </AllTexts>
                  }
                />
              ))}
              {TOUR_PAGES.map(([path, name]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <AllTexts>
                      <ToursArea page={name} />
                    </AllTexts>
                  }
                />
              ))}
              {MERCHANDISE_PAGES.map(([path, name]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <AllTexts>
                      <MerchandiseArea page={name} />
                    </AllTexts>
                  }
                />
              ))}
              {VENUE_PAGES.map(([path, name]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <AllTexts>
                      <VenueArea page={name} />
                    </AllTexts>
                  }
                />
              ))}
              <Route
                path="404"
                element={
                  <AllTexts>
                    <NotFoundPage />
                  </AllTexts>
                }
              />
              <Route path="*" element={<RedirectToStart />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
