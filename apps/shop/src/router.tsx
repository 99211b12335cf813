// The route tree (DESIGN.md §8: routes mirror the states of spec §2). Pages are lazy, so each
// is its own chunk and the first route ships only what it needs; the frame (layout, error
// page, redirect) is in the entry chunk.
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { MessageKey } from "./i18n/catalogue";
import { ErrorPage } from "./routes/errors/error-page";
import type { PageHandle } from "./routes/info/coming-soon-page";
import { LoadingScreen } from "./routes/layout/loading-screen";
import { RootLayout } from "./routes/layout/root-layout";
import { RedirectToStart } from "./routes/start/redirect-to-start";

const comingSoon = (path: string, title: MessageKey): RouteObject => ({
  path,
  handle: { title } satisfies PageHandle,
  lazy: async () => ({
    Component: (await import("./routes/info/coming-soon-page")).ComingSoonPage,
  }),
});

const accountsPending = (path: string): RouteObject => ({
  path,
  lazy: async () => ({
    Component: (await import("./routes/account/accounts-pending-page")).AccountsPendingPage,
  }),
});

// A step of a flow (tickets, checkout): a lazy page below its container route.
function lazyStep<Name extends string>(
  path: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] }) };
}

export const routes: RouteObject[] = [
  {
    path: "/maintenance",
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    lazy: async () => ({
      Component: (await import("./routes/errors/maintenance-page")).MaintenancePage,
    }),
  },
  {
    path: "/",
    Component: RootLayout,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        // A page that fails keeps the header and footer around its error.
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: RedirectToStart },
          {
            path: "start",
            lazy: async () => ({
              Component: (await import("./routes/start/start-page")).StartPage,
            }),
          },
          {
            // spec selling-core §2 shop.tickets: the container loads the tickets, each step is
            // its own chunk.
            path: "tickets",
            lazy: async () => ({
              Component: (await import("./routes/tickets/tickets-layout")).TicketsLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("./routes/tickets/tickets-index")).TicketsIndex,
                }),
              },
              lazyStep("groups", () => import("./routes/tickets/groups-page"), "GroupsPage"),
              lazyStep("filters", () => import("./routes/tickets/filters-page"), "FiltersPage"),
              lazyStep("list", () => import("./routes/tickets/list-page"), "ListPage"),
              lazyStep("time", () => import("./routes/tickets/time-page"), "TimePage"),
              lazyStep("types", () => import("./routes/tickets/types-page"), "TypesPage"),
              lazyStep("combi", () => import("./routes/tickets/combi-page"), "CombiPage"),
              lazyStep("annual", () => import("./routes/tickets/annual-page"), "AnnualPage"),
              {
                path: "personalization",
                lazy: async () => ({
                  Component: (await import("./routes/tickets/personalization-page"))
                    .PersonalizationPage,
                }),
              },
              { path: "*", Component: RedirectToStart },
            ],
          },
          {
            path: "museum-error",
            lazy: async () => ({
              Component: (await import("./routes/tickets/museum-error-page")).MuseumErrorPage,
            }),
          },
          comingSoon("museums", "nav.museums"),
          comingSoon("museum/:id", "nav.museums"),
          comingSoon("exhibitions", "nav.exhibitions"),
          comingSoon("exhibition/:id", "nav.exhibitions"),
          comingSoon("events/*", "nav.events"),
          comingSoon("event/:id", "nav.events"),
          comingSoon("tours", "nav.tours"),
          comingSoon("tour/:id", "nav.tours"),
          comingSoon("merchandise/*", "nav.merchandise"),
          comingSoon("exclusive/*", "nav.vipTickets"),
          comingSoon("onepager", "nav.onepager"),
          comingSoon("coupons", "nav.coupons"),
          {
            path: "cart",
            lazy: async () => ({
              Component: (await import("./routes/cart/cart-summary-page")).CartSummaryPage,
            }),
          },
          {
            // spec selling-core §2, §4 "Checkout flow": the user choice and guest form, the
            // shipping address, the order, and the result states; each page its own chunk.
            path: "checkout",
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("./routes/checkout/checkout-page")).CheckoutPage,
                }),
              },
              lazyStep(
                "shipping-address",
                () => import("./routes/checkout/shipping-address-page"),
                "ShippingAddressPage",
              ),
              lazyStep("success", () => import("./routes/checkout/success-page"), "SuccessPage"),
              lazyStep("failure", () => import("./routes/checkout/failure-page"), "FailurePage"),
              lazyStep("pending", () => import("./routes/checkout/pending-page"), "PendingPage"),
              lazyStep("payment", () => import("./routes/checkout/payment-page"), "PaymentPage"),
              lazyStep("return", () => import("./routes/checkout/return-page"), "ReturnPage"),
            ],
          },
          ...[
            "login",
            "logout",
            "registration",
            "guest",
            "account",
            "profile",
            "orders",
            "addresses/*",
            "password-reset",
          ].map(accountsPending),
          {
            path: "page/:id",
            lazy: async () => ({
              Component: (await import("./routes/info/static-page")).StaticPage,
            }),
          },
          {
            path: "404",
            lazy: async () => ({
              Component: (await import("./routes/errors/not-found-page")).NotFoundPage,
            }),
          },
          { path: "*", Component: RedirectToStart },
        ],
      },
    ],
  },
];
